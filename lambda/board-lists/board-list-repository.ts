import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ListedPost } from '../../contracts/board-page';
import type { Page } from '../../contracts/pagination';
import type { PostNeighbour } from '../../contracts/post';
import { encodeCursor } from '../shared/dynamo/cursor';
import { boardListKeys, type BoardList } from '../storage/keys/board-list-keys';
import { listedPost } from '../storage/listed-post';
import {
  listSortKey,
  pageNumbers,
  readListRoot,
  type ListRoot,
  type PageNumbers,
} from '../storage/list-counts';
import { readViews, withViews } from '../storage/view-counts';
import { gsi, TableRepository } from '../storage/table-repository';

/** Reads of a board's lists for numbered pages, neighbours and the home page (L1, L2, L4, H1). */
export class BoardListRepository extends TableRepository {
  private cursorShape(list: BoardList) {
    return {
      attributes: ['pk', 'sk', list.partitionAttribute, list.sortAttribute],
      partition: { [list.partitionAttribute]: list.partition },
    };
  }

  /**
   * Up to `limit` rows of a list, newest first, from the row numbered `from` down when given (a key condition:
   * the Query reads only the rows it returns).
   */
  async rows(
    list: BoardList,
    options: { limit: number; from?: number },
  ): Promise<{ items: Record<string, unknown>[]; nextToken: string | null }> {
    const from = options.from === undefined ? undefined : listSortKey(options.from);
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: list.index,
        KeyConditionExpression: from === undefined ? '#pk = :pk' : '#pk = :pk AND #sk <= :from',
        ExpressionAttributeNames: {
          '#pk': list.partitionAttribute,
          ...(from === undefined ? {} : { '#sk': list.sortAttribute }),
        },
        ExpressionAttributeValues: {
          ':pk': list.partition,
          ...(from === undefined ? {} : { ':from': from }),
        },
        ScanIndexForward: false,
        Limit: options.limit,
      }),
    );
    return { items: out.Items ?? [], nextToken: encodeCursor(out.LastEvaluatedKey) };
  }

  /** How many rows a list holds, in all and per block of numbers (lambda/storage/list-counts.ts). */
  root(list: BoardList): Promise<ListRoot> {
    return readListRoot(this.client, this.tableName, list.partition);
  }

  /** The numbers of the rows of the page from `offset` (0 = the newest): one read of a block. */
  pageNumbers(list: BoardList, root: ListRoot, offset: number, count: number): Promise<PageNumbers> {
    return pageNumbers(this.client, this.tableName, list.partition, root, offset, count);
  }

  /** Stored rows with their views as shown (lambda/storage/view-counts.ts): one BatchGetItem. */
  withViews<T extends Record<string, unknown>>(items: readonly T[]): Promise<T[]> {
    return withViews(this.client, this.tableName, items);
  }

  /** The view counters of the posts numbered `seqs` in a board, read before their rows. */
  viewsOf(boardId: string, seqs: readonly number[]): Promise<Map<string, number>> {
    return readViews(
      this.client,
      this.tableName,
      seqs.map((seq) => ({ boardId, seq })),
    );
  }

  /** The cursor listing that continues any page (P1 / P3), newest first. */
  async continueFrom(list: BoardList, limit: number, nextToken: string): Promise<Page<ListedPost>> {
    const page = await this.queryPage(
      { keys: gsi(list.index), partition: list.partition, descending: true, limit, nextToken },
      (item) => item,
    );
    return { ...page, items: (await this.withViews(page.items)).map((item) => listedPost(item)) };
  }

  /**
   * The rows just above (newer) and just below (older) a post in its list (L4), by its number there: two
   * one-row Queries. A post stored before lists were numbered has none, and no neighbours until migrated.
   */
  async neighbours(
    post: { boardId: string; isNotice: boolean },
    listSeq: number | undefined,
  ): Promise<{ previous: PostNeighbour | null; next: PostNeighbour | null }> {
    if (listSeq === undefined) return { previous: null, next: null };
    const list = post.isNotice ? boardListKeys.notices(post.boardId) : boardListKeys.list(post.boardId);
    const order = listSortKey(listSeq);
    const one = async (newer: boolean): Promise<PostNeighbour | null> => {
      const out = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: list.index,
          KeyConditionExpression: `#pk = :pk AND #sk ${newer ? '>' : '<'} :order`,
          ExpressionAttributeNames: {
            '#pk': list.partitionAttribute,
            '#sk': list.sortAttribute,
            '#id': 'id',
            '#title': 'title',
          },
          ExpressionAttributeValues: { ':pk': list.partition, ':order': order },
          ProjectionExpression: '#id, #title',
          ScanIndexForward: newer,
          Limit: 1,
        }),
      );
      const item = out.Items?.[0];
      return item ? { id: String(item.id), title: String(item.title) } : null;
    };
    const [previous, next] = await Promise.all([one(true), one(false)]);
    return { previous, next };
  }
}
