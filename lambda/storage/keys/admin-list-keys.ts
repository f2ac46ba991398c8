import type { KeyAttributes } from '../table-repository';

/**
 * The admin's lists of every post or comment of a status (docs/data-model.md, D1, D2): how an item is keyed in
 * them, for the writers (lambda/posts/post-indexes.ts, the comments' repository) and the reader (the admin
 * content repository).
 *
 * - **gsi4, split in ADMIN_LIST_SHARDS partitions** (`<list>#<n>`, n from the item's id): no partition takes
 *   every write of the site. Splitting by a hash rather than by month spreads the writes of any one moment
 *   (a month partition would take all of that month's), and the all-boards list needs no oldest month to know
 *   where it ends: it reads the shards side by side and merges them.
 * - **byBoard** (partition `boardId`, sort `gsi4sk`): the same lists for one board, keyed on the `boardId`
 *   every post and comment already carries, so a move to another board (which sets `boardId`) moves the item
 *   here without anyone writing an index key, and a board filter reads its board's rows only.
 *
 * The sort key starts with the list's name (`POSTS#published#<time>#<id>`): one board's partition holds all
 * four lists apart, and the shards of a list compare across each other by time.
 */
export const ADMIN_LIST_SHARDS = 4;

/** The index serving one board's admin lists (contracts/tables.ts). */
export const byBoard: KeyAttributes = { index: 'byBoard', pk: 'boardId', sk: 'gsi4sk' };

/** Which gsi4 shard an item's id falls in: FNV-1a of the id, stable across runs and runtimes. */
export function adminListShard(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % ADMIN_LIST_SHARDS;
}

/** One admin list (`POSTS#published`, `COMMENTS#deleted`, …): its partitions, its sort-key prefix, an entry. */
export interface AdminList {
  readonly name: string;
  /** The gsi4 partitions of the list, every shard. */
  readonly partitions: readonly string[];
  /** What every sort key of the list starts with (in gsi4 and in byBoard). */
  readonly prefix: string;
  /** The gsi4 attributes of an item in the list, by `at` (its time in the list) and its id. */
  entry(at: string, id: string): { gsi4pk: string; gsi4sk: string };
}

export function adminList(name: string): AdminList {
  const prefix = `${name}#`;
  return {
    name,
    partitions: Array.from({ length: ADMIN_LIST_SHARDS }, (_, shard) => `${prefix}${shard}`),
    prefix,
    entry: (at, id) => ({ gsi4pk: `${prefix}${adminListShard(id)}`, gsi4sk: `${prefix}${at}#${id}` }),
  };
}
