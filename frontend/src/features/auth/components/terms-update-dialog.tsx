import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TitledDialog } from '@/components/titled-dialog';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useRest } from '@/lib/rest-request';
import { useMemberSettings } from '../api/get-member-settings';
import { OWN_PROFILE_KEY } from './terms-check';
import { TermsAgreement, type Agreements } from './terms-agreement';

export const UPDATED_TERMS_TITLE = 'The terms have been updated';

/**
 * The updated terms of service and privacy policy, read fresh, with their two agreement boxes and Agree
 * (POST /me/terms-agreement with the version shown: the server records its own time and refuses a version
 * that is no longer current). "Later" closes it for this visit; writing stays refused until the member agrees.
 */
export default function TermsUpdateDialog({ onLater }: { onLater: () => void }) {
  const settings = useMemberSettings();
  const rest = useRest('member');
  const queryClient = useQueryClient();
  const [agreements, setAgreements] = useState<Agreements>({ terms: false, privacy: false });
  const [error, setError] = useState<string | undefined>();
  const agree = useMutation({
    mutationFn: (version: number) => rest({ method: 'POST', path: '/me/terms-agreement', body: { version } }),
    onSuccess: async () => {
      notify.success('Thank you: you agreed to the updated terms.');
      await queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
    },
    onError: async (failure) => {
      // Kept in the dialog, where the member is looking, until they try again.
      setError(errorMessage(failure));
      await queryClient.invalidateQueries({ queryKey: ['site-settings', 'members'] });
    },
  });

  function submit() {
    if (!settings.data) return;
    if (!agreements.terms || !agreements.privacy) {
      setError('Please agree to the terms of service and the privacy policy to continue.');
      return;
    }
    setError(undefined);
    agree.mutate(settings.data.termsVersion);
  }

  return (
    <TitledDialog
      open
      onClose={onLater}
      title={UPDATED_TERMS_TITLE}
      maxWidth="sm"
      fullWidth
      actions={
        <>
          <Button onClick={onLater}>Later</Button>
          <Button variant="contained" onClick={submit} disabled={!settings.data || agree.isPending}>
            Agree
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>
        The terms of service or the privacy policy changed since you last agreed. Please read them and agree
        to keep writing on this site; you can still read everything meanwhile.
      </Typography>
      {settings.isPending ? (
        <Skeleton height={160} aria-label="Loading the terms" />
      ) : settings.isError ? (
        <Alert severity="error" action={<Button onClick={() => void settings.refetch()}>Retry</Button>}>
          The terms could not be loaded.
        </Alert>
      ) : (
        <TermsAgreement
          termsOfService={settings.data.termsOfService}
          privacyPolicy={settings.data.privacyPolicy}
          value={agreements}
          onChange={(next) => {
            setAgreements(next);
            if (next.terms && next.privacy) setError(undefined);
          }}
          error={error}
        />
      )}
    </TitledDialog>
  );
}
