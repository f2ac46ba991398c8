import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { notify } from '@/lib/notify';
import { resendSignUpCodeTo } from '../api/account-actions';
import { authErrorMessage } from '../auth-error-message';
import { AuthTextField } from './auth-text-field';

/** How long "Resend code" waits after a code was sent (Cognito also limits how often codes go out). */
export const RESEND_COOLDOWN_SECONDS = 60;

export interface ConfirmSignUpStepProps {
  readonly username: string;
  /** The masked address the code went to, when Cognito said. */
  readonly destination: string | null;
  /** True when a code was just sent (after sign-up): the cooldown starts at once. */
  readonly justSent: boolean;
  readonly onConfirm: (code: string) => Promise<void>;
}

/** The confirmation step: the emailed code, where it went, and "Resend code" with a cooldown. */
export function ConfirmSignUpStep({ username, destination, justSent, onConfirm }: ConfirmSignUpStepProps) {
  const config = useRuntimeConfig();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState(destination);
  const [cooldown, setCooldown] = useState(justSent ? RESEND_COOLDOWN_SECONDS : 0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function resend() {
    try {
      const { destination: to } = await resendSignUpCodeTo(config, username);
      setSentTo(to);
      setCooldown(RESEND_COOLDOWN_SECONDS);
      notify.success(to ? `A new code was sent to ${to}.` : 'A new code was sent.');
    } catch (error) {
      console.warn('Resending the code failed', error);
      notify.warning(authErrorMessage(error));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '' || busy) return;
    setBusy(true);
    try {
      await onConfirm(code.trim());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Confirm your account">
      <Stack spacing={2}>
        <Alert severity="info">
          {sentTo
            ? `We sent a confirmation code to ${sentTo}. Enter it below to finish signing up as ${username}.`
            : `Enter the confirmation code we sent to the email address of ${username}.`}
        </Alert>
        <AuthTextField
          label="Confirmation code"
          name="code"
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric' }}
          autoFocus
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained" disabled={code.trim() === '' || busy}>
            Confirm
          </Button>
          <Button onClick={() => void resend()} disabled={cooldown > 0}>
            {cooldown > 0 ? `Resend code (${cooldown}s)` : 'Resend code'}
          </Button>
        </Stack>
        {cooldown > 0 && (
          <Typography variant="body2" color="text.secondary">
            You can ask for a new code in {cooldown} seconds.
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
