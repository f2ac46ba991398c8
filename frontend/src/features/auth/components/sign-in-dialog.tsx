import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dialogFocusSlotProps } from '@/components/dialog-focus';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { notify } from '@/lib/notify';
import { completeNewPassword, readKeepSignedIn, setKeepSignedIn } from '../api/account-actions';
import { signInWithPassword } from '../api/sign-in';
import { focusUserMenu } from '@/lib/focus-after-auth';
import { useSession } from '../hooks/use-session';
import { PASSWORD_MIN_LENGTH } from '../password-policy';
import { signInErrorMessage } from '../sign-in-error-message';
import { signInStepMessage } from '../sign-in-step-name';
import { AuthTextField, CurrentPasswordField, NewPasswordField } from './auth-text-field';
import { memberUrls } from '@/lib/urls';

/** What the sign-up and reset pages receive from the dialog: where to return, the username to carry on. */
export interface AuthPageState {
  readonly from?: string;
  readonly username?: string;
  readonly confirm?: boolean;
}

export interface SignInDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Username/password sign-in. Both fields are required; no messages are shown, the button simply stays
 * disabled until both are filled. "Keep me signed in" chooses where the tokens live. Every next step of the
 * sign-in flow leads somewhere: confirmation → the sign-up page's code step, reset required → the reset page,
 * new password required → a form here, MFA → a message (MFA is off for this site).
 */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  const config = useRuntimeConfig();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [newPasswordStep, setNewPasswordStep] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The last failure, also under the password until the member changes a field: the toast sits behind the
  // modal, which hides it from screen readers, and fades after 3 s.
  const [failure, setFailure] = useState<string | undefined>();
  const canSubmit = username.trim() !== '' && password !== '' && !submitting;
  const from = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!open) return;
    let current = true;
    readKeepSignedIn(config).then(
      (kept) => current && setKeep(kept),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [config, open]);

  function goTo(path: string, state: AuthPageState = {}) {
    onClose();
    void navigate(path, { state: { from, ...state } });
  }

  function done() {
    setPassword('');
    setNewPassword('');
    setNewPasswordStep(false);
    onClose();
    focusUserMenu();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      await setKeepSignedIn(config, keep);
      const { nextStep } = await signInWithPassword(config, { username: username.trim(), password });
      switch (nextStep.signInStep) {
        case 'DONE':
          done();
          break;
        case 'CONFIRM_SIGN_UP':
          notify.info('Please confirm your account first: enter the code we sent you.');
          goTo(memberUrls.signUp, { username: username.trim(), confirm: true });
          break;
        case 'RESET_PASSWORD':
          notify.info('Your password must be reset before you can sign in.');
          goTo(memberUrls.resetPassword, { username: username.trim() });
          break;
        case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
          setNewPasswordStep(true);
          break;
        default:
          notify.warning(signInStepMessage(nextStep.signInStep));
      }
    } catch (error) {
      console.warn('Sign-in failed', error);
      const name = error instanceof Error ? error.name : '';
      const message = signInErrorMessage(error);
      notify.warning(message);
      // Drawn before focus moves, so the password box is announced with its error.
      flushSync(() => setFailure(message));
      // The pressed button is disabled while signing in, which drops focus to the dialog: put it back on
      // the password, selected, so the member can type it again at once.
      const passwordBox = formRef.current?.querySelector<HTMLInputElement>('input[name="password"]');
      passwordBox?.focus();
      passwordBox?.select();
      if (name === 'UserNotConfirmedException')
        goTo(memberUrls.signUp, { username: username.trim(), confirm: true });
      if (name === 'PasswordResetRequiredException')
        goTo(memberUrls.resetPassword, { username: username.trim() });
      // Amplify still holds a session the UI does not show: resync instead of leaving the user stuck.
      if (name === 'UserAlreadyAuthenticatedException') {
        onClose();
        void session.reload();
      }
    } finally {
      setSubmitting(false);
    }
  }

  async function handleNewPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (newPassword.length < PASSWORD_MIN_LENGTH || submitting) return;
    setSubmitting(true);
    try {
      const { nextStep } = await completeNewPassword(config, newPassword);
      if (nextStep.signInStep === 'DONE') done();
      else notify.warning(signInStepMessage(nextStep.signInStep));
    } catch (error) {
      console.warn('Setting the new password failed', error);
      notify.warning(signInErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  // Both steps in the same frame: named by their title, their first field focused (components/dialog-focus.ts).
  const dialogProps = {
    open,
    onClose,
    'aria-labelledby': titleId,
    fullWidth: true,
    maxWidth: 'xs',
    slotProps: dialogFocusSlotProps,
  } as const;

  if (newPasswordStep) {
    return (
      <Dialog {...dialogProps}>
        <Box component="form" onSubmit={handleNewPassword} noValidate>
          <DialogTitle id={titleId}>Choose a new password</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Your account was created with a temporary password. Choose your own to finish signing in.
            </Typography>
            <NewPasswordField
              name="newPassword"
              value={newPassword}
              onChange={setNewPassword}
              autoFocus
              fullWidth
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={newPassword.length < PASSWORD_MIN_LENGTH || submitting}
            >
              Set password
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    );
  }

  return (
    <Dialog {...dialogProps}>
      <Box component="form" ref={formRef} onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>Sign In</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AuthTextField
              label="Username"
              name="username"
              value={username}
              onChange={(value) => {
                setUsername(value);
                setFailure(undefined);
              }}
              autoComplete="username"
              autoFocus
              fullWidth
            />
            <CurrentPasswordField
              name="password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setFailure(undefined);
              }}
              error={failure}
              fullWidth
            />
            <Box>
              <FormControlLabel
                control={<Checkbox checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
                label="Keep me signed in"
              />
              {keep && (
                <Alert severity="warning" sx={{ py: 0 }}>
                  You stay signed in after closing the browser. Do not use this on a shared or public
                  computer.
                </Alert>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box>
            <Button onClick={() => goTo(memberUrls.signUp)}>Sign Up</Button>
            <Button onClick={() => goTo(memberUrls.resetPassword)}>Reset Password</Button>
          </Box>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            Sign In
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

// Default export for React.lazy: the dialog (and Amplify's sign-in code) loads only when first opened.
export default SignInDialog;
