import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRest, type RestCaller } from '@/lib/rest-request';
import { boardInfoSchema } from './board-schemas';
import { boardKeys } from './board-query-keys';
import { boardPath } from '@/lib/api-paths';

/**
 * GET /boards/{boardId}: the board's name, description, categories and permissions. Public and rarely
 * changed, so it is kept for minutes. Every answer of the board's list carries the record too and puts it
 * under this key (get-board-posts.ts), so the board screens read it from there and ask for it on its own only
 * when the list cannot answer it.
 */
export function boardQuery(rest: RestCaller, boardId: string) {
  return queryOptions({
    queryKey: boardKeys.board(boardId),
    queryFn: async ({ signal }) => boardInfoSchema.parse(await rest({ path: boardPath(boardId), signal })),
    staleTime: 5 * 60_000,
  });
}

/**
 * The board's record: what the cache holds (a list answer's, get-board-posts.ts), and GET /boards/{boardId}
 * when `fetch` and the cache holds none or an old one.
 */
export function useBoard(boardId: string, fetch = true) {
  return useQuery({ ...boardQuery(useRest('post'), boardId), enabled: fetch });
}
