import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { boardSearchPageSchema } from '@contracts/post-answers';
import { apiPath } from '@/lib/api-paths';
import { useRest, type RestCaller, type RestRequest } from '@/lib/rest-request';
import type { BoardSearch } from '../board-urls';
import type { Viewer } from '../viewer';
import type { BoardInfo } from './board-schemas';
import { boardKeys } from './board-query-keys';

/**
 * Rows asked for per answer. An answer with fewer and a nextToken has stopped at the bounded amount of the
 * board a search reads at once (contracts/post-answers.ts, `searchedTo`): the screen then offers to search
 * older posts rather than say there are no more.
 */
export const BOARD_SEARCH_LIMIT = 20;

/** GET /boards/{boardId}/search for one page of a search (`after` is the previous answer's nextToken). */
export function boardSearchRequest(
  boardId: string,
  search: BoardSearch,
): Pick<RestRequest, 'path' | 'query'> {
  return {
    path: apiPath`/boards/${boardId}/search`,
    query: {
      q: search.q,
      target: search.target,
      from: search.from,
      to: search.to,
      limit: BOARD_SEARCH_LIMIT,
      nextToken: search.after,
    },
  };
}

/**
 * A board's search (contracts/search.ts), answered from the search index, newest first. Its answer carries the
 * board's record as the list's does, which goes under the board's own key (get-board.ts): the list page shows
 * its heading from it.
 */
export function boardSearchQuery(
  rest: RestCaller,
  boardId: string,
  search: BoardSearch,
  viewer: Viewer | null,
) {
  return queryOptions({
    queryKey: boardKeys.search(boardId, search, viewer),
    queryFn: async ({ signal, client }) => {
      const page = boardSearchPageSchema.parse(
        await rest({ ...boardSearchRequest(boardId, search), signal }),
      );
      client.setQueryData<BoardInfo>(boardKeys.board(boardId), page.board);
      return page;
    },
    staleTime: 15_000,
    meta: { errorMessage: 'The search could not be completed. Please try again.' },
  });
}

const NO_SEARCH: BoardSearch = { q: '', target: 'titleBody' };

/**
 * {@link boardSearchQuery} for a screen, idle while `search` is null (the page shows the board's list then).
 * The previous answer stays shown, dimmed, while the next page of results loads.
 */
export function useBoardSearch(
  boardId: string,
  search: BoardSearch | null,
  { viewer, enabled = true }: { readonly viewer: Viewer | null; readonly enabled?: boolean },
) {
  return useQuery({
    ...boardSearchQuery(useRest('post'), boardId, search ?? NO_SEARCH, viewer),
    enabled: enabled && search !== null,
    placeholderData: keepPreviousData,
  });
}
