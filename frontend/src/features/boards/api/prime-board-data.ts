import type { QueryClient } from '@tanstack/react-query';
import type { RestCaller } from '@/lib/rest-request';
import { boardSearchOf, readListState } from '../board-urls';
import { boardPostsQuery } from './get-board-posts';
import { postQuery } from './get-post';
import { boardSearchQuery } from './search-board';

/** A board list (with the address's query) or a post, by the kinds of the route manifest (app/route-manifest.ts). */
export type PrimedBoardPage =
  | { readonly kind: 'board-list'; readonly boardId: string; readonly search: string }
  | { readonly kind: 'board-post'; readonly postId: string };

/**
 * Fetches into the query cache what a guest's board list (the page of posts or the search its address names,
 * which brings the board's record) or post page (the post, which brings its first comments) reads first, with the same
 * queries the pages run, so that those pages find their data when they first render
 * (app/prime-route-data.ts). Settles when the read has; never rejects (a failed read is left for the page's
 * own query to retry and show).
 */
export async function primeBoardPage(
  queryClient: QueryClient,
  rest: RestCaller,
  page: PrimedBoardPage,
): Promise<void> {
  if (page.kind === 'board-post') {
    await queryClient.prefetchQuery(postQuery(rest, page.postId, null));
    return;
  }
  const state = readListState(new URLSearchParams(page.search));
  const search = boardSearchOf(state);
  if (search) await queryClient.prefetchQuery(boardSearchQuery(rest, page.boardId, search, null));
  else await queryClient.prefetchQuery(boardPostsQuery(rest, page.boardId, state, null));
}
