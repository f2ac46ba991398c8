import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AcceptMessages } from '../../contracts/member';
import { blockKeys } from '../storage/keys/block-keys';
import { friendKeys } from '../storage/keys/friend-keys';
import { memberKeys } from '../storage/keys/member-keys';
import { ForbiddenError } from '../shared/http/errors';

export const SENDER_BLOCKED_MESSAGE = 'You have blocked this member. Unblock them to send a message.';
export const RECIPIENT_REFUSES_MESSAGE = 'This member does not accept messages from you.';
export const RECIPIENT_REFUSES_ALL_MESSAGE = 'This member does not accept messages.';
export const FRIENDS_ONLY_MESSAGE = 'This member accepts messages from their friends only.';

/**
 * Whether one member may message another (docs/data-model.md, "Refusing and blocking"), checked on every
 * startConversation and sendMessage: the sender has not blocked the recipient, the recipient has not blocked
 * the sender, and the recipient accepts messages from everyone, or from friends and the sender is on their
 * friend list. One BatchGetItem over two tables (the recipient's profile; two block items and a friend item
 * in the content table): one round trip, at most 2 read units, whatever the data's size.
 */
export class MessagePolicy {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly membersTable: string,
    private readonly contentTable: string,
  ) {}

  async assertMaySend(senderId: string, recipientId: string): Promise<void> {
    const contentKeys = [
      blockKeys.block(senderId, recipientId),
      blockKeys.block(recipientId, senderId),
      friendKeys.friend(recipientId, senderId),
    ];
    let requests: Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression?: string }> = {
      [this.membersTable]: {
        Keys: [memberKeys.profile(recipientId)],
        ProjectionExpression: 'acceptMessages',
      },
      [this.contentTable]: { Keys: contentKeys, ProjectionExpression: 'pk, sk' },
    };
    const found = new Set<string>();
    let accept: AcceptMessages = 'all';
    // Keys DynamoDB leaves unprocessed under load are asked for again, a bounded number of times.
    for (let attempt = 0; Object.keys(requests).length > 0; attempt++) {
      if (attempt === 3) throw new Error('BatchGet left keys unprocessed');
      const out = await this.client.send(new BatchGetCommand({ RequestItems: requests }));
      for (const item of out.Responses?.[this.contentTable] ?? []) found.add(`${item.pk}|${item.sk}`);
      const profile = out.Responses?.[this.membersTable]?.[0];
      if (profile?.acceptMessages) accept = profile.acceptMessages as AcceptMessages;
      requests = (out.UnprocessedKeys ?? {}) as typeof requests;
    }
    const has = (key: { pk: string; sk: string }) => found.has(`${key.pk}|${key.sk}`);
    if (has(contentKeys[0] as { pk: string; sk: string })) throw new ForbiddenError(SENDER_BLOCKED_MESSAGE);
    if (has(contentKeys[1] as { pk: string; sk: string }))
      throw new ForbiddenError(RECIPIENT_REFUSES_MESSAGE);
    if (accept === 'none') throw new ForbiddenError(RECIPIENT_REFUSES_ALL_MESSAGE);
    if (accept === 'friends' && !has(contentKeys[2] as { pk: string; sk: string })) {
      throw new ForbiddenError(FRIENDS_ONLY_MESSAGE);
    }
  }
}
