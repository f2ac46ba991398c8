import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../shared/dynamo/batch-get';
import { logger } from '../shared/runtime/logger';

/**
 * The dashboard's counts (docs/data-model.md, D4), kept as counters instead of counted from the rows: a totals
 * item and, for posts and comments, an item per site day (Asia/Seoul) with what that day added, moved with ADD
 * after each write that changes them. Posts and comments are counted in the content table (lambda/admin-content's
 * listener of content changes), the members' total in the members table (their repository; today's new members
 * are counted on the sign-up index instead, lambda/members/member-counts.ts). Reading posts and comments is one
 * BatchGetItem, whatever the site holds.
 *
 * A counter update is not in the write's transaction: it runs after the write, and when it fails it is logged
 * and the write stands. The counts can then drift from the rows by what failed; `npm run recount` (an offline
 * walk of the tables, docs/operations.md) sets them from the rows again.
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

/** The counter items' keys: outside every index (no gsi attributes), in the table of what they count. */
export const siteCountKeys = {
  total: { pk: 'COUNTS#SITE', sk: 'COUNTS' },
  day: (day: string) => ({ pk: `COUNTS#DAY#${day}`, sk: 'COUNTS' }),
};

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
        Key: siteCountKeys.total,
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
  ) {}

  /**
   * Moves the counters by the changes: one UpdateItem ADD on the totals and, for items created today, one on
   * today's item (a past day's item is never shown again, so it is left as it was). Never throws: a failure is
   * logged (the counts drift until the next recount).
   */
  async count(changes: readonly CountChange[]): Promise<void> {
    const today = siteDay(this.now());
    const total = new Map<CountName, number>();
    const day = new Map<CountName, number>();
    for (const change of changes) {
      total.set(change.name, (total.get(change.name) ?? 0) + change.delta);
      if (change.at !== undefined && siteDay(change.at) === today) {
        day.set(change.name, (day.get(change.name) ?? 0) + change.delta);
      }
    }
    try {
      await Promise.all([
        this.add(siteCountKeys.total, total),
        this.add(siteCountKeys.day(today), day, today),
      ]);
    } catch (error) {
      logger.warn(COUNTERS_FAILED, { changes, error });
    }
  }

  private async add(key: { pk: string; sk: string }, deltas: Map<CountName, number>, day?: string) {
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

  /** The counts of `names`, in total and today (the site's day of `now`): one BatchGetItem of two items. */
  async read<N extends CountName>(names: readonly N[], now: Date): Promise<Record<N, SiteCount>> {
    const today = siteCountKeys.day(siteDay(now));
    const items = await batchGet(this.client, this.tableName, [siteCountKeys.total, today]);
    const total = items.find((item) => item.pk === siteCountKeys.total.pk) ?? {};
    const day = items.find((item) => item.pk === today.pk) ?? {};
    return Object.fromEntries(
      names.map((name) => [name, { total: countOf(total[name]), today: countOf(day[name]) }]),
    ) as Record<N, SiteCount>;
  }

  /**
   * Sets the counts as a recount found them (offline only): the totals item, and today's item when `today` is
   * given (the members have none).
   */
  async set(
    totals: Partial<Record<CountName, number>>,
    today?: { readonly now: Date; readonly counts: Partial<Record<CountName, number>> },
  ): Promise<void> {
    const put = (Item: Record<string, unknown>) =>
      this.client.send(new PutCommand({ TableName: this.tableName, Item }));
    await Promise.all([
      put({ ...siteCountKeys.total, ...totals }),
      ...(today
        ? [put({ ...siteCountKeys.day(siteDay(today.now)), day: siteDay(today.now), ...today.counts })]
        : []),
    ]);
  }
}
