import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Conversation, Message } from '../../contracts/message';
import type { Page } from '../../contracts/pagination';
import { conditionalTransaction, putNew } from '../shared/dynamo/conditional';
import { gsi, TableRepository } from '../storage/table-repository';
import { messageKeys } from './message-keys';
import { clearUnread, unreadTotalChange } from './unread-counts';

export { messageKeys } from './message-keys';

const PREVIEW_CHARS = 100;
/** What a conversation shows of its latest message. */
export const preview = (content: string) => content.slice(0, PREVIEW_CHARS);

function toConversation(item: Record<string, unknown>): Conversation {
  return {
    id: String(item.id),
    name: String(item.name),
    metadata: (item.metadata as string | undefined) ?? null,
    participants: (item.participants as Conversation['participants'] | undefined) ?? [],
    lastMessage: (item.lastMessage as string | undefined) ?? null,
    // Only a membership item carries its member's count; the shared conversation item has none.
    unreadCount: typeof item.unread === 'number' ? Math.max(0, item.unread) : null,
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
}

function toMessage(item: Record<string, unknown>): Message {
  const { pk: _pk, sk: _sk, ...message } = item;
  return message as unknown as Message;
}

export class MessageRepository extends TableRepository {
  /** The conversation of two members, if they have one. */
  async conversationOfPair(a: string, b: string): Promise<string | null> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: messageKeys.pair(a, b), ConsistentRead: true }),
    );
    return (out.Item?.conversationId as string | undefined) ?? null;
  }

  /** The conversation with its participant ids, read consistently (authorization reads it). */
  async get(id: string): Promise<(Conversation & { participantIds: string[] }) | null> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: messageKeys.conversation(id), ConsistentRead: true }),
    );
    if (!out.Item) return null;
    return { ...toConversation(out.Item), participantIds: (out.Item.participantIds as string[]) ?? [] };
  }

  /** Whether `userId` takes part in the conversation (one GetItem of their membership). */
  async isParticipant(userId: string, conversationId: string): Promise<boolean> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: messageKeys.membership(userId, conversationId) }),
    );
    return out.Item !== undefined;
  }

  /**
   * Starts the conversation of two members with its first message, in one transaction: pair, conversation, a
   * membership per participant, message. False when the pair has a conversation already (a race): nothing
   * is written and the caller continues that one.
   */
  async start(conversation: Conversation, first: Message): Promise<boolean> {
    const [a, b] = conversation.participants.map((p) => p.userId) as [string, string];
    const item = {
      ...conversation,
      participantIds: [a, b],
      lastMessage: preview(first.content),
    };
    const { unreadCount: _shown, ...stored } = item;
    const membership = (userId: string) => ({
      Put: {
        TableName: this.tableName,
        Item: {
          ...messageKeys.membership(userId, conversation.id),
          gsi1pk: messageKeys.inbox(userId),
          gsi1sk: messageKeys.inboxOrder(conversation.updatedAt, conversation.id),
          ...stored,
          // The first message is unread for everyone but its sender.
          unread: userId === first.senderId ? 0 : 1,
        },
      },
    });
    return (
      await conditionalTransaction(this.client, [
        putNew(this.tableName, { ...messageKeys.pair(a, b), conversationId: conversation.id }),
        {
          Put: {
            TableName: this.tableName,
            Item: { ...messageKeys.conversation(conversation.id), ...stored },
          },
        },
        membership(a),
        membership(b),
        ...[a, b].filter((id) => id !== first.senderId).map((id) => unreadTotalChange(this.tableName, id, 1)),
        {
          Put: {
            TableName: this.tableName,
            Item: { ...messageKeys.message(conversation.id, first.createdAt, first.id), ...first },
          },
        },
      ])
    ).ok;
  }

  /**
   * Adds a message and moves the conversation to the top of both Message Boxes, in one transaction,
   * conditional on the sender taking part.
   */
  async send(message: Message, participantIds: readonly string[]): Promise<boolean> {
    const senderId = message.senderId as string;
    const touch = (key: Record<string, string>, inboxOf?: string) => {
      const recipient = inboxOf !== undefined && inboxOf !== senderId;
      return {
        Update: {
          TableName: this.tableName,
          Key: key,
          UpdateExpression: inboxOf
            ? `SET lastMessage = :preview, updatedAt = :at, gsi1sk = :order${recipient ? ' ADD unread :one' : ''}`
            : 'SET lastMessage = :preview, updatedAt = :at',
          ConditionExpression: 'contains(participantIds, :sender)',
          ExpressionAttributeValues: {
            ':preview': preview(message.content),
            ':at': message.createdAt,
            ':sender': senderId,
            ...(inboxOf
              ? { ':order': messageKeys.inboxOrder(message.createdAt, message.conversationId) }
              : {}),
            ...(recipient ? { ':one': 1 } : {}),
          },
        },
      };
    };
    return (
      await conditionalTransaction(this.client, [
        putNew(this.tableName, {
          ...messageKeys.message(message.conversationId, message.createdAt, message.id),
          ...message,
        }),
        touch(messageKeys.conversation(message.conversationId)),
        ...participantIds.map((id) => touch(messageKeys.membership(id, message.conversationId), id)),
        ...participantIds
          .filter((id) => id !== senderId)
          .map((id) => unreadTotalChange(this.tableName, id, 1)),
      ])
    ).ok;
  }

  /** How many messages the member has not read, over all their conversations (one GetItem). */
  async unreadTotal(userId: string): Promise<number> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: messageKeys.unread(userId), ConsistentRead: true }),
    );
    const total = out.Item?.total;
    return typeof total === 'number' ? Math.max(0, total) : 0;
  }

  /**
   * The member has read the conversation: their membership's count goes to 0 and their total drops by as
   * much, in one transaction conditional on the count read just before (a message arriving in between
   * makes it try again, so the total never drifts). False when the member has no such membership.
   */
  async markRead(userId: string, conversationId: string): Promise<boolean> {
    return clearUnread(this.client, this.tableName, userId, conversationId);
  }

  /** A member's conversations, newest activity first (one Query of their memberships). */
  async inbox(userId: string, limit: number, nextToken?: string | null): Promise<Page<Conversation>> {
    return this.queryPage(
      { keys: gsi('gsi1'), partition: messageKeys.inbox(userId), descending: true, limit, nextToken },
      toConversation,
    );
  }

  /** A conversation's messages, newest first. */
  async messages(conversationId: string, limit: number, nextToken?: string | null): Promise<Page<Message>> {
    return this.queryPage(
      { partition: `CONV#${conversationId}`, prefix: 'MSG#', descending: true, limit, nextToken },
      toMessage,
    );
  }
}
