import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { bodyFormatSchema } from '@contracts/post';

/**
 * What GET /me/posts, /me/comments, /me/scraps and /me/drafts answer (contracts/post.ts Post, Comment,
 * Scrap), validated because it crosses a network boundary. Only the fields these lists show are required.
 */
export const myPostSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  title: z.string(),
  category: z.nullish(z.string()),
  commentCount: z.number(),
  views: z.number(),
  createdAt: z.string(),
});
export type MyPost = z.infer<typeof myPostSchema>;

export const myDraftSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  title: z.string(),
  body: z.string(),
  format: bodyFormatSchema,
  category: z.nullish(z.string()),
  isNotice: z.optional(z.boolean()),
  version: z.number(),
  updatedAt: z.string(),
});
export type MyDraft = z.infer<typeof myDraftSchema>;

export const myCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  boardId: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type MyComment = z.infer<typeof myCommentSchema>;

export const myScrapSchema = z.object({
  postId: z.string(),
  boardId: z.string(),
  title: z.string(),
  scrappedAt: z.string(),
});
export type MyScrap = z.infer<typeof myScrapSchema>;

export const myListSchemas = {
  posts: myPostSchema,
  comments: myCommentSchema,
  scraps: myScrapSchema,
  drafts: myDraftSchema,
} as const;
export type MyListKind = keyof typeof myListSchemas;
export type MyListItem<K extends MyListKind> = z.infer<(typeof myListSchemas)[K]>;
