import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/page-loading';
import { useSession } from '@/lib/session-context';
import { useSiteTitle } from '@/features/navigation/api/get-menu-tree';

/** The home screen's code: its own chunk, like every module screen (main.tsx starts it early on `/`). */
export const loadHomeScreen = () => import('@/features/home');

// The first render of any page downloads only the shell.
const HomeScreen = lazy(() => loadHomeScreen().then((module) => ({ default: module.HomeScreen })));

/** The root page: the site's title and description, and each board's latest posts. */
export function HomePage() {
  const session = useSession();
  const siteTitle = useSiteTitle();
  return (
    <Suspense fallback={<PageLoading label="Loading the home page" />}>
      <HomeScreen
        siteTitle={siteTitle}
        viewerId={session.user?.userId ?? null}
        sessionLoading={session.loading && !session.user}
      />
    </Suspense>
  );
}
