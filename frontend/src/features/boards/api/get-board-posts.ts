import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useRest, type RestCaller } from '@/lib/rest-request';
import type { BoardListState } from '../board-urls';
import type { Viewer } from '../viewer';
import { boardKeys } from './board-query-keys';
import { boardPostsPageSchema } from '@contracts/post-answers';
import { boardPostsRequest } from './board-posts-request';
import type { BoardInfo } from './board-schemas';

export interface BoardPostsOptions {
  readonly viewer: Viewer | null;
  /** Off until the session is known, so a member's first request already carries their token. */
  readonly enabled?: boolean;
}

/**
 * GET /boards/{boardId}/posts (board-posts-request.ts): one request per list page, with the display numbers
 * and the page count (a search has its own route, search-board.ts). Every answer carries the board's record,
 * which goes under the board's own key (get-board.ts): the list page and the list under a post then ask no
 * GET /boards/{boardId} of their own (docs/performance.md).
 */
export function boardPostsQuery(
  rest: RestCaller,
  boardId: string,
  state: BoardListState,
  viewer: Viewer | null,
) {
  return queryOptions({
    queryKey: boardKeys.list(boardId, state, viewer),
    queryFn: async ({ signal, client }) => {
      const page = boardPostsPageSchema.parse(await rest({ ...boardPostsRequest(boardId, state), signal }));
      client.setQueryData<BoardInfo>(boardKeys.board(boardId), page.board);
      return page;
    },
    staleTime: 15_000,
    meta: { errorMessage: 'The posts could not be loaded. Please try again.' },
  });
}

/** {@link boardPostsQuery} for a list on screen: the previous page stays shown while the next one loads. */
export function useBoardPosts(
  boardId: string,
  state: BoardListState,
  { viewer, enabled = true }: BoardPostsOptions,
) {
  return useQuery({
    ...boardPostsQuery(useRest('post'), boardId, state, viewer),
    enabled,
    placeholderData: keepPreviousData,
  });
}
