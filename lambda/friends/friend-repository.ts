import type { Page } from '../../contracts/pagination';
import type { Friend } from '../../contracts/friend';
import { friendKeys } from '../storage/keys/friend-keys';
import { TableRepository } from '../storage/table-repository';

export class FriendRepository extends TableRepository {
  /** Adds a friend; adding one again changes nothing. */
  async add(userId: string, friend: Friend): Promise<void> {
    // A failed condition means "already a friend": nothing to do.
    await this.putIf({
      Item: { ...friendKeys.friend(userId, friend.userId), ...friend },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  }

  /** Removes a friend; false when they were not one. */
  async remove(userId: string, friendId: string): Promise<boolean> {
    return this.deleteIf({
      Key: friendKeys.friend(userId, friendId),
      ConditionExpression: 'attribute_exists(pk)',
    });
  }

  async list(userId: string, limit: number, nextToken?: string): Promise<Page<Friend>> {
    return this.queryPage(
      { partition: friendKeys.owner(userId), prefix: 'FRIEND#', limit, nextToken },
      ({ pk: _pk, sk: _sk, ...friend }) => friend as Friend,
    );
  }
}
