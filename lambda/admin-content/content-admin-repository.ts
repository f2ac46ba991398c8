import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AdminComment, AdminPost } from '../../contracts/post-answers';
import type { Page } from '../../contracts/pagination';
import { decodeCursor, encodeCursor } from '../shared/dynamo/cursor';
import { commentKeys } from '../storage/keys/comment-keys';
import { postSummary, toAdminComment } from '../storage/content-records';
import { withViews } from '../storage/view-counts';
import { byBoard, type AdminList } from '../storage/keys/admin-list-keys';
import { postKeys } from '../storage/keys/post-keys';
import { SiteCounts, type SiteCount } from '../storage/site-counts';
import { TableRepository } from '../storage/table-repository';

export interface AdminListOptions {
  readonly limit: number;
  readonly nextToken?: string;
  readonly boardId?: string;
  /** Part of the title (posts, any case) or of the text (comments). */
  readonly text?: string;
  /** Part of the author's nickName. */
  readonly authorText?: string;
}

/**
 * Rounds of Queries one page may take: each round reads every partition of the list once (all boards: the
 * ADMIN_LIST_SHARDS gsi4 shards side by side; one board: its byBoard partition). Without a title or author
 * filter the first round fills the page; with one, a page may hold fewer items than asked, and nextToken goes
 * on. So a page costs at most 2 × 4 = 8 Queries across all boards, 2 on one board.
 */
export const ADMIN_LIST_MAX_ROUNDS = 2;

type Item = Record<string, unknown>;

/** What one Query of one partition read: the items that passed the filters, and how far it read. */
interface Read {
  readonly items: Item[];
  /** The sort key of the last item the Query evaluated, when the partition has more below it. */
  readonly last: string | undefined;
}

/** One partition of a list, read newest first strictly below `before` (from its newest without it). */
type Partition = (before: string | undefined, limit: number) => Promise<Read>;

const sortKeyOf = (item: Item) => String(item.gsi4sk);

/** DynamoDB orders string keys by their UTF-8 bytes; so does this. */
const compareKeys = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The admin's view of all content: every post or comment of a status newest first, across boards (the gsi4
 * shards, merged) or on one board (its byBoard partition), and the dashboard's counts, read from the counters
 * (docs/data-model.md, D1, D2, D4).
 */
export class ContentAdminRepository extends TableRepository {
  listPosts(status: 'published' | 'trashed', options: AdminListOptions): Promise<Page<AdminPost>> {
    return this.list(postKeys.allPosts(status), options, 'post', postSummary);
  }

  listComments(status: 'live' | 'deleted', options: AdminListOptions): Promise<Page<AdminComment>> {
    return this.list(commentKeys.all(status), options, 'comment', toAdminComment);
  }

  /** Published posts and live comments, in total and today (the site's day): one BatchGetItem of the counters. */
  countContent(now: Date): Promise<Record<'posts' | 'comments', SiteCount>> {
    return new SiteCounts(this.client, this.tableName).read(['posts', 'comments'], now);
  }

  /**
   * One page of a list. A board's rows come from its own partition, so its first page holds its newest rows
   * whatever the other boards hold; all boards' rows from every shard, merged by time. Title and author
   * filters run inside the Queries (FilterExpression). The cursor is the sort key the page stopped at: every
   * row above it was answered, on this page or an earlier one.
   */
  private async list<T>(
    list: AdminList,
    options: AdminListOptions,
    shape: 'post' | 'comment',
    convert: (item: Item) => T,
  ): Promise<Page<T>> {
    const filter = filterOf(shape, options);
    const partitions = options.boardId
      ? [this.boardPartition(list, options.boardId, filter)]
      : list.partitions.map((partition) => this.shard(partition, filter));
    const page = await mergedPage(partitions, options.limit, decodeBoundary(options.nextToken, list));
    // Posts show their views as counted (lambda/storage/view-counts.ts): one BatchGetItem of the page's counters.
    const items = shape === 'post' ? await withViews(this.client, this.tableName, page.items) : page.items;
    return { items: items.map(convert), nextToken: encodeBoundary(page.next) };
  }

  /** A gsi4 shard: its every item is in the list, so the sort key alone bounds the read. */
  private shard(partition: string, filter: Filter | undefined): Partition {
    return async (before, limit) => {
      const out = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'gsi4',
          KeyConditionExpression: `gsi4pk = :pk${before === undefined ? '' : ' AND gsi4sk < :before'}`,
          ...withFilter(filter, { ':pk': partition, ...(before === undefined ? {} : { ':before': before }) }),
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return { items: out.Items ?? [], last: lastSortKey(out.LastEvaluatedKey) };
    };
  }

