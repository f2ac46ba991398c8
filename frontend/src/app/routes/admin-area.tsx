import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { useSession } from '@/lib/session-context';

// Admin code is a separate chunk that only admins ever download.
const AdminLayout = lazy(() => import('@/features/admin-portal/components/admin-layout'));

/**
 * Everything under /admin. Only members in the 'Admin' group see anything; others get nothing rendered and
 * no redirect (docs/admin-portal.md). This is presentation only: the APIs enforce authorization themselves.
 */
export function AdminArea() {
  const session = useSession();
  const navigate = useNavigate();
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
