import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { useSession } from '@/lib/session-context';
import { formatDateTime } from '@/lib/format-date';
import { useConversation } from '../api/get-conversation';
import { useConversationMessages } from '../api/get-messages';
import { useLiveConversation } from '../api/live-conversation';
import { useSendMessage } from '../api/send-message';
import { ConnectionStatus } from './connection-status';
import { LoadingRows } from './loading-rows';
import { MessageForm } from './message-form';
import { messagesUrl } from '@/lib/urls';

/** One conversation: its messages oldest to newest (older pages on demand), live, and a box to send. */
export function ConversationView({
  conversationId,
  siteTitle,
}: {
  conversationId: string;
  siteTitle?: string | null;
}) {
  const me = useSession().user?.userId;
  const endRef = useRef<HTMLDivElement>(null);

  const conversation = useConversation(conversationId);
  const messages = useConversationMessages(conversationId);
  const state = useLiveConversation(conversationId, me);
  const send = useSendMessage(conversationId);
  const other = conversation.data?.participants.find((p) => p.userId !== me);
  const title = other ? `Messages with ${other.nickName}` : 'Message Box';
  useDocumentTitle(title, siteTitle);

  const ordered = [...(messages.data?.pages ?? [])].flatMap((page) => page.items).reverse();
  const newestId = ordered[ordered.length - 1]?.id;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

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
