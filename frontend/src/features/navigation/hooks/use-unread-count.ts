import { useContext } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { graphqlRequest } from '@/lib/graphql-client';
import { MESSAGE_QUERY_ROOT, UNREAD_COUNT_KEY } from '@/lib/member-realtime';
import { currentIdToken } from '@/lib/rest-request';
import { SessionContext } from '@/lib/session-context';
import { useMemberRealtime } from '@/lib/member-realtime';
import { useRefetchOnConnected, useSubscription } from '@/lib/use-subscription';

const ON_MESSAGE_RECEIVED =
  'subscription ($recipientId: ID!) { onMessageReceived(recipientId: $recipientId) { id conversationId } }';
// A conversation someone starts with the member carries its first message in startConversation, which AppSync
// publishes to this subscription only (a subscription has its mutation's return type: Conversation here).
const ON_CONVERSATION_STARTED =
  'subscription ($recipientId: ID!) { onConversationStarted(recipientId: $recipientId) { id recipientId } }';

async function unreadMessageCount(config: ReturnType<typeof useRuntimeConfig>, signal?: AbortSignal) {
  const idToken = await currentIdToken(config);
  if (!idToken) return 0;
  const answer = await graphqlRequest({
    endpoint: config.graphql.endpoint,
    auth: { idToken },
    query: '{ unreadMessageCount }',
    signal,
  });
  if (answer.errors.length > 0) throw new Error(answer.errors[0]?.message ?? 'Unknown Error');
  return z.object({ unreadMessageCount: z.number() }).parse(answer.data).unreadMessageCount;
}

/**
 * How many messages the signed-in member has not read: read once, then again on every message sent to them
 * (onMessageReceived) and every conversation someone starts with them (onConversationStarted), on reconnect,
 * and every minute as a fallback.
 */
export function useUnreadCount(): number {
  const config = useRuntimeConfig();
  const userId = useContext(SessionContext)?.user?.userId;
  const queryClient = useQueryClient();
  const { client, state } = useMemberRealtime();
  const unread = useQuery({
    queryKey: [...UNREAD_COUNT_KEY, userId ?? ''],
    queryFn: ({ signal }) => unreadMessageCount(config, signal),
    enabled: Boolean(userId),
    refetchInterval: 60_000,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    // The Message Box's lists are under the same root and show the new message too.
    void queryClient.invalidateQueries({ queryKey: [MESSAGE_QUERY_ROOT, 'conversations'] });
  };
  useSubscription(client, ON_MESSAGE_RECEIVED, userId ? { recipientId: userId } : null, refresh);
  useSubscription(client, ON_CONVERSATION_STARTED, userId ? { recipientId: userId } : null, refresh);
  useRefetchOnConnected(state, refresh);
  return userId ? (unread.data ?? 0) : 0;
}
