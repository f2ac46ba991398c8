import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../shared/dynamo/batch-get';
import { logger } from '../shared/runtime/logger';

/**
 * The dashboard's counts (docs/data-model.md, D4), kept as counters instead of counted from the rows: a totals
 * item and, for posts and comments, an item per site day (Asia/Seoul) with what that day added, moved with ADD
 * after each write that changes them. Posts and comments are counted in the content table by a consumer of its
 * change stream (lambda/admin-content/stream-counts.ts), the members' total in the members table (their repository; today's new members
 * are counted on the sign-up index instead, lambda/members/member-counts.ts). Reading posts and comments is one
 * BatchGetItem, whatever the site holds.
 *
 * Posts and comments are counted in SITE_COUNT_SHARDS items each (totals and each day): every write adds to one
 * chosen at random and a read sums them, so the counters take the site's whole write rate, not the 1,000
 * writes a second one item (one partition) takes. Shard 0 keeps the key the counters had before they were
 * split, so counts stored earlier still count. The members' total stays one item: sign-ups are far rarer.
 *
 * A counter update is not in the write's transaction: posts and comments are counted from the stream after the
 * write (a failure is retried there; a change handed twice counts twice), the members' total after the write
 * (a failure is logged and the write stands). The counts can drift by what repeated or failed; `npm run
 * recount` (an offline walk of the tables, docs/operations.md) sets them from the rows again.
 */
export type CountName = 'posts' | 'comments' | 'members';

export interface SiteCount {
  readonly total: number;
  readonly today: number;
}

/** Korea keeps one offset all year: the site's day is Asia/Seoul's. */
const SITE_UTC_OFFSET_HOURS = 9;

/** The site's day of a moment, `YYYY-MM-DD` (Asia/Seoul). */
export function siteDay(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(time + SITE_UTC_OFFSET_HOURS * 3600_000).toISOString().slice(0, 10);
}

/** The start of the site's current day, as an ISO timestamp (UTC). */
export function startOfSiteDay(now: Date): string {
  return new Date(
    Date.parse(`${siteDay(now)}T00:00:00.000Z`) - SITE_UTC_OFFSET_HOURS * 3600_000,
  ).toISOString();
}

/** How many items share each content counter: 8 partitions take 8,000 counted writes a second. */
export const SITE_COUNT_SHARDS = 8;

const shardSuffix = (shard: number) => (shard === 0 ? '' : `#${shard}`);

/**
 * The counter items' keys: outside every index (no gsi attributes), in the table of what they count. Shard 0
 * (the default) is the single item the counters were before they were split, and the members' only one.
 */
export const siteCountKeys = {
  total: (shard = 0) => ({ pk: `COUNTS#SITE${shardSuffix(shard)}`, sk: 'COUNTS' }),
  day: (day: string, shard = 0) => ({ pk: `COUNTS#DAY#${day}${shardSuffix(shard)}`, sk: 'COUNTS' }),
};

/** Every shard's number (a function: a module-level array would stay in bundles that only add to a total). */
const allShards = () => Array.from({ length: SITE_COUNT_SHARDS }, (_, shard) => shard);

/** One counted change: `name` moved by `delta`, for an item that entered its list at `at` (ISO). */
export interface CountChange {
  readonly name: CountName;
  readonly delta: number;
  /** When the item was created: it moves the day's count too when that is today. Absent: the total only. */
  readonly at?: string;
}

const COUNTERS_FAILED = 'Could not move the dashboard counters; run the recount to set them again';

/**
 * Adds `delta` to one total (the members' count, which has no day item): one UpdateItem. Kept apart from
 * SiteCounts so the member functions bundle only this. Never throws: a failure is logged.
 */
export async function addToTotal(
  client: DynamoDBDocumentClient,
  tableName: string,
  name: CountName,
  delta: number,
): Promise<void> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: siteCountKeys.total(),
        UpdateExpression: 'ADD #n :d',
        ExpressionAttributeNames: { '#n': name },
        ExpressionAttributeValues: { ':d': delta },
      }),
    );
  } catch (error) {
    logger.warn(COUNTERS_FAILED, { name, delta, error });
  }
}

