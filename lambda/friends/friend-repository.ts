import { DeleteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../contracts/pagination';
import type { Friend } from '../../contracts/friend';
import { decodeCursor, encodeCursor } from '../shared/dynamo/cursor';
import { conditionally } from '../shared/dynamo/conditional';

/** A member's friends: `USER#<userId>` / `FRIEND#<friendId>` in the content table (docs/data-model.md F1–F3). */
export const friendKeys = {
  owner: (userId: string) => `USER#${userId}`,
  friend: (userId: string, friendId: string) => ({ pk: `USER#${userId}`, sk: `FRIEND#${friendId}` }),
};

export class FriendRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** Adds a friend; adding one again changes nothing. */
  async add(userId: string, friend: Friend): Promise<void> {
    // A failed condition means "already a friend": nothing to do.
    await conditionally(() =>
      this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...friendKeys.friend(userId, friend.userId), ...friend },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
  }

  /** Removes a friend; false when they were not one. */
  async remove(userId: string, friendId: string): Promise<boolean> {
    return conditionally(() =>
      this.client.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: friendKeys.friend(userId, friendId),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      ),
    );
  }

  async list(userId: string, limit: number, nextToken?: string): Promise<Page<Friend>> {
    const partition = friendKeys.owner(userId);
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition, ':prefix': 'FRIEND#' },
        Limit: limit,
        ExclusiveStartKey: decodeCursor(nextToken, {
          attributes: ['pk', 'sk'],
          partition: { pk: partition },
        }),
      }),
    );
    return {
      items: (out.Items ?? []).map(({ pk: _pk, sk: _sk, ...friend }) => friend as Friend),
      nextToken: encodeCursor(out.LastEvaluatedKey),
    };
  }
}
