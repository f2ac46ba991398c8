import type { Page } from '../../contracts/pagination';
import type { Friend } from '../../contracts/friend';
import { TableRepository } from '../storage/table-repository';

/** A member's friends: `USER#<userId>` / `FRIEND#<friendId>` in the content table (docs/data-model.md F1–F3). */
export const friendKeys = {
  owner: (userId: string) => `USER#${userId}`,
  friend: (userId: string, friendId: string) => ({ pk: `USER#${userId}`, sk: `FRIEND#${friendId}` }),
};

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
