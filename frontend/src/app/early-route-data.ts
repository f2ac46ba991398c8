import type { RuntimeConfig } from '@contracts/runtime-config';
import { MEMBER_SETTINGS_QUERY } from '@/features/auth/api/member-settings-query';
import { MENU_TREE_QUERY } from '@/features/navigation/api/menu-tree-query';
import { startEarlyGet } from '@/lib/early-requests';
import { startEarlyGraphql } from '@/lib/graphql-client';
import { restUrl } from '@/lib/rest-url';
import { articlePath, homePath, postPath } from '@/lib/api-paths';
import type { RestRequest } from '@/lib/rest-request';
import { numberedPageRequest } from '@/features/boards/api/board-posts-request';
import { firstReads } from './first-reads';

/** What {@link startRouteData} reads of /config.json: the boot script has it before it is validated. */
export interface RouteDataConfig {
  readonly auth: Pick<RuntimeConfig['auth'], 'userPoolClientId'>;
  readonly graphql: Pick<RuntimeConfig['graphql'], 'endpoint' | 'apiKey'>;
  readonly rest: Pick<RuntimeConfig['rest'], 'post'>;
}

/**
 * Starts the requests whose answers the page at `location` draws first (app/first-reads.ts), as soon as
 * /config.json is read and while the page's code still downloads. The page's own requests then take these
 * answers (lib/early-requests.ts), found by their URL: so each is built by the function the page's query
 * builds it with (lib/api-paths.ts, features/boards/api/board-posts-request.ts), and early-route-data.test.ts
 * fails when a page would ask for another URL than its early request.
 * Called by the boot script (src/boot/boot.ts), and again by main.tsx for a page without it (the dev
 * server): a request already started is not repeated.
 */
export function startRouteData(
  location: Pick<Location, 'pathname' | 'search'>,
  config: RouteDataConfig,
): void {
  const reads = firstReads(location, config);
  if (reads.menu) startEarlyGraphql({ ...config.graphql, query: MENU_TREE_QUERY });
  if (reads.memberSettings) startEarlyGraphql({ ...config.graphql, query: MEMBER_SETTINGS_QUERY });
  const get = (request: Pick<RestRequest, 'path' | 'query'>) =>
    void startEarlyGet(restUrl(config, 'post', request).href);
  if (reads.home) get({ path: homePath() });
  const board = reads.board;
  if (board?.kind === 'board-list') {
    // The first page without a category or search: what a board's plain address shows. Its answer carries the
    // board's record, which the page reads from it (no GET /boards/{boardId}).
    if (!board.search) get(numberedPageRequest(board.boardId, { page: 1 }));
  } else if (board?.kind === 'board-post') {
    // The post, which carries its first comments (no GET /posts/{postId}/comments).
    get({ path: postPath(board.postId) });
  }
  if (reads.article !== undefined) get({ path: articlePath(reads.article) });
}
