import { postKeys } from './post-keys';

/**
 * Where a board's lists live (docs/data-model.md, L1–L4): the partitions are P1/P3's (built by `postKeys`),
 * sorted by the posts' numbers in their board (lambda/storage/list-counts.ts).
 */
export interface BoardList {
  readonly index: 'gsi1' | 'gsi2';
  readonly partitionAttribute: 'gsi1pk' | 'gsi2pk';
  readonly sortAttribute: 'gsi1sk' | 'gsi2sk';
  readonly partition: string;
}

export const boardListKeys = {
  /** The board's published posts (notices apart), or those of one category. */
  list(boardId: string, category?: string): BoardList {
    return category === undefined
      ? {
          index: 'gsi1',
          partitionAttribute: 'gsi1pk',
          sortAttribute: 'gsi1sk',
          partition: postKeys.boardList(boardId, false),
        }
      : {
          index: 'gsi2',
          partitionAttribute: 'gsi2pk',
          sortAttribute: 'gsi2sk',
          partition: postKeys.category(boardId, category),
        };
  },
  /** The board's pinned notices. */
  notices: (boardId: string): BoardList => ({
    index: 'gsi1',
    partitionAttribute: 'gsi1pk',
    sortAttribute: 'gsi1sk',
    partition: postKeys.boardList(boardId, true),
  }),
};
