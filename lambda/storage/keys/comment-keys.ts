import { postKeys } from './post-keys';
import { timeOrder } from '../../shared/dynamo/storage-attributes';
import { adminList } from './admin-list-keys';

/**
 * The content table's comment keys, spelled here and nowhere else (docs/data-model.md, C1–C5 and D2):
 * - comment: in its post's partition, `COMMENT#<root time>#<root id>[#<reply time>#<reply id>]`, so one Query
 *   returns the threads in order with each reply after its parent;
 * - gsi2: found by id, `COMMENT#<id>` / `META`;
 * - gsi3: the author's comments, `AUTHOR#<u>#COMMENTS`;
 * - gsi4: every comment of a status, `COMMENTS#live` or `COMMENTS#deleted`, in shards, and the same lists per
 *   board on the byBoard index (admin lists; admin-list-keys.ts).
 */
export const commentKeys = {
  /** Sort-key prefix of every comment in its post's partition. */
  prefix: 'COMMENT#',
  /** A new comment's sort key: top-level, or a reply placed right after its parent's thread head. */
  sortKey: (comment: { createdAt: string; id: string }, parentSortKey: string | null) => {
    const own = timeOrder(comment.createdAt, comment.id);
    return parentSortKey ? `${parentSortKey}#${own}` : `${commentKeys.prefix}${own}`;
  },
  /** Prefix of the replies' sort keys under a top-level comment. */
  repliesOf: (sortKey: string) => `${sortKey}#`,
  comment: (postId: string, sortKey: string) => ({ pk: postKeys.partition(postId), sk: sortKey }),
  byId: (id: string) => ({ gsi2pk: `COMMENT#${id}`, gsi2sk: 'META' }),
  author: (userId: string) => `AUTHOR#${userId}#COMMENTS`,
  /** The admin's list of every comment of a status (D2): its gsi4 shards and byBoard entries. */
  all: (status: 'live' | 'deleted') => adminList(`COMMENTS#${status}`),
  order: timeOrder,
};
