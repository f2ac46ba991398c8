import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { conditionally } from '../shared/dynamo/conditional';
import { commentKeys } from '../storage/keys/comment-keys';
import { reportKeys } from '../storage/keys/report-keys';
import { SiteCounts, startOfSiteDay, type SiteCount } from '../storage/site-counts';

/**
 * `npm run recount` (docs/operations.md, "Recounting the dashboard"): an offline walk of the content table,
 * never on a request path. It
 * - puts every published or trashed post and every comment in the admin lists as they are keyed now (gsi4 in
 *   shards; docs/data-model.md, D1, D2), rewriting the items stored before the lists were split,
 * - puts every report summary in its board's reported list (RP2), and
 * - sets the dashboard's counters (D4) from the rows: published posts and live comments, in total and created
 *   since the start of the site's day; and the members, counted on the members' username index.
 * A write made while it runs may be counted or not: run it while the site is quiet, or again afterwards.
 */

/** A post's place in the admin lists, from the module that computes a post's indexes (lambda/posts). */
export type PostAdminEntry = (
  post:
    | { readonly id: string; readonly status: 'published'; readonly createdAt: string }
    | { readonly id: string; readonly status: 'trashed'; readonly deletedAt: string },
) => { gsi4pk: string; gsi4sk: string };

/** The members' walk, from their repository. */
export interface MemberWalk {
  countProfiles(since: string): Promise<{ total: number; since: number }>;
}

export interface RecountReport {
  readonly posts: SiteCount;
  readonly comments: SiteCount;
  readonly members: SiteCount;
  /** Posts and comments whose admin-list keys were rewritten. */
  readonly reindexed: number;
  /** Items that changed between the read and the rewrite: run again. */
  readonly changedMeanwhile: number;
}

type Item = Record<string, unknown>;

export class SiteRecount {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tables: { readonly content: string; readonly members: string },
    private readonly postEntry: PostAdminEntry,
    private readonly members: MemberWalk,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async run(): Promise<RecountReport> {
    const now = this.now();
    const since = startOfSiteDay(now);
    const posts = { total: 0, today: 0 };
    const comments = { total: 0, today: 0 };
    let reindexed = 0;
    let changedMeanwhile = 0;
    let start: Item | undefined;
    do {
      const page = await this.client.send(
        // A Scan, in this offline maintenance tool only: it must visit every post and comment whatever their
        // keys, including items stored under keys no index lists any more (the point of the rekeying).
        new ScanCommand({
          TableName: this.tables.content,
          // Posts' own items and comments (the only items in the admin lists), and report summaries.
          FilterExpression:
            'begins_with(pk, :post) AND (sk = :meta OR sk = :reports OR begins_with(sk, :comment))',
          ExpressionAttributeValues: {
            ':post': 'POST#',
            ':meta': 'META',
            ':reports': reportKeys.summary('').sk,
            ':comment': commentKeys.prefix,
          },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        if (item.sk === reportKeys.summary('').sk) {
          const rekeyed = await this.rekeyReports(item);
          if (rekeyed === 'rekeyed') reindexed += 1;
          else if (rekeyed === 'changed') changedMeanwhile += 1;
          continue;
        }
        const listed = this.listing(item);
        if (!listed) continue;
        if (listed.counted) {
          const tally = item.sk === 'META' ? posts : comments;
          tally.total += 1;
          if (String(item.createdAt) >= since) tally.today += 1;
        }
        if (item.gsi4pk === listed.entry.gsi4pk && item.gsi4sk === listed.entry.gsi4sk) continue;
        if (await this.rewrite(item, listed.entry, listed.condition)) reindexed += 1;
        else changedMeanwhile += 1;
      }
      start = page.LastEvaluatedKey;
    } while (start);

    const joined = await this.members.countProfiles(since);
    const members = { total: joined.total, today: joined.since };
    await Promise.all([
      new SiteCounts(this.client, this.tables.content).set(
        { posts: posts.total, comments: comments.total },
        { now, counts: { posts: posts.today, comments: comments.today } },
      ),
      // Today's new members are counted on the sign-up index as the dashboard reads them: a total only.
      new SiteCounts(this.client, this.tables.members).set({ members: members.total }, undefined, false),
    ]);
    return { posts, comments, members, reindexed, changedMeanwhile };
  }

  /** Where an item belongs in the admin lists, whether it is counted, and what must still hold to rewrite it. */
  private listing(item: Item):
    | {
        entry: { gsi4pk: string; gsi4sk: string };
        counted: boolean;
        condition: { expression: string; values: Record<string, unknown> };
      }
    | undefined {
    const id = String(item.id);
    if (item.sk === 'META') {
      if (item.status === 'published') {
        return {
          entry: this.postEntry({ id, status: 'published', createdAt: String(item.createdAt) }),
          counted: true,
          condition: { expression: '#status = :status', values: { ':status': 'published' } },
        };
      }
      if (item.status === 'trashed') {
        return {
          entry: this.postEntry({ id, status: 'trashed', deletedAt: String(item.deletedAt) }),
          counted: false,
          condition: { expression: '#status = :status', values: { ':status': 'trashed' } },
        };
      }
      return undefined; // a draft: in no admin list
    }
    if (typeof item.deleted !== 'boolean') return undefined;
    const entry = item.deleted
      ? commentKeys.all('deleted').entry(String(item.deletedAt), id)
      : commentKeys.all('live').entry(String(item.createdAt), id);
    return {
      entry,
      counted: !item.deleted,
      condition: { expression: 'deleted = :deleted', values: { ':deleted': item.deleted } },
    };
  }

  /**
   * A report summary stored before the reported lists were kept per board: it joins its board's list (gsi2
   * partition, and gsi2sk while it is listed), as a new report would put it.
   */
  private async rekeyReports(item: Item): Promise<'rekeyed' | 'changed' | 'as is'> {
    const boardList = reportKeys.boardListPartition(String(item.boardId));
    const listed = typeof item.gsi1sk === 'string';
    if (item.gsi2pk === boardList && (!listed || item.gsi2sk === item.gsi1sk)) return 'as is';
    const done = await conditionally(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.tables.content,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: listed ? 'SET gsi2pk = :list, gsi2sk = :order' : 'SET gsi2pk = :list',
          // Only if it is still as read: a report or a dismissal since has keyed it itself.
          ConditionExpression: listed ? 'gsi1sk = :order' : 'attribute_not_exists(gsi1sk)',
          ExpressionAttributeValues: { ':list': boardList, ...(listed ? { ':order': item.gsi1sk } : {}) },
        }),
      ),
    );
    return done ? 'rekeyed' : 'changed';
  }

  private rewrite(
    item: Item,
    entry: { gsi4pk: string; gsi4sk: string },
    condition: { expression: string; values: Record<string, unknown> },
  ): Promise<boolean> {
    return conditionally(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.tables.content,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk',
          // Only if it is still as read: a write since has keyed it itself.
          ConditionExpression: `${condition.expression} AND ${
            typeof item.gsi4sk === 'string' ? 'gsi4sk = :was' : 'attribute_not_exists(gsi4sk)'
          }`,
          ...(condition.expression.includes('#status')
            ? { ExpressionAttributeNames: { '#status': 'status' } }
            : {}),
          ExpressionAttributeValues: {
            ...condition.values,
            ':pk': entry.gsi4pk,
            ':sk': entry.gsi4sk,
            ...(typeof item.gsi4sk === 'string' ? { ':was': item.gsi4sk } : {}),
          },
        }),
      ),
    );
  }
}
