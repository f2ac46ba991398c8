import type { RuntimeConfig } from '@contracts/runtime-config';
import { hasStoredSession } from '@/lib/amplify/load-amplify';
import { startEarlyGet } from '@/lib/early-requests';
import { restUrl } from '@/lib/rest-request';
import { boardRouteOfPath } from './modules/public/board-route';

/**
 * Starts the requests whose answers the page at `location` draws first, as soon as /config.json is read and
 * while the page's code still downloads: a board's record (its name and description) and its first list page,
 * or a post. The page's own requests then take these answers (lib/early-requests.ts). Guests only: a member's
 * reads carry their token and answer per member. The URLs are the ones the pages' queries build
 * (features/boards/api): anything else is simply not taken.
 */
export function startRouteData(location: Pick<Location, 'pathname' | 'search'>, config: RuntimeConfig): void {
  if (hasStoredSession(config)) return;
  const route = boardRouteOfPath(location.pathname);
  if (!route) return;
  const get = (path: string, query?: Record<string, string | number>) =>
    startEarlyGet(restUrl(config, 'post', { path, query }).href);
  if (route.kind === 'list') {
    get(`/boards/${encodeURIComponent(route.boardId)}`);
    // The first page without a category or search: what a board's plain address shows.
    if (!location.search) get(`/boards/${encodeURIComponent(route.boardId)}/posts`, { page: 1 });
  } else if (route.kind === 'post') {
    get(`/posts/${encodeURIComponent(route.postId)}`);
  }
}
