import { useQuery } from '@tanstack/react-query';
import { pageSchema } from '@contracts/pagination';
import { useMessageGraphql } from './message-graphql';
import { CONVERSATION_FIELDS, conversationSchema, messageKeys } from './message-schemas';

/** listConversations: the member's conversations, newest activity first, 20 a page from `cursor`. */
export function useConversations(cursor: string | undefined) {
  const graphql = useMessageGraphql();
  return useQuery({
    queryKey: [...messageKeys.conversations, cursor ?? ''],
    queryFn: async ({ signal }) => {
      const data = await graphql({
        query: `query ($n: String) { listConversations(limit: 20, nextToken: $n) { items { ${CONVERSATION_FIELDS} } nextToken } }`,
        variables: { n: cursor ?? null },
        signal,
      });
      return pageSchema(conversationSchema).parse(data.listConversations);
    },
  });
}
