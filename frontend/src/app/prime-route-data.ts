import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { menuTreeQuery } from '@/features/navigation/api/get-menu-tree';
import { restRequest, type RestCaller } from '@/lib/rest-request';
import { firstReads } from './first-reads';
import { articleDataCode } from './modules/public/article-route';
import { boardDataCode } from './modules/public/board-route';
import { homeScreenCode } from './routes/home-page';

/** How long the first render waits for the page's data; after that it draws the page's loading state. */
const PRIME_WAIT_MS = 300;

/**
 * Fetches into the query cache what the page at `location` shows first (app/first-reads.ts), before the
 * first render, with the pages' own query options. The pages' queries then find their data at once, so the
 * first render draws the page itself rather than its loading state followed by a second render and paint
 * (docs/performance.md, "First render"). The requests are usually answered already: the boot script started
 * them (app/early-route-data.ts). Waits at most `maxWaitMs`; a read still running then is taken over by the
 * page's query (same key, one request).
 */
export async function primeRouteData(
  queryClient: QueryClient,
  config: RuntimeConfig,
  location: Pick<Location, 'pathname' | 'search'>,
  maxWaitMs: number = PRIME_WAIT_MS,
): Promise<void> {
  const reads = firstReads(location, config);
  const rest: RestCaller = (request) => restRequest(config, 'post', request);
  const pending: Promise<unknown>[] = [];
  if (reads.menu) pending.push(queryClient.prefetchQuery(menuTreeQuery(config.graphql)));
  if (reads.home) {
    pending.push(
      homeScreenCode.load().then((home) => queryClient.prefetchQuery(home.homeQuery(rest, 'guest'))),
    );
  }
  const board = reads.board;
  if (board) {
    pending.push(boardDataCode.load().then((code) => code.primeBoardPage(queryClient, rest, board)));
  }
  const article = reads.article;
  if (article !== undefined) {
    pending.push(
      articleDataCode.load().then((code) => queryClient.prefetchQuery(code.articleQuery(rest, article))),
    );
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(pending),
    new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
  ]);
  clearTimeout(timer);
}
