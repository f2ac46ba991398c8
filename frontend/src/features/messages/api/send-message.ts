import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withMessage, type MessagePages } from './get-messages';
import { useMessageGraphql } from './message-graphql';
import { MESSAGE_FIELDS, messageKeys, messageSchema } from './message-schemas';

/**
 * sendMessage: sends `content` to the conversation and shows it at once (the live copy that follows is not
 * added twice); the conversation list reads its order again.
 */
export function useSendMessage(conversationId: string) {
  const graphql = useMessageGraphql();
  const queryClient = useQueryClient();
  return useCallback(
    async (content: string) => {
      const data = await graphql({
        query: `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ${MESSAGE_FIELDS} } }`,
        variables: { input: { conversationId, content } },
      });
      const sent = messageSchema.parse(data.sendMessage);
      queryClient.setQueryData<MessagePages>(messageKeys.messages(conversationId), (old) =>
        withMessage(old, sent),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    },
    [graphql, queryClient, conversationId],
  );
}
