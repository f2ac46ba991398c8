import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { pageSchema } from '@contracts/pagination';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { graphqlRequest } from '@/lib/graphql-client';
import { UNREAD_COUNT_KEY } from '@/lib/member-realtime';
import { currentIdToken } from '@/lib/rest-request';

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
const CONVERSATION_FIELDS =
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

/** Runs one Message Box operation with the member's ID token; a GraphQL error is thrown in its own words. */
async function call(
  config: RuntimeConfig,
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const idToken = await currentIdToken(config);
  if (!idToken) throw new Error('Please sign in to use the Message Box.');
  const answer = await graphqlRequest({
    endpoint: config.graphql.endpoint,
    auth: { idToken },
    query,
    variables,
    signal,
  });
  if (answer.errors.length > 0) throw new Error(answer.errors[0]?.message ?? 'Unknown Error');
  return (answer.data ?? {}) as Record<string, unknown>;
}

export async function listConversations(config: RuntimeConfig, nextToken?: string, signal?: AbortSignal) {
  const data = await call(
    config,
    `query ($n: String) { listConversations(limit: 20, nextToken: $n) { items { ${CONVERSATION_FIELDS} } nextToken } }`,
    { n: nextToken ?? null },
    signal,
  );
  return pageSchema(conversationSchema).parse(data.listConversations);
}

export async function getConversation(config: RuntimeConfig, id: string, signal?: AbortSignal) {
  const data = await call(
    config,
    `query ($id: ID!) { getConversation(id: $id) { ${CONVERSATION_FIELDS} } }`,
    { id },
    signal,
  );
  return conversationSchema.parse(data.getConversation);
}

/** A conversation's messages, newest first, a page at a time (older pages follow nextToken). */
export async function listMessages(
  config: RuntimeConfig,
  conversationId: string,
  nextToken?: string,
  signal?: AbortSignal,
) {
  const data = await call(
    config,
    `query ($c: ID!, $n: String) { listMessages(conversationId: $c, limit: 30, nextToken: $n) { items { ${MESSAGE_FIELDS} } nextToken } }`,
    { c: conversationId, n: nextToken ?? null },
    signal,
  );
  return pageSchema(messageSchema).parse(data.listMessages);
}

export async function sendMessage(config: RuntimeConfig, conversationId: string, content: string) {
  const data = await call(
    config,
    `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ${MESSAGE_FIELDS} } }`,
    { input: { conversationId, content } },
  );
  return messageSchema.parse(data.sendMessage);
}

export async function startConversation(config: RuntimeConfig, withUserId: string, content: string) {
  const data = await call(
    config,
    // recipientId: AppSync delivers the answer to the other member's onConversationStarted by it.
    `mutation ($input: StartConversationInput!) { startConversation(input: $input) { ${CONVERSATION_FIELDS} recipientId } }`,
    { input: { withUserId, content } },
  );
  return conversationSchema.parse(data.startConversation);
}

export async function markConversationRead(config: RuntimeConfig, conversationId: string) {
  const data = await call(config, 'mutation ($c: ID!) { markConversationRead(conversationId: $c) }', {
    c: conversationId,
  });
  return z.number().parse(data.markConversationRead);
}

export async function unreadMessageCount(config: RuntimeConfig, signal?: AbortSignal) {
  const data = await call(config, '{ unreadMessageCount }', {}, signal);
  return z.number().parse(data.unreadMessageCount);
}

export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  messages: (id: string) => ['messages', 'messages', id] as const,
  unread: UNREAD_COUNT_KEY,
};
