import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { conditionally } from '../shared/dynamo/conditional';
import { messageKeys } from './message-keys';
import { clearUnread } from './unread-counts';

/**
 * Whether the conversation of two members is listed in one member's Message Box (docs/data-model.md, X9): a
 * block takes it out, lifting the block puts it back (lambda/blocks/block-service.ts). Apart from the
 * MessageRepository so that the post API, which blocks members, does not carry the whole Message Box.
 */
export class ConversationVisibility {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Hiding removes the membership's gsi1 partition key, so X3 no longer lists it (its gsi1sk may still move
   * with new messages: without the partition key the item stays out of the index), and its unread messages
   * leave the member's total in the same transaction. Nothing to do when they have no conversation.
   */
  async setHidden(userId: string, otherId: string, hidden: boolean): Promise<void> {
    const pair = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: messageKeys.pair(userId, otherId),
        ConsistentRead: true,
      }),
    );
    const conversationId = pair.Item?.conversationId as string | undefined;
    if (!conversationId) return;
    const key = messageKeys.membership(userId, conversationId);
    // HIDDEN is one of DynamoDB's reserved words.
    const names = { '#hidden': 'hidden' };
    if (!hidden) {
      await conditionally(() =>
        this.client.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: key,
            UpdateExpression: 'SET gsi1pk = :inbox REMOVE #hidden',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':inbox': messageKeys.inbox(userId) },
          }),
        ),
      );
      return;
    }
    // Only the blocker's own messages can arrive in between; clearUnread tries again when one does.
    await clearUnread(this.client, this.tableName, userId, conversationId, {
      set: '#hidden = :yes',
      remove: 'gsi1pk',
      names,
      values: { ':yes': true },
    });
  }
}
