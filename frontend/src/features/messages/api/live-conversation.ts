import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemberRealtime } from '@/lib/member-realtime';
import { useRefetchOnConnected, useSubscription } from '@/lib/use-subscription';
import { withMessage, type MessagePages } from './get-messages';
import { useMarkConversationRead } from './mark-conversation-read';
import { messageKeys, messageSchema, ON_CONVERSATION_STARTED, ON_MESSAGE_SENT } from './message-schemas';

/**
 * Keeps an open conversation live for the member `me`: marks it read on opening and on each message from the
 * other member, adds messages as they are sent (onMessageSent), reads them again when the other member
 * continues it through startConversation (their message then comes as a conversation) and after every
 * reconnect. Answers the realtime connection's state, which the page shows.
 */
export function useLiveConversation(conversationId: string, me: string | undefined) {
  const queryClient = useQueryClient();
  const { client, state } = useMemberRealtime();
  const markRead = useMarkConversationRead(conversationId);
  const readAgain = () =>
    void queryClient.invalidateQueries({ queryKey: messageKeys.messages(conversationId) });

  // Opening the conversation reads it.
  useEffect(markRead, [markRead]);

  useSubscription(client, ON_MESSAGE_SENT, { conversationId }, (data) => {
    const parsed = messageSchema.safeParse((data as { onMessageSent?: unknown }).onMessageSent);
    if (!parsed.success) return;
    queryClient.setQueryData<MessagePages>(messageKeys.messages(conversationId), (old) =>
      withMessage(old, parsed.data),
    );
    if (parsed.data.senderId !== me) markRead();
  });
  useSubscription(client, ON_CONVERSATION_STARTED, me ? { recipientId: me } : null, (data) => {
    const started = (data as { onConversationStarted?: { id?: unknown } | null }).onConversationStarted;
    if (started?.id !== conversationId) return;
    readAgain();
    markRead();
  });
  useRefetchOnConnected(state, readAgain);
  return state;
}
