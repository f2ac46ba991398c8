import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDocumentTitle } from '@/components/use-document-title';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { notify } from '@/lib/notify';
import { confirmPasswordReset, requestPasswordReset } from '../api/account-actions';
import { signInWithPassword } from '../api/sign-in';
import { authErrorMessage } from '../auth-error-message';
import { focusUserMenu } from '@/lib/focus-after-auth';
import { newPasswordProblem } from '../password-policy';
import { AccountPage } from './account-page';
import { AuthTextField, NewPasswordField } from './auth-text-field';
import type { AuthPageState } from './sign-in-dialog';

/**
 * /member/resetPassword: username or email → the emailed code and a new password → signed in with it, back
 * where the member came from.
 */
export function ResetPasswordPage({ siteTitle }: { siteTitle?: string | null }) {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as AuthPageState;
  const returnTo = state.from && !state.from.startsWith('/member/') ? state.from : '/';
  const [username, setUsername] = useState(state.username ?? '');
  const [sent, setSent] = useState<{ destination: string | null } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const title = sent ? 'Choose a new password' : 'Reset Password';
  useDocumentTitle(title, siteTitle);

  async function requestCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (username.trim() === '' || busy) return;
    setBusy(true);
    try {
      setSent(await requestPasswordReset(config, username.trim()));
    } catch (error) {
      console.warn('Password reset request failed', error);
      notify.warning(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function setNewPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordProblem(password);
    setPasswordError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await confirmPasswordReset(config, username.trim(), code.trim(), password);
    } catch (error) {
      console.warn('Password reset failed', error);
      notify.warning(authErrorMessage(error));
      setBusy(false);
      return;
    }
    try {
      const { nextStep } = await signInWithPassword(config, { username: username.trim(), password });
      if (nextStep.signInStep === 'DONE') {
        notify.success('Your password was changed and you are signed in.');
        void navigate(returnTo);
        focusUserMenu();
        return;
      }
      notify.success('Your password was changed. Please sign in.');
    } catch (error) {
      console.warn('Sign-in after the reset failed', error);
      notify.success('Your password was changed. Please sign in.');
    } finally {
      setBusy(false);
    }
    void navigate(returnTo);
  }

  return (
    <AccountPage title={title} width={480}>
      {sent ? (
        <Box component="form" onSubmit={setNewPassword} noValidate aria-label="New password">
          <Stack spacing={2}>
            <Alert severity="info">
              {sent.destination
                ? `If an account matches, we sent a code to ${sent.destination}.`
                : 'If an account matches, we sent a code to its email address.'}
            </Alert>
            <AuthTextField
              label="Code"
              name="code"
              value={code}
              onChange={setCode}
              autoComplete="one-time-code"
              autoFocus
            />
            <NewPasswordField
              name="newPassword"
              value={password}
              onChange={setPassword}
              error={passwordError}
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={code.trim() === '' || password === '' || busy}
              >
                Change password
              </Button>
              <Button onClick={() => void requestCode()} disabled={busy}>
                Send a new code
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Box component="form" onSubmit={requestCode} noValidate aria-label="Find your account">
          <Stack spacing={2}>
            <AuthTextField
              label="Username or email"
              name="username"
              value={username}
              onChange={setUsername}
              autoComplete="username"
              autoFocus
            />
            <Box>
              <Button type="submit" variant="contained" disabled={username.trim() === '' || busy}>
                Send code
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </AccountPage>
  );
}
