import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { boardAccessSchema } from '@contracts/board';
import { bodyFormatSchema } from '@contracts/post';

/**
 * The post API's answers the board screens read (contracts/board.ts, board-page.ts, post.ts), validated
 * because they cross a network boundary. Only what the screens show is required; counts that older items
 * lack read as 0.
 */
export const boardInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  postsPerPage: z.number(),
  categories: z.array(z.string()),
  permissions: z.object({
    list: boardAccessSchema,
    read: boardAccessSchema,
    write: boardAccessSchema,
    comment: boardAccessSchema,
  }),
});
export type BoardInfo = z.infer<typeof boardInfoSchema>;

const count = z.catch(z.number().check(z.int(), z.nonnegative()), 0);

export const listedPostSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  title: z.string(),
  category: z.nullish(z.string()),
  isNotice: z.boolean(),
  authorId: z.string(),
  authorNickName: z.string(),
  views: count,
  commentCount: count,
  voteCount: z._default(count, 0),
  createdAt: z.string(),
  no: z.nullish(z.number()),
});
export type ListedPost = z.infer<typeof listedPostSchema>;

export const boardPostsPageSchema = z.object({
  items: z.array(listedPostSchema),
  notices: z._default(z.array(listedPostSchema), []),
  nextToken: z.nullable(z.string()),
  page: z.nullish(z.number()),
  pageSize: z.nullish(z.number()),
  total: z.nullish(z.number()),
  pageCount: z.nullish(z.number()),
});
export type BoardPostsPage = z.infer<typeof boardPostsPageSchema>;

const neighbourSchema = z.nullish(z.object({ id: z.string(), title: z.string() }));

export const postViewSchema = z.extend(listedPostSchema, {
  body: z.string(),
  format: bodyFormatSchema,
  version: z.number(),
  scrapCount: count,
  updatedAt: z.string(),
  myVote: z._default(z.boolean(), false),
  isScrapped: z._default(z.boolean(), false),
  hasReported: z._default(z.boolean(), false),
  canEdit: z.optional(z.boolean()),
  canComment: z.optional(z.boolean()),
  previous: neighbourSchema,
  next: neighbourSchema,
  boardName: z.optional(z.string()),
});
export type PostView = z.infer<typeof postViewSchema>;

export const commentViewSchema = z.object({
  id: z.string(),
  postId: z.string(),
  parentId: z.nullish(z.string()),
  body: z.string(),
  authorId: z.string(),
  authorNickName: z.string(),
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  voteCount: z._default(count, 0),
  myVote: z._default(z.boolean(), false),
});
export type CommentView = z.infer<typeof commentViewSchema>;

export const commentPageSchema = z.object({
  items: z.array(commentViewSchema),
  nextToken: z.nullable(z.string()),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const voteStateSchema = z.object({ voteCount: z.number(), myVote: z.boolean() });
