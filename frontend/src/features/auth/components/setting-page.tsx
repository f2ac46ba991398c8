import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/components/use-document-title';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { changePassword, signOutEverywhere } from '../api/account-actions';
import { authErrorMessage } from '../auth-error-message';
import { focusSignIn } from '@/lib/focus-after-auth';
import { useSession } from '@/lib/session-context';
import { newPasswordProblem } from '../password-policy';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useWithdraw } from '../api/withdraw';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { AccountPage } from './account-page';
import { CurrentPasswordField, NewPasswordField } from './auth-text-field';
import { memberUrls, messagesUrl } from '@/lib/urls';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `setting-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ChangePasswordForm() {
  const config = useRuntimeConfig();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(newPassword);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await changePassword(config, oldPassword, newPassword);
      setOldPassword('');
      setNewPassword('');
      notify.success('Your password was changed. Every other device and browser was signed out.');
    } catch (failure) {
      console.warn('Changing the password failed', failure);
      const name = failure instanceof Error ? failure.name : '';
      notify.warning(
        name === 'NotAuthorizedException'
          ? 'The current password is not correct.'
          : authErrorMessage(failure, 'The password could not be changed. Please try again later.'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Change password">
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <CurrentPasswordField label="Current password" value={oldPassword} onChange={setOldPassword} />
        <NewPasswordField value={newPassword} onChange={setNewPassword} error={error} />
        <Box>
          <Button type="submit" variant="contained" disabled={!oldPassword || !newPassword || busy}>
            Change password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function Withdrawal() {
  const session = useSession();
  const navigate = useNavigate();
  const withdraw = useWithdraw();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    try {
      await withdraw.mutateAsync(password);
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    // The account is gone: forget its tokens here too.
    await session.signOut();
    notify.success('Your account was deleted. Thank you for having been with us.');
    void navigate('/');
    focusSignIn();
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Leave the site">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Leaving deletes your account and your profile. Your posts and comments stay under the nickname they
        were written with (a post you edited, under the nickname you had then). This cannot be undone.
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <CurrentPasswordField
          value={password}
          onChange={setPassword}
          error={error}
          hint="Enter your password to confirm."
        />
        <Box>
          <Button type="submit" color="error" variant="contained" disabled={!password || withdraw.isPending}>
            Delete my account
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function SignOutEverywhere() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    try {
      await signOutEverywhere(config, password);
    } catch (failure) {
      console.warn('Global sign-out failed', failure);
      // Kept beside the field until the member changes it (a wrong password is a 403 with its own words).
      setError(errorMessage(failure));
      setBusy(false);
      return;
    }
    notify.success('You were signed out on every device.');
    void navigate('/');
    focusSignIn();
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Sign out everywhere">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Ends your sessions on every device and browser, this one included.
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <CurrentPasswordField
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
          hint="Enter your password to confirm."
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={!password || busy}>
            Sign out everywhere
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Setting: profile shortcuts, change password, sign out everywhere, leave the site. */
export function SettingPage({ siteTitle }: { siteTitle?: string | null }) {
  const session = useSession();
  useDocumentTitle('Setting', siteTitle);

  return (
    <AccountPage title="Setting" width={720}>
      {!session.user ? (
        <SignInPrompt loading={session.loading} message="Sign in to change your settings." />
      ) : (
        <>
          <Section title="Profile">
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button component={RouterLink} to={memberUrls.info}>
                View Member Info
              </Button>
              <Button component={RouterLink} to={memberUrls.friends}>
                Friends
              </Button>
              <Button component={RouterLink} to={messagesUrl()}>
                Message Box
              </Button>
            </Stack>
          </Section>
          <Section title="Change password">
            <ChangePasswordForm />
          </Section>
          <Section title="Sign out everywhere">
            <SignOutEverywhere />
          </Section>
          <Section title="Leave the site">
            <Alert severity="warning" sx={{ mb: 1.5 }}>
              This permanently deletes your account.
            </Alert>
            <Withdrawal />
          </Section>
        </>
      )}
    </AccountPage>
  );
}
