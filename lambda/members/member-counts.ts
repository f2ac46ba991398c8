import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { countOf, siteCountKeys, startOfSiteDay, type SiteCount } from '../storage/site-counts';
import { TableRepository } from '../storage/table-repository';

/**
 * The dashboard's members (docs/data-model.md, D4), read by the post API's dashboard, in a module of its own so
 * the member functions do not carry it:
 * - the total from its counter (one GetItem), which the members' repository moves as profiles are created
 *   and closed;
 * - today's new members counted on the sign-up index (bySignUp, one Query `Select COUNT` of the profiles
 *   created since the start of the site's day): what sign-up already writes, exact (a closed account's
 *   tombstone is in no index) and bounded by the day's sign-ups, so no day counter is kept for members.
 */
export class MemberCounts extends TableRepository {
  async memberCounts(now: Date): Promise<SiteCount> {
    const [total, today] = await Promise.all([
      this.client.send(new GetCommand({ TableName: this.tableName, Key: siteCountKeys.total() })),
      this.joinedSince(startOfSiteDay(now)),
    ]);
    return { total: countOf(total.Item?.members), today };
  }

  private async joinedSince(since: string): Promise<number> {
    let count = 0;
    await this.forEachPage(
      {
        keys: { index: 'bySignUp', pk: 'gsi1pk', sk: 'createdAt' },
        partition: 'BY_USERNAME',
        from: since,
        countOnly: true,
      },
      (page) => {
        count += page.Count ?? 0;
      },
    );
    return count;
  }
}
