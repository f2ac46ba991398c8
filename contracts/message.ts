import * as z from 'zod/mini';
import './zod-locale';
import { idSchema, wholeNumberSchema } from './fields';
import { multiLineText, singleLineText } from './text';
import { userIdSchema } from './member';

/** Message Box limits. */
export const MESSAGE_MAX_CHARS = 2000;
export const CONVERSATION_NAME_MAX = 100;

const contentSchema = multiLineText({ maxChars: MESSAGE_MAX_CHARS, trim: true });

export const conversationIdSchema = idSchema();

export const startConversationInputSchema = z.strictObject({
  withUserId: userIdSchema,
  name: z.nullish(singleLineText({ max: CONVERSATION_NAME_MAX })),
  /** AWSJSON arrives as a JSON string; at most 2 KB. */
  metadata: z.nullish(
    z.string().check(
      z.maxLength(2048, 'must be at most 2 KB'),
      z.refine((text) => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      }, 'must be JSON'),
    ),
  ),
  content: contentSchema,
});
export type StartConversationInput = z.infer<typeof startConversationInputSchema>;

export const sendMessageInputSchema = z.strictObject({
  conversationId: conversationIdSchema,
  content: contentSchema,
});

export const pageArgsSchema = z.object({
  limit: z.nullish(wholeNumberSchema(1, 100)),
  nextToken: z.nullish(z.string().check(z.minLength(1), z.maxLength(2048, 'is too long'))),
});
export const listMessagesArgsSchema = z.extend(pageArgsSchema, { conversationId: conversationIdSchema });
export const getConversationArgsSchema = z.object({ id: conversationIdSchema });
export const onMessageSentArgsSchema = z.object({ conversationId: conversationIdSchema });
/** The arguments of the subscriptions to one member's inbox (onMessageReceived, onConversationStarted). */
export const inboxSubscriptionArgsSchema = z.object({ recipientId: userIdSchema });
export const markConversationReadArgsSchema = z.object({ conversationId: conversationIdSchema });

export interface Participant {
  readonly userId: string;
  readonly nickName: string;
}

export interface Conversation {
  readonly id: string;
  readonly name: string;
  readonly metadata: string | null;
  readonly participants: readonly Participant[];
  readonly lastMessage: string | null;
  /** In the caller's Message Box list: messages they have not read yet. Null where not known. */
  readonly unreadCount?: number | null;
  /**
   * In startConversation's answer only: the member it was started with. AppSync delivers the answer to that
   * member's onConversationStarted subscription by this field (it is not stored).
   */
  readonly recipientId?: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface Message {
  readonly id: string;
  readonly conversationId: string;
  readonly role: 'member' | 'system';
  readonly senderId: string | null;
  readonly senderNickName: string | null;
  /** The other participant: a member subscribes to the messages sent to them by this id. */
  readonly recipientId: string | null;
  readonly content: string;
  readonly createdAt: string;
}
