/**
 * The Message Box's answers (schema.graphql Message, Conversation), what its operations select, its realtime
 * subscriptions and its cache keys; each operation is a module of its own beside this one.
 */
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { UNREAD_COUNT_KEY } from '@/lib/member-realtime';

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.string(),
  senderId: z.nullable(z.string()),
  senderNickName: z.nullable(z.string()),
  recipientId: z.optional(z.nullable(z.string())),
  content: z.string(),
  createdAt: z.string(),
});
export type MessageItem = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  name: z.string(),
  participants: z.array(z.object({ userId: z.string(), nickName: z.string() })),
  lastMessage: z.nullable(z.string()),
  unreadCount: z.optional(z.nullable(z.number())),
  recipientId: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationItem = z.infer<typeof conversationSchema>;

export const MESSAGE_FIELDS = 'id conversationId role senderId senderNickName recipientId content createdAt';
export const CONVERSATION_FIELDS =
  'id name participants { userId nickName } lastMessage unreadCount createdAt updatedAt';

export const ON_MESSAGE_SENT = `subscription ($conversationId: ID!) { onMessageSent(conversationId: $conversationId) { ${MESSAGE_FIELDS} } }`;
export const ON_MESSAGE_RECEIVED = `subscription ($recipientId: ID!) { onMessageReceived(recipientId: $recipientId) { ${MESSAGE_FIELDS} } }`;
/**
 * A conversation someone started with the member, or continued through startConversation: its message reaches
 * no onMessageSent subscriber, so the open conversation reads its messages again. The top bar's copy is in
 * navigation/hooks/use-unread-count.ts (kept there so the top bar does not load this module).
 */
export const ON_CONVERSATION_STARTED =
  'subscription ($recipientId: ID!) { onConversationStarted(recipientId: $recipientId) { id recipientId } }';

export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  messages: (id: string) => ['messages', 'messages', id] as const,
  unread: UNREAD_COUNT_KEY,
};
