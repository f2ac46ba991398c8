import { Suspense } from 'react';
import { lazyComponent, preloadable } from '@/lib/preloadable';
import { PageLoading } from '@/components/page-loading';
import { useSession } from '@/lib/session-context';
import {
  useHomeMenuId,
  useMenuTree,
  useSiteDescription,
  useSiteTitle,
} from '@/features/navigation/api/get-menu-tree';
import { homeTarget } from '@/features/home/home-target';
import { findModule } from '../modules';

/** The home screen's code: its own chunk, like every module screen (app/preload-route.ts starts it on `/`). */
export const homeScreenCode = preloadable(() => import('@/features/home'));

// The first render of any other page downloads only the shell.
const HomeScreen = lazyComponent(homeScreenCode, (module) => module.HomeScreen);

/**
 * The root page: the page of the menu item an admin set as the home page (a board, an article: shown in place,
 * as Rhymix's default module is), else the site's title and description and each board's latest posts. The
 * setting comes with the menu in the top bar's request, so choosing costs no request of its own.
 */
export function HomePage() {
  const session = useSession();
  const siteTitle = useSiteTitle();
  const siteDescription = useSiteDescription();
  const menus = useMenuTree();
  const homeMenuId = useHomeMenuId();
  // Waits for the setting, but not for the retries of a failing request: the posts need no GraphQL.
  if ((menus.isPending || homeMenuId.isPending) && menus.failureCount === 0) {
    return <PageLoading label="Loading the home page" />;
  }
  // A menu that failed to load, an item deleted since, or a module this site lacks: the default home page.
  const target = homeTarget(menus.data ?? [], homeMenuId.data);
  const Module = target ? findModule('public', target.module) : undefined;
  if (target && Module) {
    return (
      <Suspense fallback={<PageLoading label="Loading the home page" />}>
        <Module key={`${target.module}/${target.id}`} params={target} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading label="Loading the home page" />}>
      <HomeScreen
        siteTitle={siteTitle}
        siteDescription={siteDescription}
        viewerId={session.user?.userId ?? null}
        sessionLoading={session.loading && !session.user}
      />
    </Suspense>
  );
}
