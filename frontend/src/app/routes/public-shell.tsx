import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Container from '@mui/material/Container';
import { AccountLoadError } from '@/components/account-load-error';
import { OfflineNotice } from '@/components/offline-notice';
import { mainContentProps, SkipLink } from '@/components/skip-link';
import { PageLoading } from '@/components/page-loading';
import { useSession } from '@/lib/session-context';
import { TopBar } from '@/features/navigation/components/top-bar';

// The dialog pulls in Amplify's sign-in code (SRP maths): loaded only when a visitor first opens it.
const SignInDialog = lazy(() => import('@/features/auth/components/sign-in-dialog'));

/** The public area (docs/web-app.md): top bar over the page; composes the navigation and auth features. */
export function PublicShell() {
  const session = useSession();
  const [signInOpen, setSignInOpen] = useState(false);
  // Stays mounted after the first open so the closing transition can run.
  const [signInRequested, setSignInRequested] = useState(false);

  return (
    <>
      <SkipLink />
      <TopBar
        user={session.user ? { nickName: session.user.nickName, isAdmin: session.isAdmin } : null}
        sessionLoading={session.loading}
        onSignIn={() => {
          setSignInRequested(true);
          setSignInOpen(true);
        }}
        onSignOut={() => void session.signOut()}
      />
      <Container
        component="main"
        maxWidth="lg"
        {...mainContentProps}
        sx={{ py: 2, '&:focus': { outline: 'none' } }}
      >
        <OfflineNotice />
        {session.failed && !session.user && (
          <AccountLoadError consequence="you appear signed out" onRetry={() => void session.reload()} />
        )}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      {signInRequested && (
        <Suspense fallback={null}>
          <SignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
