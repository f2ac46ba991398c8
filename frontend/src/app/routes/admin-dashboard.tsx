import { lazy } from 'react';

// Its own chunk, like every admin screen: the public site never downloads it (AdminArea has the Suspense).
const DashboardPage = lazy(() =>
  import('@/features/admin-portal/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** /admin index: the dashboard. */
export function AdminDashboard() {
  return <DashboardPage />;
}
