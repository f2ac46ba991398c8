import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { useSession } from '@/lib/session-context';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { formatListDate } from '@/lib/format-date';
import { useConversations } from '../api/get-conversations';
import { useStartConversation } from '../api/start-conversation';
import { useMemberRealtime } from '@/lib/member-realtime';
import { ConnectionStatus } from './connection-status';
import { LoadingRows } from './loading-rows';
import { MessageForm } from './message-form';
import { ConversationView } from './conversation-view';
import { conversationUrl, memberUrls } from '@/lib/urls';

function NewConversation({ to, knownName }: { to: string; knownName?: string }) {
  const navigate = useNavigate();
  const startConversation = useStartConversation();

  async function send(content: string) {
    const conversation = await startConversation(to, content);
    void navigate(conversationUrl(conversation.id));
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="new-message-heading" sx={{ p: 2, mb: 3 }}>
      <Typography id="new-message-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {knownName ? `New message to ${knownName}` : 'New message'}
      </Typography>
      <MessageForm label="Start a conversation" onSend={send} />
    </Paper>
  );
}

function ConversationList({ siteTitle }: { siteTitle?: string | null }) {
  const me = useSession().user?.userId;
  const [params] = useSearchParams();
  const to = params.get('to');
  const { state } = useMemberRealtime();
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const conversations = useConversations(pages[pages.length - 1]);
  useDocumentTitle('Message Box', siteTitle);
  const items = conversations.data?.items ?? [];
  const withTo = to ? items.find((c) => c.participants.some((p) => p.userId === to)) : undefined;
  const toName = withTo?.participants.find((p) => p.userId === to)?.nickName;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: 2 }}>
      <PageHeading sx={{ fontSize: '1.75rem', mb: 2 }}>Message Box</PageHeading>
      <ConnectionStatus state={state} />
      {to && to !== me && <NewConversation to={to} knownName={toName} />}
      {conversations.isPending ? (
        <LoadingRows label="Loading your conversations" height={56} />
      ) : conversations.isError ? (
        <LoadError
          message="Your conversations could not be loaded."
          onRetry={() => void conversations.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState message="No messages yet. Start a conversation from your friends list or an author's name on a post.">
          <Button component={RouterLink} to={memberUrls.friends}>
            Friends
          </Button>
        </EmptyState>
      ) : (
        <List aria-label="Conversations">
          {items.map((conversation) => {
            const other = conversation.participants.find((p) => p.userId !== me);
            const unread = conversation.unreadCount ?? 0;
            return (
              <ListItem key={conversation.id} disablePadding>
                <ListItemButton component={RouterLink} to={conversationUrl(conversation.id)} divider>
                  <ListItemText
                    primary={
                      <Badge color="error" badgeContent={unread} sx={{ pr: unread > 0 ? 2 : 0 }}>
                        <span>{other?.nickName ?? conversation.name}</span>
                      </Badge>
                    }
                    secondary={conversation.lastMessage ?? ''}
                    slotProps={{ secondary: { noWrap: true } }}
                    sx={{ minWidth: 0 }}
                    aria-label={`${other?.nickName ?? conversation.name}${unread > 0 ? `, ${unread} unread` : ''}`}
                  />
                  <Typography variant="caption" color="text.secondary" sx={{ ml: 1, flexShrink: 0 }}>
                    {formatListDate(conversation.updatedAt)}
                  </Typography>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {(pages.length > 1 || conversations.data?.nextToken) && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button disabled={pages.length <= 1} onClick={() => setPages((list) => list.slice(0, -1))}>
            Previous
          </Button>
          <Button
            disabled={!conversations.data?.nextToken}
            onClick={() => setPages((list) => [...list, conversations.data?.nextToken ?? undefined])}
          >
            Next
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** What a guest sees at the Message Box's addresses: its name (in the tab too) and a way to sign in. */
function GuestMessageBox({ loading, siteTitle }: { loading: boolean; siteTitle?: string | null }) {
  useDocumentTitle('Message Box', siteTitle);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: 2 }}>
      <PageHeading sx={{ fontSize: '1.75rem', mb: 2 }}>Message Box</PageHeading>
      <SignInPrompt loading={loading} message="Sign in to read and send messages." />
    </Box>
  );
}

/** Message Box: /member/messages (the conversations; `?to=<userId>` starts one) and /member/messages/{id}. */
export function MessageBoxPage({
  conversationId,
  siteTitle,
}: {
  conversationId?: string;
  siteTitle?: string | null;
}) {
  const session = useSession();
  if (!session.user) return <GuestMessageBox loading={session.loading} siteTitle={siteTitle} />;
  return conversationId ? (
    <ConversationView conversationId={conversationId} siteTitle={siteTitle} />
  ) : (
    <ConversationList siteTitle={siteTitle} />
  );
}
