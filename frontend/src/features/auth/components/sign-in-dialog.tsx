import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { notify } from '@/lib/notify';
import { signInWithPassword } from '../api/sign-in';
import { useSession } from '../hooks/use-session';
import { signInErrorMessage } from '../sign-in-error-message';
import { signInStepName } from '../sign-in-step-name';

export const SIGN_UP_PATH = '/member/signUp';
export const RESET_PASSWORD_PATH = '/member/resetPassword';

export interface SignInDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Username/password sign-in (§2). Both fields are required; as §5 asks, no messages are shown, the button
 * simply stays disabled until both are filled. Closes on success and when going to sign-up or reset.
 */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  const config = useRuntimeConfig();
  const session = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const canSubmit = username.trim() !== '' && password !== '' && !submitting;

  function goTo(path: string) {
    onClose();
    void navigate(path);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      const { nextStep } = await signInWithPassword(config, { username: username.trim(), password });
      switch (nextStep.signInStep) {
        case 'DONE':
          setPassword('');
          onClose();
          break;
        case 'CONFIRM_SIGN_UP':
          notify.info('Please confirm your account first.');
          goTo(SIGN_UP_PATH);
          break;
        case 'RESET_PASSWORD':
          // §4: a reset-required account leads to the reset-password screen.
          notify.info('Your password must be reset before you can sign in.');
          goTo(RESET_PASSWORD_PATH);
          break;
        default:
          notify.info(`${signInStepName(nextStep.signInStep)} is not supported yet in this version.`);
      }
    } catch (error) {
      console.warn('Sign-in failed', error);
      notify.warning(signInErrorMessage(error));
      // Amplify still holds a session the UI does not show: resync instead of leaving the user stuck.
      if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
        onClose();
        void session.reload();
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>Sign In</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Username"
              name="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
              autoFocus
              required
              fullWidth
              size="small"
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              required
              fullWidth
              size="small"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
          <Box>
            <Button onClick={() => goTo(SIGN_UP_PATH)}>Sign Up</Button>
            <Button onClick={() => goTo(RESET_PASSWORD_PATH)}>Reset Password</Button>
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
