import { randomUUID } from 'node:crypto';
import type { Conversation, Message, StartConversationInput } from '../../contracts/message';
import type { Page } from '../../contracts/pagination';
import type { Caller } from '../shared/auth/caller';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { preview, type MessageRepository } from './message-repository';

/** What the Message Box needs of the member directory (members/member-directory.ts). */
export interface MessageDirectory {
  /** The name shown for a member: nickName, else user name; null when there is no such member. */
  displayNameOf(userId: string): Promise<string | null>;
}

/** Who may message whom (lambda/messages/message-policy.ts). */
export interface MessageGuard {
  assertMaySend(senderId: string, recipientId: string): Promise<void>;
}

/** Per-member limits (lambda/shared/rate-limit/rate-limiter.ts). */
export interface MessageLimits {
  take(caller: Caller, action: 'messages' | 'conversations'): Promise<void>;
}

const NOT_FOUND = 'No conversation with this id.';
const allowAll: MessageGuard = { assertMaySend: async () => undefined };
const noLimits: MessageLimits = { take: async () => undefined };

/**
 * The Message Box (conversations and their messages): private conversations of two members. Only participants
 * read or write a conversation; to anyone else it does not exist (NotFound), so ids cannot be probed.
 */
export class MessageService {
  constructor(
    private readonly repository: MessageRepository,
    private readonly directory: MessageDirectory,
    private readonly clock: Clock = systemClock,
    private readonly newId: () => string = randomUUID,
    private readonly guard: MessageGuard = allowAll,
    private readonly limits: MessageLimits = noLimits,
  ) {}

  private message(
    conversationId: string,
    sender: Caller,
    nickName: string,
    content: string,
    participantIds: readonly string[],
  ): Message {
    return {
      id: this.newId(),
      conversationId,
      role: 'member',
      senderId: sender.userId,
      senderNickName: nickName,
      recipientId: participantIds.find((id) => id !== sender.userId) ?? null,
      content,
      createdAt: this.clock(),
    };
  }

  /** Starts a conversation with another member, or continues theirs, with a first message. */
  async start(caller: Caller, input: StartConversationInput): Promise<Conversation> {
    if (input.withUserId === caller.userId) {
      throw new BadRequestError('You cannot start a conversation with yourself.', [
        { field: 'input.withUserId', message: 'is your own id' },
      ]);
    }
    const [mine, theirs] = await Promise.all([
      this.directory.displayNameOf(caller.userId),
      this.directory.displayNameOf(input.withUserId),
    ]);
    if (theirs === null) throw new NotFoundError('No member with this id.');
    await this.guard.assertMaySend(caller.userId, input.withUserId);
    const existing = await this.repository.conversationOfPair(caller.userId, input.withUserId);
    // A new conversation counts against both limits; continuing one is a message.
    if (!existing) await this.limits.take(caller, 'conversations');
    await this.limits.take(caller, 'messages');
    if (existing) return this.continueWith(caller, existing, input.content, input.withUserId);
    const myName = mine ?? caller.userName;
    const at = this.clock();
    const conversation: Conversation = {
      id: this.newId(),
      name: input.name ?? `${myName}, ${theirs}`,
      metadata: input.metadata ?? null,
      participants: [
        { userId: caller.userId, nickName: myName },
        { userId: input.withUserId, nickName: theirs },
      ],
      lastMessage: null,
      createdAt: at,
      updatedAt: at,
    };
    const first = this.message(conversation.id, caller, myName, input.content, [
      caller.userId,
      input.withUserId,
    ]);
    if (!(await this.repository.start(conversation, first))) {
      // The other member started it at the same moment: continue theirs.
      const raced = await this.repository.conversationOfPair(caller.userId, input.withUserId);
      if (!raced) throw new ConflictError('The conversation could not be started. Please try again.');
      return this.continueWith(caller, raced, input.content, input.withUserId);
    }
    // recipientId: AppSync delivers this answer to the recipient's onConversationStarted by it.
    return { ...conversation, lastMessage: preview(first.content), recipientId: input.withUserId };
  }

  /** Sends into the pair's existing conversation and answers it as it now is (one read of it). */
  private async continueWith(
    caller: Caller,
    conversationId: string,
    content: string,
    recipientId: string,
  ): Promise<Conversation> {
    const stored = await this.ofParticipant(caller, conversationId);
    const message = await this.sendIn(caller, stored, content);
    const { participantIds: _ids, ...shown } = stored;
    return { ...shown, lastMessage: preview(message.content), updatedAt: message.createdAt, recipientId };
  }

  /** The conversation with its participant ids, if the caller takes part; NotFound for anyone else. */
  private async ofParticipant(caller: Caller, conversationId: string) {
    const conversation = await this.repository.get(conversationId);
    if (!conversation || !conversation.participantIds.includes(caller.userId)) {
      throw new NotFoundError(NOT_FOUND);
    }
    return conversation;
  }

  private async sendIn(
    caller: Caller,
    conversation: Conversation & { participantIds: string[] },
    content: string,
  ): Promise<Message> {
    const me = conversation.participants.find((p) => p.userId === caller.userId);
    const message = this.message(
      conversation.id,
      caller,
      me?.nickName ?? caller.userName,
      content,
      conversation.participantIds,
    );
    if (!(await this.repository.send(message, conversation.participantIds))) {
      throw new NotFoundError(NOT_FOUND);
    }
    return message;
  }

  async send(caller: Caller, conversationId: string, content: string): Promise<Message> {
    const conversation = await this.ofParticipant(caller, conversationId);
    for (const recipientId of conversation.participantIds.filter((id) => id !== caller.userId)) {
      await this.guard.assertMaySend(caller.userId, recipientId);
    }
    await this.limits.take(caller, 'messages');
    return this.sendIn(caller, conversation, content);
  }

  async get(caller: Caller, conversationId: string): Promise<Conversation> {
    const { participantIds: _ids, ...shown } = await this.ofParticipant(caller, conversationId);
    return shown;
  }

  list(caller: Caller, limit?: number | null, nextToken?: string | null): Promise<Page<Conversation>> {
    return this.repository.inbox(caller.userId, limit ?? 20, nextToken);
  }

  async messages(
    caller: Caller,
    conversationId: string,
    limit?: number | null,
    nextToken?: string | null,
  ): Promise<Page<Message>> {
    await this.get(caller, conversationId);
    return this.repository.messages(conversationId, limit ?? 30, nextToken);
  }

  /** How many messages the caller has not read, over all their conversations (the top bar's count). */
  unreadTotal(caller: Caller): Promise<number> {
    return this.repository.unreadTotal(caller.userId);
  }

  /** The caller has read the conversation; answers their remaining unread total. */
  async markRead(caller: Caller, conversationId: string): Promise<number> {
    if (!(await this.repository.markRead(caller.userId, conversationId))) throw new NotFoundError(NOT_FOUND);
    return this.repository.unreadTotal(caller.userId);
  }

  /**
   * The gate of the per-member subscriptions (onMessageReceived, onConversationStarted): a member may only
   * listen to the messages and conversations sent to them.
   */
  authorizeInbox(caller: Caller | null, recipientId: string): null {
    if (!caller || caller.userId !== recipientId) {
      throw new UnauthorizedError('You can only follow the messages sent to you.');
    }
    return null;
  }

  /** The subscription's gate: only participants may listen to a conversation. */
  async authorizeSubscription(caller: Caller | null, conversationId: string): Promise<null> {
    if (!caller || !(await this.repository.isParticipant(caller.userId, conversationId))) {
      throw new UnauthorizedError('You can only follow your own conversations.');
    }
    return null;
  }
}
