import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { pageSchema } from '@contracts/pagination';
import { useMessageGraphql } from './message-graphql';
import { MESSAGE_FIELDS, messageKeys, messageSchema, type MessageItem } from './message-schemas';

/** The conversation's messages as the cache holds them: pages newest first. */
export type MessagePages = InfiniteData<
  { items: MessageItem[]; nextToken: string | null },
  string | undefined
>;

/** Adds a message to the newest page unless it is there already (the sender also gets it live). */
export function withMessage(data: MessagePages | undefined, message: MessageItem): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/** listMessages: a conversation's messages, newest first, 30 a page (older pages follow nextToken). */
export function useConversationMessages(conversationId: string) {
  const graphql = useMessageGraphql();
  return useInfiniteQuery({
    queryKey: messageKeys.messages(conversationId),
    queryFn: async ({ pageParam, signal }) => {
      const data = await graphql({
        query: `query ($c: ID!, $n: String) { listMessages(conversationId: $c, limit: 30, nextToken: $n) { items { ${MESSAGE_FIELDS} } nextToken } }`,
        variables: { c: conversationId, n: pageParam ?? null },
        signal,
      });
      return pageSchema(messageSchema).parse(data.listMessages);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}
