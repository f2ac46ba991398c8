import { boardPostsPath } from '@/lib/api-paths';
import type { RestRequest } from '@/lib/rest-request';
import type { BoardListState } from '../board-urls';

type ListRequest = Pick<RestRequest, 'path' | 'query'>;

/**
 * The request for one list page of a board (GET /boards/{boardId}/posts): a numbered page, optionally in a
 * category. A search is not a list page: it has a route of its own (api/search-board.ts). Apart from its
 * query (get-board-posts.ts) so that the boot script's early request (app/early-route-data.ts) builds the same
 * URL without the query's code.
 */
export function boardPostsRequest(boardId: string, state: BoardListState): ListRequest {
  return numberedPageRequest(boardId, state);
}

/**
 * A numbered page (`page`, optionally in a `category`): what a board's plain address shows, page 1 of all
 * categories, is the one the boot script asks for early.
 */
export function numberedPageRequest(
  boardId: string,
  { page, category }: Pick<BoardListState, 'page' | 'category'>,
): ListRequest {
  return { path: boardPostsPath(boardId), query: { category, page } };
}
