import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { menuTreeQuery } from '@/features/navigation/api/get-menu-tree';
import { hasStoredSession } from '@/lib/amplify/stored-session';
import { restRequest, type RestCaller } from '@/lib/rest-request';
import { boardRouteOfPath } from './modules/public/board-path';
import { boardDataCode } from './modules/public/board-route';
import { homeScreenCode } from './routes/home-page';

/** How long the first render waits for the page's data; after that it draws the page's loading state. */
export const PRIME_WAIT_MS = 300;

/**
 * Fetches into the query cache what the page at `location` shows first, before the first render: the menu and
 * the site's title (every public page), and for a guest the home page's boards, a board's record and list, or
 * a post. The pages' queries then find their data at once, so the first render draws the page itself rather
 * than its loading state followed by a second render and paint (docs/performance.md, "First render"). The
 * requests are usually answered already: the boot script started them (app/early-route-data.ts). Waits at
 * most `maxWaitMs`; a read still running then is taken over by the page's query (same key, one request).
 * A member's page reads with their token once their session is known, so only the menu is fetched for them.
 */
export async function primeRouteData(
  queryClient: QueryClient,
  config: RuntimeConfig,
  location: Pick<Location, 'pathname' | 'search'>,
  maxWaitMs: number = PRIME_WAIT_MS,
): Promise<void> {
  const module = location.pathname.split('/').find(Boolean)?.toLowerCase();
  // The admin portal reads everything with the administrator's token.
  if (module === 'admin') return;
  const reads: Promise<unknown>[] = [queryClient.prefetchQuery(menuTreeQuery(config.graphql))];
  if (!hasStoredSession(config)) {
    const rest: RestCaller = (request) => restRequest(config, 'post', request);
    if (module === undefined) {
      reads.push(
        homeScreenCode.load().then((home) => queryClient.prefetchQuery(home.homeQuery(rest, 'guest'))),
      );
    }
    const route = boardRouteOfPath(location.pathname);
    if (route?.kind === 'list' || route?.kind === 'post') {
      const page =
        route.kind === 'list'
          ? { kind: route.kind, boardId: route.boardId, search: location.search }
          : { kind: route.kind, postId: route.postId };
      reads.push(boardDataCode.load().then((code) => code.primeBoardPage(queryClient, rest, page)));
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(reads),
    new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
  ]);
  clearTimeout(timer);
}
