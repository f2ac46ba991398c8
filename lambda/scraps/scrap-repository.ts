import {} from '@aws-sdk/lib-dynamodb';
import type { Scrap } from '../../contracts/post';
import type { Page } from '../../contracts/pagination';
import { conditionalTransaction, putNew } from '../shared/dynamo/conditional';
import { withoutStorageAttributes } from '../shared/dynamo/storage-attributes';
import { postCounterUpdate } from '../storage/post-counters';
import { scrapKeys } from '../storage/keys/scrap-keys';
import { gsi, TableRepository } from '../storage/table-repository';

/** A member's bookmarks of posts, counted on the post (docs/data-model.md, R1–R3). */
export class ScrapRepository extends TableRepository {
  /**
   * Bookmarks a published post for a member and counts it, in one transaction. Returns 'added', 'exists'
   * (already scrapped: nothing changes) or 'gone' (no published post).
   */
  async add(scrap: Scrap, userId: string): Promise<'added' | 'exists' | 'gone'> {
    const outcome = await conditionalTransaction(this.client, [
      putNew(this.tableName, {
        ...scrapKeys.scrap(scrap.postId, userId),
        gsi3pk: scrapKeys.author(userId),
        gsi3sk: scrapKeys.order(scrap.scrappedAt, scrap.postId),
        ...scrap,
      }),
      postCounterUpdate(this.tableName, scrap.postId, 'scrapCount', 1, { publishedOnly: true }),
    ]);
    if (outcome.ok) return 'added';
    // Items: 0 the scrap (exists already), 1 the post's count (not published).
    return outcome.failed.includes(1) ? 'gone' : 'exists';
  }

  /** Removes a member's bookmark and uncounts it; false when there was none. */
  async remove(postId: string, userId: string): Promise<boolean> {
    return (
      await conditionalTransaction(this.client, [
        {
          Delete: {
            TableName: this.tableName,
            Key: scrapKeys.scrap(postId, userId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        postCounterUpdate(this.tableName, postId, 'scrapCount', -1),
      ])
    ).ok;
  }

  /** A member's scraps, newest first (gsi3, R3). */
  async listByAuthor(userId: string, limit: number, nextToken?: string): Promise<Page<Scrap>> {
    return this.queryPage(
      { keys: gsi('gsi3'), partition: scrapKeys.author(userId), descending: true, limit, nextToken },
      (item) => withoutStorageAttributes<Scrap>(item),
    );
  }
}
