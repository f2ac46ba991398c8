import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMessageGraphql } from './message-graphql';
import {
  CONVERSATION_FIELDS,
  conversationSchema,
  messageKeys,
  type ConversationItem,
} from './message-schemas';

/**
 * startConversation: a conversation with `withUserId` that begins with `content` (or continues the one the
 * two already have); the conversation list reads it again.
 */
export function useStartConversation() {
  const graphql = useMessageGraphql();
  const queryClient = useQueryClient();
  return useCallback(
    async (withUserId: string, content: string): Promise<ConversationItem> => {
      const data = await graphql({
        // recipientId: AppSync delivers the answer to the other member's onConversationStarted by it.
        query: `mutation ($input: StartConversationInput!) { startConversation(input: $input) { ${CONVERSATION_FIELDS} recipientId } }`,
        variables: { input: { withUserId, content } },
      });
      const conversation = conversationSchema.parse(data.startConversation);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      return conversation;
    },
    [graphql, queryClient],
  );
}
