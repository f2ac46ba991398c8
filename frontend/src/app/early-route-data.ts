import type { RuntimeConfig } from '@contracts/runtime-config';
import { MENU_TREE_QUERY } from '@/features/navigation/api/menu-tree-query';
import { hasStoredSession } from '@/lib/amplify/stored-session';
import { startEarlyGet } from '@/lib/early-requests';
import { startEarlyGraphql } from '@/lib/graphql-client';
import { restUrl } from '@/lib/rest-url';
import { boardRouteOfPath } from './modules/public/board-path';

/** What {@link startRouteData} reads of /config.json: the boot script has it before it is validated. */
export interface RouteDataConfig {
  readonly auth: Pick<RuntimeConfig['auth'], 'userPoolClientId'>;
  readonly graphql: Pick<RuntimeConfig['graphql'], 'endpoint' | 'apiKey'>;
  readonly rest: Pick<RuntimeConfig['rest'], 'post'>;
}

/**
 * Starts the requests whose answers the page at `location` draws first, as soon as /config.json is read and
 * while the page's code still downloads: the menu and the site's title (every public page's top bar), and a
 * guest's view of the home page's boards, of a board's record (its name and description) and first list
 * page, or of a post. The page's own requests then take these answers (lib/early-requests.ts). The REST
 * reads are for guests only: a member's carry their token and answer per member. The requests are the ones
 * the pages' queries build (features/navigation/api, features/home/api, features/boards/api): anything else
 * is simply not taken. Called by the boot script (src/boot/boot.ts), and again by main.tsx for a page
 * without it (the dev server): a request already started is not repeated.
 */
export function startRouteData(
  location: Pick<Location, 'pathname' | 'search'>,
  config: RouteDataConfig,
): void {
  const module = location.pathname.split('/').find(Boolean)?.toLowerCase();
  // The admin portal has menus of its own (and only administrators see it).
  if (module === 'admin') return;
  startEarlyGraphql({ ...config.graphql, query: MENU_TREE_QUERY });
  if (hasStoredSession(config)) return;
  const get = (path: string, query?: Record<string, string | number>) =>
    void startEarlyGet(restUrl(config, 'post', { path, query }).href);
  // The home page's boards with their latest posts, as a guest sees them.
  if (module === undefined) get('/home');
  const route = boardRouteOfPath(location.pathname);
  if (!route) return;
  if (route.kind === 'list') {
    get(`/boards/${encodeURIComponent(route.boardId)}`);
    // The first page without a category or search: what a board's plain address shows.
    if (!location.search) get(`/boards/${encodeURIComponent(route.boardId)}/posts`, { page: 1 });
  } else if (route.kind === 'post') {
    get(`/posts/${encodeURIComponent(route.postId)}`);
  }
}
