import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { boardSchema, type Board } from '@contracts/board';
import { pageSchema } from '@contracts/pagination';
import { useRest, type RestCaller } from '@/lib/rest-request';
import { adminKeys } from './admin-query-keys';

const boardPageSchema = pageSchema(boardSchema);

/** GET /boards: every board (a site has few; pages of 100 are read until the last), read fresh. */
export function boardsQuery(rest: RestCaller) {
  return queryOptions({
    queryKey: adminKeys.boards,
    queryFn: async ({ signal }) => {
      const boards: Board[] = [];
      let nextToken: string | undefined;
      do {
        const page = boardPageSchema.parse(
          await rest({ path: '/boards', query: { limit: 100, nextToken }, signal }),
        );
        boards.push(...page.items);
        nextToken = page.nextToken ?? undefined;
      } while (nextToken);
      return boards;
    },
    staleTime: 0,
  });
}

export function useBoards() {
  return useQuery(boardsQuery(useRest('post')));
}

/** Reads the boards again (after a board was created elsewhere than on the Boards screen). */
export function useReloadBoards() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: adminKeys.boards }), [queryClient]);
}
