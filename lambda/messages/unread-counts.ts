import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { conditionally } from '../shared/dynamo/conditional';
import { messageKeys } from './message-keys';

/**
 * The unread counts (docs/data-model.md, X1–X6): each membership's `unread` and the member's `total`, moved
 * in the same transactions so the top bar's count is one GetItem that never drifts. Apart from the
 * MessageRepository so that the post API, which hides a conversation when a member is blocked, does not carry
 * the whole Message Box.
 */

/** A transaction entry that moves a member's unread total by `delta` (creating the item on first use). */
export function unreadTotalChange(tableName: string, userId: string, delta: number) {
  return {
    Update: {
      TableName: tableName,
      Key: messageKeys.unread(userId),
      UpdateExpression: 'ADD #total :delta',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** What else the clearing write sets on the membership (hiding it from the Message Box, for a block). */
export interface MembershipChange {
  /** Assignments added to the SET clause (`#hidden = :yes`). */
  readonly set: string;
  /** Attributes removed (`gsi1pk`). */
  readonly remove?: string;
  readonly names: Record<string, string>;
  readonly values: Record<string, unknown>;
}

/**
 * A membership's unread count goes to 0 and the member's total drops by as much, in one transaction
 * conditional on the count read just before: a message arriving in between makes it try again, so the total
 * never drifts. With `also`, the same write changes the membership (it is written even with nothing unread);
 * without, a membership with nothing unread is left alone. False when the member has no such membership.
 */
export async function clearUnread(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  conversationId: string,
  also?: MembershipChange,
): Promise<boolean> {
  const key = messageKeys.membership(userId, conversationId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const out = await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    if (!out.Item) return false;
    const unread = typeof out.Item.unread === 'number' ? out.Item.unread : 0;
    if (unread === 0 && !also) return true;
    const done = await conditionally(() =>
      client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: key,
                UpdateExpression: also
                  ? `SET unread = :zero, ${also.set}${also.remove ? ` REMOVE ${also.remove}` : ''}`
                  : 'SET unread = :zero',
                ConditionExpression: 'attribute_not_exists(unread) OR unread = :seen',
                ...(also ? { ExpressionAttributeNames: also.names } : {}),
                ExpressionAttributeValues: { ':zero': 0, ':seen': unread, ...also?.values },
              },
            },
            ...(unread > 0 ? [unreadTotalChange(tableName, userId, -unread)] : []),
          ],
        }),
      ),
    );
    if (done) return true;
  }
  // Messages kept arriving between the read and the write: the count stays as it is, cleared next time.
  return true;
}
