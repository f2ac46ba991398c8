import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { acceptMessagesSchema, nickNameSchema, type AcceptMessages } from '@contracts/member';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useOwnProfile, useUpdateProfile } from '../api/member-api';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { memberUrls } from '@/lib/urls';

/** What the member is told after changing whose messages they accept. */
const ACCEPT_MESSAGES_SAVED: Record<AcceptMessages, string> = {
  all: 'Every member can send you messages.',
  friends: 'Only the members on your friends list can send you messages now.',
  none: 'Messages are now refused.',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, py: 1 }}
    >
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function NickNameEditor({ userId, current }: { userId: string; current: string | null }) {
  const session = useSession();
  const update = useUpdateProfile(userId);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = nickNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(`Nickname ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync({ nickName: parsed.data });
      setEditing(false);
      notify.success('Your nickname was changed.');
      // The top bar shows the session's member record: read it again now.
      void session.reload();
    } catch (failure) {
      // A taken nickname: the server's own words, under the field.
      setError(errorMessage(failure));
    }
  }

  if (!editing) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{current ?? '(none)'}</span>
        <Button size="small" onClick={() => setEditing(true)} aria-label="Change nickname">
          Change
        </Button>
      </Stack>
    );
  }
  return (
    <Box component="form" onSubmit={save} noValidate aria-label="Change nickname">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          label="Nickname"
          name="nickName"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error !== undefined}
          helperText={error ?? '2 to 20 characters, unique on this site.'}
          size="small"
          autoFocus
        />
        <Button type="submit" variant="contained" disabled={update.isPending}>
          Save
        </Button>
        <Button
          onClick={() => {
            setEditing(false);
            setValue(current ?? '');
            setError(undefined);
          }}
        >
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

/** View Member Info: who the member is, their nickname (editable) and whether others may befriend them. */
export function MemberInfoPage({ siteTitle }: { siteTitle?: string | null }) {
  const session = useSession();
  const signedIn = session.user !== null;
  const profile = useOwnProfile(signedIn);
  const update = useUpdateProfile(session.user?.userId ?? '');
  useDocumentTitle('View Member Info', siteTitle);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: 2 }}>
      <PageHeading sx={{ fontSize: '1.75rem', mb: 2 }}>View Member Info</PageHeading>
      {!signedIn ? (
        <SignInPrompt loading={session.loading} message="Sign in to see your member information." />
      ) : profile.isPending ? (
        <Stack spacing={1} aria-label="Loading your member information">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={32} />
          ))}
        </Stack>
      ) : profile.isError ? (
        <LoadError
          message="Your member information could not be loaded."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="Username">{profile.data.userName}</Row>
            <Row label="Email">{profile.data.email || '—'}</Row>
            <Row label="Name">{profile.data.name}</Row>
            <Row label="Nickname">
              <NickNameEditor userId={profile.data.userId} current={profile.data.nickName} />
            </Row>
            <Row label="Friend requests">
              <FormControlLabel
                control={
                  <Switch
                    checked={profile.data.allowFriendRequests}
                    disabled={update.isPending}
                    onChange={(event) => {
                      const allow = event.target.checked;
                      update.mutate(
                        { allowFriendRequests: allow },
                        {
                          onSuccess: () =>
                            notify.success(
                              allow
                                ? 'Other members can add you as a friend.'
                                : 'Friend requests are now refused.',
                            ),
                          onError: (failure) => notify.error(failure),
                        },
                      );
                    }}
                  />
                }
                label="Accept friend requests"
              />
            </Row>
            <Row label="Messages">
              {/* A native select: the phone's own picker, and keyboard use without a popup. */}
              <TextField
                select
                size="small"
                label="Accept messages from"
                value={profile.data.acceptMessages}
                disabled={update.isPending}
                slotProps={{ select: { native: true } }}
                onChange={(event) => {
                  const accept = acceptMessagesSchema.parse(event.target.value);
                  update.mutate(
                    { acceptMessages: accept },
                    {
                      onSuccess: () => notify.success(ACCEPT_MESSAGES_SAVED[accept]),
                      onError: (failure) => notify.error(failure),
                    },
                  );
                }}
              >
                <option value="all">Every member</option>
                <option value="friends">My friends only</option>
                <option value="none">Nobody</option>
              </TextField>
            </Row>
          </Box>
          <Box sx={{ py: 1 }}>
            <Button component={RouterLink} to={memberUrls.account}>
              Setting: password, sign-out everywhere, leaving the site
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
}
