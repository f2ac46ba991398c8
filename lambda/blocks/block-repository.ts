import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BlockedMember } from '../../contracts/friend';
import type { Page } from '../../contracts/pagination';
import { blockKeys } from '../storage/keys/block-keys';
import { TableRepository } from '../storage/table-repository';

export class BlockRepository extends TableRepository {
  /** Blocks a member; blocking them again changes nothing. */
  async add(userId: string, blocked: BlockedMember): Promise<void> {
    await this.putIf({
      Item: { ...blockKeys.block(userId, blocked.userId), ...blocked },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  }

  /** Unblocks a member; false when they were not blocked. */
  async remove(userId: string, blockedId: string): Promise<boolean> {
    return this.deleteIf({
      Key: blockKeys.block(userId, blockedId),
      ConditionExpression: 'attribute_exists(pk)',
    });
  }

  /** Whether `userId` has blocked `otherId` (one GetItem). */
  async has(userId: string, otherId: string): Promise<boolean> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: blockKeys.block(userId, otherId) }),
    );
    return out.Item !== undefined;
  }

  async list(userId: string, limit: number, nextToken?: string): Promise<Page<BlockedMember>> {
    return this.queryPage(
      { partition: blockKeys.owner(userId), prefix: 'BLOCK#', limit, nextToken },
      ({ pk: _pk, sk: _sk, ...blocked }) => blocked as BlockedMember,
    );
  }
}
