import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { useSession } from '@/lib/session-context';
import { formatDateTime } from '@/lib/format-date';
import {
  getConversation,
  listMessages,
  markConversationRead,
  messageKeys,
  messageSchema,
  ON_CONVERSATION_STARTED,
  ON_MESSAGE_SENT,
  sendMessage,
  type MessageItem,
} from '../api/message-api';
import { useMemberRealtime } from '@/lib/member-realtime';
import { useRefetchOnConnected, useSubscription } from '@/lib/use-subscription';
import { ConnectionStatus } from './connection-status';
import { LoadingRows } from './loading-rows';
import { MessageForm } from './message-form';
import { messagesUrl } from '@/lib/urls';

type Pages = InfiniteData<{ items: MessageItem[]; nextToken: string | null }, string | undefined>;

/** Adds a message to the newest page unless it is there already (the sender also gets it live). */
function withMessage(data: Pages | undefined, message: MessageItem): Pages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/** One conversation: its messages oldest to newest (older pages on demand), live, and a box to send. */
export function ConversationView({
  conversationId,
  siteTitle,
}: {
  conversationId: string;
  siteTitle?: string | null;
}) {
  const config = useRuntimeConfig();
  const me = useSession().user?.userId;
  const queryClient = useQueryClient();
  const { client, state } = useMemberRealtime();
  const endRef = useRef<HTMLDivElement>(null);

  const conversation = useQuery({
    queryKey: messageKeys.conversation(conversationId),
    queryFn: ({ signal }) => getConversation(config, conversationId, signal),
  });
  const messages = useInfiniteQuery({
    queryKey: messageKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => listMessages(config, conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
  const other = conversation.data?.participants.find((p) => p.userId !== me);
  const title = other ? `Messages with ${other.nickName}` : 'Message Box';
  useDocumentTitle(title, siteTitle);

  const markRead = () => {
    markConversationRead(config, conversationId).then(
      (total) => {
        queryClient.setQueriesData({ queryKey: messageKeys.unread }, total);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      },
      (error: unknown) => console.warn('Could not mark the conversation read', error),
    );
  };

  // Opening the conversation reads it.
  useEffect(markRead, [conversationId]); // eslint-disable-line react-hooks/exhaustive-deps

  useSubscription(client, ON_MESSAGE_SENT, { conversationId }, (data) => {
    const parsed = messageSchema.safeParse((data as { onMessageSent?: unknown }).onMessageSent);
    if (!parsed.success) return;
    queryClient.setQueryData<Pages>(messageKeys.messages(conversationId), (old) =>
      withMessage(old, parsed.data),
    );
    if (parsed.data.senderId !== me) markRead();
  });
  // The other member "started" this conversation again (from Friends or a post's author menu): the server
  // continued it with their message, which comes as a conversation, not on onMessageSent.
  useSubscription(client, ON_CONVERSATION_STARTED, me ? { recipientId: me } : null, (data) => {
    const started = (data as { onConversationStarted?: { id?: unknown } | null }).onConversationStarted;
    if (started?.id !== conversationId) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.messages(conversationId) });
    markRead();
  });
  useRefetchOnConnected(state, () => {
    void messages.refetch();
  });

  const ordered = [...(messages.data?.pages ?? [])].flatMap((page) => page.items).reverse();
  const newestId = ordered[ordered.length - 1]?.id;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  async function send(content: string) {
    const sent = await sendMessage(config, conversationId, content);
    queryClient.setQueryData<Pages>(messageKeys.messages(conversationId), (old) => withMessage(old, sent));
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: 2 }}>
      <Button component={RouterLink} to={messagesUrl()} size="small" sx={{ mb: 1 }}>
        ← Message Box
      </Button>
      <PageHeading focusKey={conversationId} sx={{ fontSize: '1.5rem', mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </PageHeading>
      <ConnectionStatus state={state} />
      {messages.isPending ? (
        <LoadingRows label="Loading messages" height={48} />
      ) : messages.isError ? (
        <LoadError message="The messages could not be loaded." onRetry={() => void messages.refetch()} />
      ) : (
        <>
          {messages.hasNextPage && (
            <Box sx={{ textAlign: 'center', mb: 1 }}>
              <Button onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
                Load older messages
              </Button>
            </Box>
          )}
          <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {ordered.map((message) => {
              const mine = message.senderId === me;
              return (
                <Box
                  component="li"
                  key={message.id}
                  sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', mb: 1 }}
                >
                  <Paper
                    variant="outlined"
                    sx={{
                      p: 1.25,
                      maxWidth: '85%',
                      bgcolor: mine ? 'action.hover' : 'background.paper',
                      borderColor: mine ? 'primary.light' : 'divider',
                    }}
                  >
                    <Typography variant="caption" color="text.secondary" component="p">
                      {mine ? 'You' : (message.senderNickName ?? 'Member')} ·{' '}
                      {formatDateTime(message.createdAt)}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.content}
                    </Typography>
                  </Paper>
                </Box>
              );
            })}
          </Box>
          <div ref={endRef} />
        </>
      )}
      <MessageForm label="Send a message" onSend={send} chat sx={{ mt: 2 }} />
    </Box>
  );
}
