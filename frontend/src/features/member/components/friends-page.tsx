import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { useSession } from '@/lib/session-context';
import { formatDay } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import {
  MEMBER_LOOKUP_MIN_LENGTH,
  useBlockActions,
  useBlocks,
  useFriendActions,
  useFriends,
  useMemberSearch,
} from '../api/member-api';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { messagesUrl } from '@/lib/urls';

export const REFUSES_FRIENDS_TEXT = 'Does not accept friend requests';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function AddFriend({ myId, friendIds }: { myId: string; friendIds: ReadonlySet<string> }) {
  const [text, setText] = useState('');
  const prefix = useDebounced(text, 300);
  const search = useMemberSearch(prefix);
  const { add } = useFriendActions();
  const { block } = useBlockActions();
  const results = (search.data?.items ?? []).filter((member) => member.userId !== myId);
  const typed = prefix.trim();

  return (
    <Paper variant="outlined" component="section" aria-labelledby="add-friend-heading" sx={{ p: 2, mb: 3 }}>
      <Typography id="add-friend-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Add a friend
      </Typography>
      <TextField
        label="Search by nickname"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        helperText={`At least ${MEMBER_LOOKUP_MIN_LENGTH} characters; the 5 closest nicknames are shown.`}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      {typed.length >= MEMBER_LOOKUP_MIN_LENGTH && (
        <Box aria-live="polite" sx={{ mt: 1 }}>
          {search.isPending ? (
            <Skeleton height={32} aria-label="Searching" />
          ) : search.isError ? (
            <Alert severity="error">The search failed. Please try again.</Alert>
          ) : results.length === 0 ? (
            <Typography color="text.secondary">No member has a nickname starting with “{typed}”.</Typography>
          ) : (
            <List dense aria-label="Members found">
              {results.map((member) => {
                const already = friendIds.has(member.userId);
                return (
                  <ListItem
                    key={member.userId}
                    disableGutters
                    secondaryAction={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        {already ? (
                          <Typography variant="body2" color="text.secondary">
                            Already a friend
                          </Typography>
                        ) : member.allowFriendRequests ? (
                          <Button
                            size="small"
                            disabled={add.isPending}
                            aria-label={`Add ${member.nickName} as a friend`}
                            onClick={() =>
                              add.mutate(member.userId, {
                                onSuccess: () =>
                                  notify.success(`${member.nickName} is now on your friends list.`),
                                onError: (error) => notify.error(error),
                              })
                            }
                          >
                            Add
                          </Button>
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            {REFUSES_FRIENDS_TEXT}
                          </Typography>
                        )}
                        <Button
                          size="small"
                          color="error"
                          disabled={block.isPending}
                          aria-label={`Block ${member.nickName}`}
                          onClick={() =>
                            block.mutate(member.userId, {
                              onSuccess: () =>
                                notify.success(
                                  `${member.nickName} is blocked: no messages or friend requests from them.`,
                                ),
                              onError: (error) => notify.error(error),
                            })
                          }
                        >
                          Block
                        </Button>
                      </Stack>
                    }
                  >
                    <ListItemText primary={member.nickName} sx={{ pr: 26, overflowWrap: 'anywhere' }} />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      )}
    </Paper>
  );
}

/**
 * Blocked members: who the member blocked, each with Unblock (their conversation returns to the Message Box).
 */
function BlockedMembers() {
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const blocks = useBlocks(pages[pages.length - 1]);
  const { unblock } = useBlockActions();
  const items = blocks.data?.items ?? [];
  return (
    <Box component="section" aria-labelledby="blocked-heading" sx={{ mt: 4 }}>
      <Typography id="blocked-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Blocked members
      </Typography>
      {blocks.isPending ? (
        <Skeleton height={40} aria-label="Loading your blocked members" />
      ) : blocks.isError ? (
        <LoadError
          message="Your blocked members could not be loaded."
          onRetry={() => void blocks.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState message="You have blocked nobody. Blocked members cannot message you or add you as a friend." />
      ) : (
        <List aria-label="Your blocked members">
          {items.map((entry) => (
            <ListItem
              key={entry.userId}
              divider
              secondaryAction={
                <Button
                  size="small"
                  disabled={unblock.isPending}
                  aria-label={`Unblock ${entry.nickName}`}
                  onClick={() =>
                    unblock.mutate(entry.userId, {
                      onSuccess: () => notify.success(`${entry.nickName} is no longer blocked.`),
                      onError: (error) => notify.error(error),
                    })
                  }
                >
                  Unblock
                </Button>
              }
            >
              <ListItemText
                primary={entry.nickName}
                secondary={`Blocked ${formatDay(entry.blockedAt)}`}
                sx={{ pr: 12, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {(pages.length > 1 || blocks.data?.nextToken) && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button disabled={pages.length <= 1} onClick={() => setPages((list) => list.slice(0, -1))}>
            Previous
          </Button>
          <Button
            disabled={!blocks.data?.nextToken}
            onClick={() => setPages((list) => [...list, blocks.data?.nextToken ?? undefined])}
          >
            Next
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** Friends: the member's friends (message or remove them), adding one found by nickname, blocked members. */
export function FriendsPage({ siteTitle }: { siteTitle?: string | null }) {
  const session = useSession();
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const friends = useFriends(pages[pages.length - 1]);
  const { remove } = useFriendActions();
  useDocumentTitle('Friends', siteTitle);
  if (!session.user) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', py: 2 }}>
        <PageHeading sx={{ fontSize: '1.75rem', mb: 2 }}>Friends</PageHeading>
        <SignInPrompt loading={session.loading} message="Sign in to see your friends." />
      </Box>
    );
  }
  const items = friends.data?.items ?? [];
  const friendIds = new Set(items.map((friend) => friend.userId));

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: 2 }}>
      <PageHeading sx={{ fontSize: '1.75rem', mb: 2 }}>Friends</PageHeading>
      <AddFriend myId={session.user.userId} friendIds={friendIds} />
      {friends.isPending ? (
        <Stack spacing={1} aria-label="Loading your friends">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </Stack>
      ) : friends.isError ? (
        <LoadError message="Your friends could not be loaded." onRetry={() => void friends.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState message="You have no friends on your list yet. Search for a nickname above, or use an author's name on a post." />
      ) : (
        <List aria-label="Your friends">
          {items.map((friend) => (
            <ListItem
              key={friend.userId}
              divider
              sx={{ flexWrap: 'wrap', gap: 1 }}
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={messagesUrl(friend.userId)}
                    aria-label={`Send ${friend.nickName} a message`}
                  >
                    Message
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={remove.isPending}
                    aria-label={`Remove ${friend.nickName} from your friends`}
                    onClick={() =>
                      remove.mutate(friend.userId, {
                        onSuccess: () => notify.success(`${friend.nickName} was removed from your friends.`),
                        onError: (error) => notify.error(error),
                      })
                    }
                  >
                    Remove
                  </Button>
                </Stack>
              }
            >
              <ListItemText
                primary={friend.nickName}
                secondary={`Added ${formatDay(friend.addedAt)}`}
                sx={{ pr: { xs: 22, sm: 24 }, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {(pages.length > 1 || friends.data?.nextToken) && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button disabled={pages.length <= 1} onClick={() => setPages((list) => list.slice(0, -1))}>
            Previous
          </Button>
          <Button
            disabled={!friends.data?.nextToken}
            onClick={() => setPages((list) => [...list, friends.data?.nextToken ?? undefined])}
          >
            Next
          </Button>
        </Stack>
      )}
      <BlockedMembers />
    </Box>
  );
}
