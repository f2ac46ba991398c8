import { z } from 'zod';
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

const count = z.number().int().nonnegative().catch(0);

export const listedPostSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  title: z.string(),
  category: z.string().nullish(),
  isNotice: z.boolean(),
  authorId: z.string(),
  authorNickName: z.string(),
  views: count,
  commentCount: count,
  voteCount: count.default(0),
  createdAt: z.string(),
  no: z.number().nullish(),
});
export type ListedPost = z.infer<typeof listedPostSchema>;

export const boardPostsPageSchema = z.object({
  items: z.array(listedPostSchema),
  notices: z.array(listedPostSchema).default([]),
  nextToken: z.string().nullable(),
  page: z.number().nullish(),
  pageSize: z.number().nullish(),
  total: z.number().nullish(),
  pageCount: z.number().nullish(),
});
export type BoardPostsPage = z.infer<typeof boardPostsPageSchema>;

const neighbourSchema = z.object({ id: z.string(), title: z.string() }).nullish();

export const postViewSchema = listedPostSchema.extend({
  body: z.string(),
  format: bodyFormatSchema,
  version: z.number(),
  scrapCount: count,
  updatedAt: z.string(),
  myVote: z.boolean().default(false),
  isScrapped: z.boolean().default(false),
  hasReported: z.boolean().default(false),
  canEdit: z.boolean().optional(),
  canComment: z.boolean().optional(),
  previous: neighbourSchema,
  next: neighbourSchema,
  boardName: z.string().optional(),
});
export type PostView = z.infer<typeof postViewSchema>;

export const commentViewSchema = z.object({
  id: z.string(),
  postId: z.string(),
  parentId: z.string().nullish(),
  body: z.string(),
  authorId: z.string(),
  authorNickName: z.string(),
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  voteCount: count.default(0),
  myVote: z.boolean().default(false),
});
export type CommentView = z.infer<typeof commentViewSchema>;

export const commentPageSchema = z.object({
  items: z.array(commentViewSchema),
  nextToken: z.string().nullable(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const voteStateSchema = z.object({ voteCount: z.number(), myVote: z.boolean() });