  /**
   * A board's partition of byBoard holds its four lists; the list's prefix picks one. Below a boundary the key
   * condition is BETWEEN (inclusive, as DynamoDB has no "< within a prefix"): the boundary row itself, read
   * again, is dropped, and one row more is asked for in its place.
   */
  private boardPartition(list: AdminList, boardId: string, filter: Filter | undefined): Partition {
    return async (before, limit) => {
      const out = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: byBoard.index,
          KeyConditionExpression:
            before === undefined
              ? 'boardId = :pk AND begins_with(gsi4sk, :prefix)'
              : 'boardId = :pk AND gsi4sk BETWEEN :prefix AND :before',
          ...withFilter(filter, {
            ':pk': boardId,
            ':prefix': list.prefix,
            ...(before === undefined ? {} : { ':before': before }),
          }),
          ScanIndexForward: false,
          Limit: before === undefined ? limit : limit + 1,
        }),
      );
      const items = (out.Items ?? []).filter((item) => sortKeyOf(item) !== before);
      return { items, last: lastSortKey(out.LastEvaluatedKey) };
    };
  }
}

interface Filter {
  readonly expression: string;
  readonly values: Record<string, unknown>;
}

function filterOf(shape: 'post' | 'comment', options: AdminListOptions): Filter | undefined {
  const filters: string[] = [];
  const values: Record<string, unknown> = {};
  if (options.text) {
    filters.push(shape === 'post' ? 'contains(titleLower, :text)' : 'contains(body, :text)');
    values[':text'] = shape === 'post' ? options.text.toLowerCase() : options.text;
  }
  if (options.authorText) {
    filters.push('contains(authorNickName, :author)');
    values[':author'] = options.authorText;
  }
  return filters.length > 0 ? { expression: filters.join(' AND '), values } : undefined;
}

function withFilter(
  filter: Filter | undefined,
  values: Record<string, unknown>,
): Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeValues'> {
  return filter
    ? { FilterExpression: filter.expression, ExpressionAttributeValues: { ...values, ...filter.values } }
    : { ExpressionAttributeValues: values };
}

function lastSortKey(key: Record<string, unknown> | undefined): string | undefined {
  return key && typeof key.gsi4sk === 'string' ? key.gsi4sk : undefined;
}

/**
 * Up to `limit` items of several partitions, newest first, below `before`. Each round reads every partition
 * that may still hold rows; the rows every partition has read past (at or above the highest point where one
 * stopped) are in order and complete, so they are answered; the rest wait for the next round or page. Never
 * more than ADMIN_LIST_MAX_ROUNDS rounds: `next` then says where the next page begins.
 */
export async function mergedPage(
  partitions: readonly Partition[],
  limit: number,
  before: string | undefined,
): Promise<{ items: Item[]; next: string | undefined }> {
  const items: Item[] = [];
  let boundary = before;
  let open = [...partitions];
  for (let round = 0; round < ADMIN_LIST_MAX_ROUNDS && open.length > 0; round++) {
    const need = limit - items.length;
    const reads = await Promise.all(open.map((read) => read(boundary, need)));
    // Every partition has read everything at or above `settled`; below it, one may not have.
    const stops = reads.flatMap((read) => (read.last === undefined ? [] : [read.last]));
    const settled = stops.length === 0 ? undefined : stops.reduce((a, b) => (compareKeys(a, b) >= 0 ? a : b));
    const ready = reads
      .flatMap((read) => read.items)
      .filter((item) => settled === undefined || compareKeys(sortKeyOf(item), settled) >= 0)
      .sort((a, b) => compareKeys(sortKeyOf(b), sortKeyOf(a)));
    if (ready.length >= need) {
      items.push(...ready.slice(0, need));
      const lastAnswered = sortKeyOf(items[items.length - 1] as Item);
      // A full page that is also the end of every partition has no next page.
      return { items, next: settled === undefined && ready.length === need ? undefined : lastAnswered };
    }
    items.push(...ready);
    if (settled === undefined) return { items, next: undefined };
    // A partition read to its end keeps only what it read below `settled`: read it again from there.
    open = open.filter(
      (_, i) =>
        reads[i]?.last !== undefined ||
        (reads[i]?.items ?? []).some((item) => compareKeys(sortKeyOf(item), settled) < 0),
    );
    boundary = settled;
  }
  return { items, next: boundary };
}

/**
 * The cursor: the sort key a page stopped at (`{ before }`, base64url JSON as every cursor is), refused with a
 * 400 unless it is a key of this list.
 */
function encodeBoundary(before: string | undefined): string | null {
  return encodeCursor(before === undefined ? undefined : { before });
}

function decodeBoundary(token: string | undefined, list: AdminList): string | undefined {
  return decodeCursor(token, { attributes: ['before'], partition: {}, prefixes: { before: list.prefix } })
    ?.before;
}
