import type { Post } from '../../contracts/post';
import { richTextPlainText, type RichTextDocument } from '../../contracts/rich-text';
import { INDEX_KEY_ATTRIBUTES } from '../shared/dynamo/storage-attributes';
import { postKeys } from '../storage/keys/post-keys';
import { listSortKey, type ListMembership } from '../storage/list-counts';

/**
 * The one place that decides which lists a post is in: every writer of a post (create, edit, publish, trash,
 * restore, move to another board; lambda/posts/post-repository.ts) stores the attributes this module computes
 * from the post's state, and nothing else writes gsi keys on a post. Changing an index (another partition
 * scheme, another list) is an edit of this module and of the reader of that list (docs/data-model.md, "Where
 * a post's index attributes come from").
 */

/** Every index attribute a post may carry; those a state does not list are removed when it is written. */
export const POST_INDEX_ATTRIBUTES = INDEX_KEY_ATTRIBUTES;
export type PostIndexAttribute = (typeof POST_INDEX_ATTRIBUTES)[number];

/**
 * What a post's lists depend on: a listed post's board, category, notice flag, author, date and, once published,
 * its sequence number in its board (`listSeq`, lambda/storage/list-counts.ts); a trashed one's deletion.
 */
type ListedFields = Pick<Post, 'id' | 'boardId' | 'category' | 'isNotice' | 'authorId' | 'createdAt'>;
export type IndexedPost =
  | (ListedFields & { readonly status: 'published'; readonly listSeq: number })
  | (ListedFields & { readonly status: 'draft' })
  | { readonly id: string; readonly status: 'trashed'; readonly deletedAt: string };

/** Each index attribute of a post in this state: a string where it is listed, undefined where it is not. */
export type PostIndexes = Record<PostIndexAttribute, string | undefined>;

const unlisted = Object.fromEntries(POST_INDEX_ATTRIBUTES.map((name) => [name, undefined])) as PostIndexes;

/**
 * The index attributes of a post (docs/data-model.md, P1–P3, P6–P10, D1, D5):
 * - a draft is only in its author's drafts (gsi3), by creation time;
 * - a published post is in its board's list or notices (gsi1) and its category's list unless it is a notice
 *   (gsi2), both by its sequence number in the board, and in its author's posts (gsi3) and the admin's list of
 *   published posts (gsi4, in its shard; the byBoard index reads the same key under the post's boardId), by
 *   creation time;
 * - a trashed post is only in the trash (gsi1) and the admin's list of trashed posts (gsi4), by deletion time.
 */
export function postIndexes(post: IndexedPost): PostIndexes {
  if (post.status === 'trashed') {
    const order = postKeys.order(post.deletedAt, post.id);
    return {
      ...unlisted,
      gsi1pk: postKeys.trash,
      gsi1sk: order,
      ...adminListEntry(post),
    };
  }
  const order = postKeys.order(post.createdAt, post.id);
  if (post.status === 'draft') {
    return { ...unlisted, gsi3pk: postKeys.authorDrafts(post.authorId), gsi3sk: order };
  }
  const inCategory = !!post.category && !post.isNotice;
  const place = listSortKey(post.listSeq);
  return {
    gsi1pk: postKeys.boardList(post.boardId, post.isNotice),
    gsi1sk: place,
    gsi2pk: inCategory ? postKeys.category(post.boardId, post.category as string) : undefined,
    gsi2sk: inCategory ? place : undefined,
    gsi3pk: postKeys.authorPosts(post.authorId),
    gsi3sk: order,
    ...adminListEntry(post),
  };
}

/**
 * A published or trashed post's place in the admin's lists (gsi4 and, under its boardId, byBoard; D1): by
 * creation time while published, by deletion time once trashed. Also what the offline recount
 * (lambda/ops/site-recount.ts) rewrites on posts stored before the lists were split.
 */
export function adminListEntry(
  post:
    | { readonly id: string; readonly status: 'published'; readonly createdAt: string }
    | { readonly id: string; readonly status: 'trashed'; readonly deletedAt: string },
): { gsi4pk: string; gsi4sk: string } {
  return post.status === 'trashed'
    ? postKeys.allPosts('trashed').entry(post.deletedAt, post.id)
    : postKeys.allPosts('published').entry(post.createdAt, post.id);
}

/**
 * What the searches filter on besides the index keys (lambda/board-lists, docs/data-model.md, L3): the title
 * and the author's nickname in lower case, so a search ignores case. Stored on the post's own item.
 */
export function postSearchAttributes(post: Pick<Post, 'title' | 'authorNickName'>): {
  titleLower: string;
  authorNickNameLower: string;
} {
  return { titleLower: post.title.toLowerCase(), authorNickNameLower: post.authorNickName.toLowerCase() };
}

/**
 * A rich-text body's plain text (`bodyText`), stored with the body (lambda/storage/post-bodies.ts), so a body
 * search reads what a reader sees and never the document's JSON; undefined for plain and Markdown bodies, which
 * are their own text.
 */
export function postBodyText(post: Pick<Post, 'format' | 'body'>): string | undefined {
  if (post.format !== 'richtext') return undefined;
  // The body passed the allow-list on its way in (contracts/post.ts), so it is a document.
  return richTextPlainText(JSON.parse(post.body) as RichTextDocument);
}

/**
 * The counted lists a post is in, with its number there (lambda/storage/list-counts.ts): the board's list and
 * its category's, for a published post that is not a notice. Notices (at most BOARD_NOTICES_MAX) are read
 * whole and never numbered; drafts and trashed posts are in no board list.
 */
export function countedLists(post: IndexedPost): ListMembership[] {
  if (post.status !== 'published' || post.isNotice) return [];
  const board = { partition: postKeys.boardList(post.boardId, false), seq: post.listSeq };
  return post.category
    ? [board, { partition: postKeys.category(post.boardId, post.category), seq: post.listSeq }]
    : [board];
}

/**
 * Everything a post's own item stores for its lists and searches, derived from the post and its number in its
 * board (none for a draft): written with it on create and edit.
 */
export function postListAttributes(
  post: Post,
  listSeq: number | undefined,
): PostIndexes & ReturnType<typeof postSearchAttributes> & { listSeq: number | undefined } {
  // Only a trash writes a trashed post (its state needs the deletion time), never a create or an edit.
  return { ...postIndexes(indexedPost(post, listSeq)), ...postSearchAttributes(post), listSeq };
}

/** A post (not trashed) in the shape its indexes are computed from. */
export function indexedPost(post: Post, listSeq: number | undefined): IndexedPost {
  if (post.status === 'published') {
    if (listSeq === undefined) throw new Error(`Published post ${post.id} has no number in its board`);
    return { ...post, status: 'published', listSeq };
  }
  if (post.status === 'trashed') throw new Error(`Post ${post.id}: only a trash writes a trashed post`);
  return { ...post, status: 'draft' };
}
