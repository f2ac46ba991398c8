import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import Container from '@mui/material/Container';
import { AccountLoadError } from '@/components/account-load-error';
import { useDocumentTitle } from '@/components/use-document-title';
import { PageLoading } from '@/components/page-loading';
import { useSession } from '@/lib/session-context';

// Admin code is a separate chunk that only admins ever download.
const AdminLayout = lazy(() => import('@/features/admin-portal/components/admin-layout'));

/**
 * Everything under /admin. Only members in the 'Admin' group see anything; others get nothing rendered and
 * no redirect (docs/admin-portal.md). This is presentation only: the APIs enforce authorization themselves.
 * While a stored session is looked up the page says so, and when that lookup failed (the member API down)
 * it says that, with Try again, rather than leaving an admin before a blank page.
 */
export function AdminArea() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.user && session.loading) return <PageLoading label="Checking your account" />;
  if (!session.user && session.failed) return <AccountUnavailable onRetry={() => void session.reload()} />;
  if (!session.user || !session.isAdmin) return null;

  const signOutToRoot = async () => {
    await session.signOut();
    await navigate('/');
  };

  return (
    <Suspense fallback={<PageLoading label="Loading the admin portal" />}>
      <AdminLayout
        userName={session.user.nickName || session.user.userName}
        onSignOut={() => void signOutToRoot()}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AdminLayout>
    </Suspense>
  );
}

function AccountUnavailable({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Account unavailable', null);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <AccountLoadError consequence="the admin portal cannot open" onRetry={onRetry} />
    </Container>
  );
}
