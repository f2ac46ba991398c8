import * as z from 'zod/mini';
import './zod-locale';
import { idSchema, slugIdSchema } from './fields';
import { multiLineText, singleLineText } from './text';
import { boardIdSchema } from './board';
import { pageQuerySchema } from './pagination';
import { hasVisibleText, parseRichText } from './rich-text';

/** Size limits: a clear 400 beyond them. Body bytes are UTF-8 bytes, as DynamoDB counts them. */
export const POST_TITLE_MAX = 200;
export const POST_BODY_MAX_BYTES = 100 * 1024;
export const COMMENT_BODY_MAX_BYTES = 10 * 1024;
/** Notices pinned on top of a board's first page. */
export const BOARD_NOTICES_MAX = 20;

export const postIdSchema = idSchema();
export const commentIdSchema = postIdSchema;

import { bodyFormatSchema, type BodyFormat } from './post-fields';

export { bodyFormatSchema, postStatusSchema, type BodyFormat, type PostStatus } from './post-fields';
// The answers' types are inferred from the schemas the web app parses them with (contracts/post-answers.ts).
export type { Comment, CommentView, Post, PostNeighbour, PostSummary, PostView, Scrap } from './post-answers';

/**
 * A `richtext` body must parse as an allowed document whose text keeps the plain-text rule and shows something;
 * refused otherwise (400 naming `body`, nothing stored).
 */
const checkRichTextBody = z.superRefine((input: { body: string; format: BodyFormat }, ctx) => {
  if (input.format !== 'richtext') return;
  const parsed = parseRichText(input.body);
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['body'], message: parsed.message });
  else if (!hasVisibleText(parsed.data)) {
    ctx.addIssue({ code: 'custom', path: ['body'], message: 'is required: the document shows no text' });
  }
});

/** Human text follows one rule (contracts/text.ts): NFC, no broken or control characters, visible. */
export const postTitleSchema = singleLineText({ max: POST_TITLE_MAX });

export const postBodySchema = multiLineText({ maxBytes: POST_BODY_MAX_BYTES });

const categorySchema = singleLineText({ max: 50 });

/** Tags a post may carry, and a tag's length: Rhymix's tags, found by the tag search (contracts/search.ts). */
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX = 30;
/**
 * A tag: one line, no commas (the editor separates tags with them) and no double quotes (a tag's link searches it
 * as a "phrase"), a leading `#` dropped.
 */
export const postTagSchema = singleLineText({ max: POST_TAG_MAX }).check(
  z.overwrite((tag) => tag.replace(/^#+/u, '').trim()),
  z.refine((tag) => tag.length > 0, 'is required'),
  z.refine((tag) => !/[,#"]/u.test(tag), 'must not hold a comma, # or "'),
);
/** Absent or empty: no tags (an edit that leaves them out removes them, as it does the category). */
const postTagsSchema = z.optional(
  z.array(postTagSchema).check(
    z.maxLength(POST_TAGS_MAX, `may hold at most ${POST_TAGS_MAX} tags`),
    z.refine(
      (tags) => new Set(tags.map((tag) => tag.normalize('NFKC').toLowerCase())).size === tags.length,
      'holds the same tag twice',
    ),
  ),
);

/**
 * A post's content as a member writes it, the same in a new post and an edit (what is stored of it:
 * lambda/posts/post-content.ts). A field added here reaches both bodies.
 */
const postContentShape = {
  title: postTitleSchema,
  body: postBodySchema,
  format: z._default(bodyFormatSchema, 'text'),
  category: z.nullish(categorySchema),
  tags: postTagsSchema,
};

export const createPostBodySchema = z
  .strictObject({
    ...postContentShape,
    /** Admins only: pinned on top of the board. */
    isNotice: z._default(z.boolean(), false),
    /** Save as a draft: only its author sees it (GET /me/drafts) until it is published. */
    draft: z._default(z.boolean(), false),
  })
  .check(checkRichTextBody);
export type CreatePostBody = z.infer<typeof createPostBodySchema>;

export const updatePostBodySchema = z
  .strictObject({
    ...postContentShape,
    isNotice: z.optional(z.boolean()),
    /** The version the editor started from: a newer stored version answers 409 and nothing is overwritten. */
    version: z.number().check(z.int(), z.gte(1)),
    /** For a draft: publish it now (it then lists as new). */
    publish: z.optional(z.boolean()),
  })
  .check(checkRichTextBody);
export type UpdatePostBody = z.infer<typeof updatePostBodySchema>;

export const postPathSchema = z.object({ postId: postIdSchema });
export const boardPostsPathSchema = z.object({ boardId: boardIdSchema });
/** A search text: trimmed, 1 to `max` characters. */
const searchText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max, 'is too long')));

export const listPostsQuerySchema = z.extend(pageQuerySchema, {
  category: z.optional(categorySchema),
  /** Title contains (case-insensitive). */
  q: searchText(100),
});

export const commentBodySchema = multiLineText({ maxBytes: COMMENT_BODY_MAX_BYTES });

export const createCommentBodySchema = z.strictObject({
  body: commentBodySchema,
  /** Replies go one level deep: the parent must be a top-level comment of the same post. */
  parentId: z.nullish(commentIdSchema),
});
export const updateCommentBodySchema = z.strictObject({ body: commentBodySchema });
export const commentPathSchema = z.object({ commentId: commentIdSchema });

export const articleIdSchema = slugIdSchema;
export const articlePathSchema = z.object({ articleId: articleIdSchema });
export const putArticleBodySchema = z
  .strictObject({
    title: postTitleSchema,
    body: postBodySchema,
    format: z._default(bodyFormatSchema, 'markdown'),
  })
  .check(checkRichTextBody);

/** A single page of content managed by admins (menu module `article`). */
export interface Article {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly format: BodyFormat;
  readonly updatedAt: string;
}

/** The answer of GET /articles/{articleId}, as the web app checks it (it crosses a network boundary). */
export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  format: bodyFormatSchema,
  updatedAt: z.string(),
}) satisfies z.ZodMiniType<Article>;

export const adminPostsQuerySchema = z.extend(pageQuerySchema, {
  status: z._default(z.enum(['published', 'trashed']), 'published'),
  boardId: z.optional(boardIdSchema),
  /** Title contains (case-insensitive). */
  q: searchText(100),
  /** Author nickName contains. */
  author: searchText(50),
});
export const adminCommentsQuerySchema = z.extend(pageQuerySchema, {
  status: z._default(z.enum(['live', 'deleted']), 'live'),
  boardId: z.optional(boardIdSchema),
  q: searchText(100),
  author: searchText(50),
});
export const bulkTrashBodySchema = z.strictObject({
  postIds: z.pipe(
    z
      .array(postIdSchema)
      .check(z.minLength(1, 'must list at least one post'), z.maxLength(50, 'must list at most 50 posts')),
    z.transform((ids: string[]) => [...new Set(ids)]),
  ),
});
