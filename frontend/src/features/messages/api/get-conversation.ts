import { useQuery } from '@tanstack/react-query';
import { useMessageGraphql } from './message-graphql';
import { CONVERSATION_FIELDS, conversationSchema, messageKeys } from './message-schemas';

/** getConversation: one conversation and who takes part in it (participants only). */
export function useConversation(conversationId: string) {
  const graphql = useMessageGraphql();
  return useQuery({
    queryKey: messageKeys.conversation(conversationId),
    queryFn: async ({ signal }) => {
      const data = await graphql({
        query: `query ($id: ID!) { getConversation(id: $id) { ${CONVERSATION_FIELDS} } }`,
        variables: { id: conversationId },
        signal,
      });
      return conversationSchema.parse(data.getConversation);
    },
  });
}
