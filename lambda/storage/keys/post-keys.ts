import { timeOrder } from '../../shared/dynamo/storage-attributes';
import { adminList } from './admin-list-keys';

/**
 * The content table's post keys, spelled here and nowhere else (docs/data-model.md, P1–P10 and D1):
 * - post: `POST#<id>` / `META`, its body `POST#<id>` / `BODY`. Its partition also holds the post's comments,
 *   scraps, votes and reports, whose sort keys their own keys modules build on `postKeys.partition`.
 * - gsi1: the board's list, `BOARD#<b>#POSTS` or `BOARD#<b>#NOTICES`, newest first; `TRASH#POSTS` once trashed.
 * - gsi2: the board category's list, `BOARD#<b>#CAT#<category>` (notices are not in it).
 * - gsi3: the author's posts (`AUTHOR#<u>#POSTS`) or drafts (`AUTHOR#<u>#DRAFTS`).
 * - gsi4: every post of a status, `POSTS#published` or `POSTS#trashed`, in shards (`POSTS#published#<n>`), and
 *   the same lists per board on the byBoard index (admin lists; admin-list-keys.ts).
 * The board and category lists sort by the post's number in its board (lambda/storage/list-counts.ts); the
 * author's lists by `<time>#<id>` (`postKeys.order`).
 */
export const postKeys = {
  partition: (postId: string) => `POST#${postId}`,
  /** Sort key of the post's own item in its partition. */
  metaSortKey: 'META',
  post: (id: string) => ({ pk: postKeys.partition(id), sk: postKeys.metaSortKey }),
  /** The post's body, apart from its own item (lambda/storage/post-bodies.ts). */
  body: (id: string) => ({ pk: postKeys.partition(id), sk: 'BODY' }),
  boardList: (boardId: string, notice: boolean) => `BOARD#${boardId}#${notice ? 'NOTICES' : 'POSTS'}`,
  category: (boardId: string, category: string) => `BOARD#${boardId}#CAT#${category}`,
  /** gsi1 partition of trashed posts (out of every board list). */
  trash: 'TRASH#POSTS',
  authorPosts: (userId: string) => `AUTHOR#${userId}#POSTS`,
  authorDrafts: (userId: string) => `AUTHOR#${userId}#DRAFTS`,
  /** The admin's list of every post of a status (D1): its gsi4 shards and byBoard entries. */
  allPosts: (status: 'published' | 'trashed') => adminList(`POSTS#${status}`),
  order: timeOrder,
};
