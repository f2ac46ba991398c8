import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useMessageGraphql } from './message-graphql';
import { messageKeys } from './message-schemas';

/**
 * markConversationRead: marks the conversation's messages read; the unread count takes the total the server
 * answers and the conversation list reads its counts again. A failure is only logged: the messages stay
 * unread and the next opening tries again.
 */
export function useMarkConversationRead(conversationId: string) {
  const graphql = useMessageGraphql();
  const queryClient = useQueryClient();
  return useCallback(() => {
    graphql({
      query: 'mutation ($c: ID!) { markConversationRead(conversationId: $c) }',
      variables: { c: conversationId },
    })
      .then((data) => z.number().parse(data.markConversationRead))
      .then(
        (total) => {
          queryClient.setQueriesData({ queryKey: messageKeys.unread }, total);
          void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
        },
        (error: unknown) => console.warn('Could not mark the conversation read', error),
      );
  }, [graphql, queryClient, conversationId]);
}
