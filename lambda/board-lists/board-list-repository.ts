import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ListedPost, SearchTarget } from '../../contracts/board-page';
import type { Page } from '../../contracts/pagination';
import type { PostNeighbour } from '../../contracts/post';
import { decodeCursor, encodeCursor } from '../shared/dynamo/cursor';
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
import { readBodies } from '../storage/post-bodies';
import { gsi, TableRepository } from '../storage/table-repository';

/** Rows a search reads per Query, and Queries per answer: bounds the work of a search with few matches. */
export const SEARCH_READ_LIMIT = 100;
export const SEARCH_READS_PER_ANSWER = 5;

/**
 * Titles and nicknames are matched without regard to case, on the lower-cased copies written with each post
 * (lambda/posts/post-repository.ts), in the Query's filter. Posts written before the nickname's copy existed
 * have none: they still match their nickname as written (docs/data-model.md, L3). Bodies live apart from the
 * list rows (lambda/storage/post-bodies.ts), so a title-and-body search filters nothing in the Query: it reads a
 * page of rows, keeps those whose title matches, and reads the bodies of the others (one BatchGetItem) to match
 * the text a reader sees: a rich-text body's stored `bodyText` (its plain text), never its JSON, where every
 * post would match `paragraph` or `text`; a plain or Markdown body is its own text.
 */
const FILTERS: Record<Exclude<SearchTarget, 'titleBody'>, string> = {
  title: 'contains(titleLower, :lower)',
  nickName: 'contains(authorNickNameLower, :lower) OR contains(authorNickName, :text)',
};

/** Whether a stored body (or a post item that still holds its body) holds `text` where a reader sees it. */
function bodyHolds(stored: Record<string, unknown> | undefined, format: unknown, text: string): boolean {
  if (!stored) return false;
  if (typeof stored.bodyText === 'string') return stored.bodyText.includes(text);
  return format !== 'richtext' && typeof stored.body === 'string' && stored.body.includes(text);
}

/** Reads of a board's lists for numbered pages, searches, neighbours and the home page (L1–L4, H1). */
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
   * A search of a list, newest first (L3): Queries of SEARCH_READ_LIMIT rows with a filter until `limit` matches
   * or SEARCH_READS_PER_ANSWER Queries; nextToken resumes right after the last row answered.
   */
  async search(
    list: BoardList,
    search: { target: SearchTarget; q: string },
    limit: number,
    nextToken?: string,
  ): Promise<Page<ListedPost>> {
    const found: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined = decodeCursor(nextToken, this.cursorShape(list));
    const filtered = search.target !== 'titleBody';
    for (let read = 0; read < SEARCH_READS_PER_ANSWER; read++) {
      const out = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: list.index,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': list.partitionAttribute },
          ...(search.target === 'titleBody'
            ? { ExpressionAttributeValues: { ':pk': list.partition } }
            : {
                FilterExpression: FILTERS[search.target],
                ExpressionAttributeValues: {
                  ':pk': list.partition,
                  ':lower': search.q.toLowerCase(),
                  ...(search.target === 'title' ? {} : { ':text': search.q }),
                },
              }),
          ScanIndexForward: false,
          Limit: SEARCH_READ_LIMIT,
          ExclusiveStartKey: start,
        }),
      );
      found.push(...(filtered ? (out.Items ?? []) : await this.titleOrBody(out.Items ?? [], search.q)));
      start = out.LastEvaluatedKey;
      if (found.length >= limit || !start) break;
    }
    if (found.length > limit) {
      // Resume right after the last row answered: the rows read beyond it are read again next time.
      const last = found[limit - 1] as Record<string, unknown>;
      const names = this.cursorShape(list).attributes;
      start = Object.fromEntries(names.map((name) => [name, last[name]]));
    }
    return {
      items: (await this.withViews(found.slice(0, limit))).map((item) => listedPost(item)),
      nextToken: encodeCursor(start),
    };
  }

  /** The rows whose title or body holds `q` (the title ignoring case), in their order. */
  private async titleOrBody(rows: Record<string, unknown>[], q: string): Promise<Record<string, unknown>[]> {
    const lower = q.toLowerCase();
    const byTitle = (row: Record<string, unknown>) => String(row.titleLower ?? '').includes(lower);
    // A row that still holds its body (stored before bodies moved out) is matched on it.
    const toRead = rows.filter((row) => !byTitle(row) && row.body === undefined).map((row) => String(row.id));
    const bodies = await readBodies(this.client, this.tableName, toRead);
    return rows.filter(
      (row) =>
        byTitle(row) ||
        bodyHolds(bodies.get(String(row.id)) ?? (row.body === undefined ? undefined : row), row.format, q),
    );
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