/** A count as read: at least 0 (a count that drifted below zero, a removal counted and its creation not, is none). */
export const countOf = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 0);

export class SiteCounts {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => Date = () => new Date(),
    /** Which shard a write adds to (a test fixes it). */
    private readonly pickShard: () => number = () => Math.floor(Math.random() * SITE_COUNT_SHARDS),
  ) {}

  /**
   * Moves the counters by the changes: one UpdateItem ADD on a shard of the totals and, for items created today,
   * one on a shard of today's item (a past day's item is never shown again, so it is left as it was). Throws
   * when a counter could not be moved: the stream hands the change again (lambda/admin-content/stream-counts.ts).
   */
  async add(changes: readonly CountChange[]): Promise<void> {
    const today = siteDay(this.now());
    const total = new Map<CountName, number>();
    const day = new Map<CountName, number>();
    for (const change of changes) {
      total.set(change.name, (total.get(change.name) ?? 0) + change.delta);
      if (change.at !== undefined && siteDay(change.at) === today) {
        day.set(change.name, (day.get(change.name) ?? 0) + change.delta);
      }
    }
    const shard = this.pickShard();
    await Promise.all([
      this.addTo(siteCountKeys.total(shard), total),
      this.addTo(siteCountKeys.day(today, shard), day, today),
    ]);
  }

  private async addTo(key: { pk: string; sk: string }, deltas: Map<CountName, number>, day?: string) {
    const moved = [...deltas].filter(([, delta]) => delta !== 0);
    if (moved.length === 0) return;
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: key,
        UpdateExpression: `ADD ${moved.map(([name]) => `#${name} :${name}`).join(', ')}${day ? ' SET #day = :day' : ''}`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(moved.map(([name]) => [`#${name}`, name])),
          ...(day ? { '#day': 'day' } : {}),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(moved.map(([name, delta]) => [`:${name}`, delta])),
          ...(day ? { ':day': day } : {}),
        },
      }),
    );
  }

  /**
   * The counts of `names`, in total and today (the site's day of `now`): one BatchGetItem of every shard of the
   * totals and of today's item (2 × SITE_COUNT_SHARDS small items), summed.
   */
  async read<N extends CountName>(names: readonly N[], now: Date): Promise<Record<N, SiteCount>> {
    const day = siteDay(now);
    const shards = allShards();
    const totalKeys = new Set(shards.map((shard) => siteCountKeys.total(shard).pk));
    const items = await batchGet(this.client, this.tableName, [
      ...shards.map((shard) => siteCountKeys.total(shard)),
      ...shards.map((shard) => siteCountKeys.day(day, shard)),
    ]);
    const sum = (name: N, totals: boolean) =>
      items
        .filter((item) => totalKeys.has(String(item.pk)) === totals)
        .reduce((count, item) => count + (typeof item[name] === 'number' ? (item[name] as number) : 0), 0);
    return Object.fromEntries(
      names.map((name) => [name, { total: countOf(sum(name, true)), today: countOf(sum(name, false)) }]),
    ) as Record<N, SiteCount>;
  }

  /**
   * Sets the counts as a recount found them (offline only): shard 0 of the totals to them and the other shards
   * to nothing; today's items the same way when `today` is given. `sharded` false: the one item only (the
   * members' total, which is never split).
   */
  async set(
    totals: Partial<Record<CountName, number>>,
    today?: { readonly now: Date; readonly counts: Partial<Record<CountName, number>> },
    sharded = true,
  ): Promise<void> {
    const put = (Item: Record<string, unknown>) =>
      this.client.send(new PutCommand({ TableName: this.tableName, Item }));
    const written = sharded ? allShards() : [0];
    await Promise.all([
      ...written.map((shard) => put({ ...siteCountKeys.total(shard), ...(shard === 0 ? totals : {}) })),
      ...(today
        ? written.map((shard) => {
            const day = siteDay(today.now);
            return put({ ...siteCountKeys.day(day, shard), day, ...(shard === 0 ? today.counts : {}) });
          })
        : []),
    ]);
  }
}
