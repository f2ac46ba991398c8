import type * as z from 'zod/mini';
import { commentSchema, postSchema, postSummarySchema, scrapSchema } from '@contracts/post-answers';

/**
 * GET /me/posts, /me/comments, /me/scraps and /me/drafts, each parsed with the post API's own answer schema
 * (contracts/post-answers.ts): the member's posts come without bodies, drafts keep theirs to be finished.
 */
export const myListSchemas = {
  posts: postSummarySchema,
  comments: commentSchema,
  scraps: scrapSchema,
  drafts: postSchema,
} as const;
export type MyListKind = keyof typeof myListSchemas;
export type MyListItem<K extends MyListKind> = z.infer<(typeof myListSchemas)[K]>;
