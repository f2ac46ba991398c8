import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRest, type RestCaller } from '@/lib/rest-request';
import { boardInfoSchema } from './board-schemas';
import { boardKeys } from './board-query-keys';
import { boardPath } from '@/lib/api-paths';

/**
 * GET /boards/{boardId}: the board's name, description, categories and permissions. Public and rarely
 * changed, so it is kept for minutes: moving between pages of a board costs only the list request.
 */
export function boardQuery(rest: RestCaller, boardId: string) {
  return queryOptions({
    queryKey: boardKeys.board(boardId),
    queryFn: async ({ signal }) => boardInfoSchema.parse(await rest({ path: boardPath(boardId), signal })),
    staleTime: 5 * 60_000,
  });
}

export function useBoard(boardId: string) {
  return useQuery(boardQuery(useRest('post'), boardId));
}
