import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@contracts/member';
import { useSession } from '@/lib/session-context';
import { useRest } from '@/lib/rest-request';

const TermsUpdateDialog = lazy(() => import('./terms-update-dialog'));

/** The member feature's own-profile query key: both read GET /me/profile, so one request serves both. */
export const OWN_PROFILE_KEY = ['member', 'own-profile'] as const;

/**
 * Asks a signed-in member to agree again when the terms of service or the privacy policy changed since they
 * last agreed (docs/web-app.md, "Updated terms"), as Rhymix does: GET /me/profile says which version they
 * agreed to and which the site asks for; only when they differ is the dialog (its own chunk) loaded. Writes
 * are refused by the server meanwhile (403), whatever this shows.
 */
export function TermsCheck() {
  const session = useSession();
  const rest = useRest('member');
  const [later, setLater] = useState(false);
  const profile = useQuery({
    queryKey: OWN_PROFILE_KEY,
    queryFn: async ({ signal }) => ownProfileSchema.parse(await rest({ path: '/me/profile', signal })),
    enabled: session.user !== null,
  });
  const data = session.user ? profile.data : undefined;
  if (!data || later || data.termsVersion >= data.termsCurrentVersion) return null;
  return (
    <Suspense fallback={null}>
      <TermsUpdateDialog onLater={() => setLater(true)} />
    </Suspense>
  );
}
