import * as z from 'zod/mini';
import './zod-locale';
import { boardAccessSchema } from './board';
import { pageSchema, type Page } from './pagination';
import { bodyFormatSchema, postStatusSchema } from './post-fields';

/**
 * What the post API answers about posts and comments: one schema per answer, from which the Lambda services
 * take their types (z.infer, re-exported by contracts/post.ts and board-page.ts) and with which the web app
 * parses what crosses the network. A field added on one side is then missing on the other at compile time.
 *
 * A module apart from contracts/post.ts, which the functions import at run time for their input schemas: the
 * functions import these as types only, so no answer schema lands in a Lambda bundle.
 *
 * Parsing keeps two allowances the web app has always made, neither of which widens the inferred types: a
 * counter that an item stored before it existed lacks reads as 0, and a missing category or parent as null.
 */

/** A counter: items stored before a counter existed lack it, and read as 0. */
const count = z.catch(z.number().check(z.int(), z.nonnegative()), 0);
/** A string that may be absent (older items) or null, answered as null. */
const nullableText = z._default(z.nullable(z.string()), null);

const postSummaryShape = {
  id: z.string(),
  boardId: z.string(),
  title: z.string(),
  format: bodyFormatSchema,
  category: nullableText,
  isNotice: z.boolean(),
  authorId: z.string(),
  /** The author's nickName when they wrote or last edited the post (as XE/Rhymix keep it). */
  authorNickName: z.string(),
  status: postStatusSchema,
  version: z.number().check(z.int()),
  views: count,
  commentCount: count,
  scrapCount: count,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The author's tags (contracts/post.ts POST_TAGS_MAX); absent on a post without any. */
  tags: z.optional(z.array(z.string())),
};

/** A post in a list (the member's own posts, the admin lists): everything but the body. */
export const postSummarySchema = z.object(postSummaryShape);
export type PostSummary = z.infer<typeof postSummarySchema>;

/**
 * A post whole, as written, edited, kept as a draft (GET /me/drafts) and loaded by the editor. The page of a
 * published post answers more ({@link postViewSchema}), which this reads too.
 */
export const postSchema = z.object({ ...postSummaryShape, body: z.string() });
export type Post = z.infer<typeof postSchema>;

/** A row of a board's list (GET /boards/{boardId}/posts): the post without its body, its votes, its number. */
export const listedPostSchema = z.object({
  ...postSummaryShape,
  voteCount: count,
  /** The number shown in the No. column, counting down per board (or category); null in searches and notices. */
  no: z._default(z.nullable(z.number()), null),
});
export type ListedPost = z.infer<typeof listedPostSchema>;

/**
 * A row of a search's answer (contracts/search.ts): the post as its board lists it, without a number, with the text
 * around the first match when the match is in a body or a comment.
 */
export const searchHitSchema = z.object({
  ...postSummaryShape,
  voteCount: count,
  /** The body's or comment's text around its first match, as written (at most ~160 characters); else null. */
  snippet: nullableText,
  /** With the comment target: the comment that matched, which the post page opens at. */
  commentId: nullableText,
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * A board's record as the post API answers it (GET /boards/{boardId}, and with every page of its list): its
 * name, description, categories and permissions, which the board screens show and check. Parsed without the
 * limits an admin's settings are written with (contracts/board.ts): a screen shows what is stored.
 */
export const boardRecordSchema = z.object({
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoardRecord = z.infer<typeof boardRecordSchema>;

/** GET /boards/{boardId}/posts (the modes are described in contracts/board-page.ts). */
export const boardPostsPageSchema = z.object({
  /**
   * The board's record, which the service has read (or kept in memory) to check the caller may list: the list
   * page and the list under a post need no GET /boards/{boardId} of their own (docs/performance.md).
   */
  board: boardRecordSchema,
  items: z.array(listedPostSchema),
  /** Pinned notices: on every numbered page; empty in searches and cursor pages. */
  notices: z._default(z.array(listedPostSchema), []),
  /** Continues with the next (older) posts; null on the last page. */
  nextToken: z.nullable(z.string()),
  /** Numbered mode: the page answered (1-based); null in searches and cursor pages. */
  page: z.nullable(z.number()),
  pageSize: z.number(),
  /** Numbered mode: posts in the board (or category), notices not counted; null otherwise. */
  total: z.nullable(z.number()),
  /** Numbered mode: max(1, ceil(total / pageSize)); a page beyond it answers no items. Null otherwise. */
  pageCount: z.nullable(z.number()),
});
/** The answer as the service builds it, from pages whose lists are read-only. */
export interface BoardPostsPage extends Omit<z.infer<typeof boardPostsPageSchema>, 'items' | 'notices'> {
  readonly items: readonly ListedPost[];
  readonly notices: readonly ListedPost[];
}

/** GET /boards/{boardId}/search: a page of matches, newest first. */
export const boardSearchPageSchema = z.object({
  board: boardRecordSchema,
  items: z.array(searchHitSchema),
  /** Continues with older matches; null when the board holds no more. */
  nextToken: z.nullable(z.string()),
  /**
   * With a nextToken: the time back to which this answer has looked. A search reads a bounded amount per answer,
   * so a rare match may take another ask ("search further", as Rhymix searches in divisions); null at the end.
   */
  searchedTo: z.nullable(z.string()),
});
export type BoardSearchPage = z.infer<typeof boardSearchPageSchema>;

/** GET /search: the newest matches in each board the caller may list that has any, boards in menu order. */
export const siteSearchAnswerSchema = z.object({
  groups: z.array(
    z.object({
      board: z.object({ id: z.string(), name: z.string() }),
      items: z.array(searchHitSchema),
      /** More matches in this board: its own search (GET /boards/{boardId}/search) continues. */
      more: z.boolean(),
    }),
  ),
});
export type SiteSearchAnswer = z.infer<typeof siteSearchAnswerSchema>;

/** GET /search/popular: the words searched most in the last seven days (days in Korea), most first. */
export const popularSearchWordsSchema = z.object({
  items: z.array(z.object({ word: z.string(), count: z.number() })),
});
export type PopularSearchWords = z.infer<typeof popularSearchWordsSchema>;

const commentShape = {
  id: z.string(),
  postId: z.string(),
  /** The post's board (admin lists filter comments by board). */
  boardId: z.string(),
  /** Replies go one level deep: a reply names its top-level comment. */
  parentId: nullableText,
  /** Empty once deleted: a deleted comment with replies stays as a placeholder. */
  body: z.string(),
  authorId: z.string(),
  authorNickName: z.string(),
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A comment as written (POST /posts/{postId}/comments) and as the member's own list shows it. */
export const commentSchema = z.object(commentShape);
export type Comment = z.infer<typeof commentSchema>;

/** A comment in GET /posts/{postId}/comments (paged with limit ≤ 100 and nextToken, thread order). */
export const commentViewSchema = z.object({
  ...commentShape,
  voteCount: count,
  /** Whether the caller has voted for this comment. */
  myVote: z.boolean(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

/** The post listed just above or below another in its board's list. */
export const postNeighbourSchema = z.object({ id: z.string(), title: z.string() });
export type PostNeighbour = z.infer<typeof postNeighbourSchema>;

/**
 * A page of a post's comments (GET /posts/{postId}/comments, and the first one in GET /posts/{postId}), each
 * with its votes and the caller's own.
 */
export const commentPageSchema = pageSchema(commentViewSchema);

/**
 * GET /posts/{postId}: the post with what its page shows, its first page of comments included, so the page
 * needs only this request until the reader asks for more comments or writes one (docs/data-model.md, "The
 * post page"). The caller-specific fields are false for a guest.
 */
export const postViewSchema = z.object({
  ...postSummaryShape,
  body: z.string(),
  voteCount: count,
  /** Whether the caller has voted for this post. */
  myVote: z.boolean(),
  /** Whether the caller has scrapped this post. */
  isScrapped: z.boolean(),
  /** Whether the caller has reported this post (a second report is refused). */
  hasReported: z.boolean(),
  /** The author or an admin: may edit and trash it. */
  canEdit: z.boolean(),
  /** The board lets the caller comment. */
  canComment: z.boolean(),
  /** The newer post listed just above it in the board (notices: among the notices); null for the newest. */
  previous: z.nullable(postNeighbourSchema),
  /** The older post listed just below it; null for the oldest. */
  next: z.nullable(postNeighbourSchema),
  /** The board's name, for the page heading and breadcrumbs. */
  boardName: z.string(),
  /**
   * The first page of its comments, as GET /posts/{postId}/comments answers it without a `limit` or
   * `nextToken`; `nextToken` continues with GET /posts/{postId}/comments.
   */
  comments: commentPageSchema,
});
/** The answer as the service builds it, with a page of comments whose list is read-only. */
export interface PostView extends Omit<z.infer<typeof postViewSchema>, 'comments'> {
  readonly comments: Page<CommentView>;
}

/** What the admin's lists add to a trashed post or a deleted comment: when, and by whom (a user id). */
const trashMarks = {
  deletedAt: z.optional(z.nullable(z.string())),
  deletedBy: z.optional(z.nullable(z.string())),
};

/** A post as the admin's lists show it (GET /admin/posts). */
export const adminPostSchema = z.object({ ...postSummaryShape, ...trashMarks });
export type AdminPost = z.infer<typeof adminPostSchema>;

/**
 * A comment as the admin's lists show it (GET /admin/comments): a deleted one keeps its text in `removedBody`
 * and says when and by whom it was deleted.
 */
export const adminCommentSchema = z.object({
  ...commentShape,
  removedBody: z.optional(z.nullable(z.string())),
  ...trashMarks,
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

/** A member's bookmark of a post ("Scraps" in the user menu). */
export const scrapSchema = z.object({
  postId: z.string(),
  boardId: z.string(),
  /** The post's title when scrapped. */
  title: z.string(),
  scrappedAt: z.string(),
});
export type Scrap = z.infer<typeof scrapSchema>;
