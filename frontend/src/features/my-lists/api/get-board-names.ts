import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { pageSchema } from '@contracts/pagination';
import { useRest } from '@/lib/rest-request';

const boardNameSchema = z.object({ id: z.string(), name: z.string() });

/**
 * GET /boards (public, pages of 100 read to the end: a site has few boards): each board's name by its id, so
 * the member's lists say "Free Board" where the post records only hold the id. Kept for minutes, like the
 * board screens' own board records. A failure is not toasted: the rows fall back to the id.
 */
export function useBoardNames(): (boardId: string) => string {
  const rest = useRest('post');
  const boards = useQuery({
    queryKey: ['boards', 'names'] as const,
    queryFn: async ({ signal }) => {
      const names = new Map<string, string>();
      let nextToken: string | undefined;
      do {
        const page = pageSchema(boardNameSchema).parse(
          await rest({ path: '/boards', query: { limit: 100, nextToken }, signal }),
        );
        for (const board of page.items) names.set(board.id, board.name);
        nextToken = page.nextToken ?? undefined;
      } while (nextToken);
      return names;
    },
    staleTime: 5 * 60_000,
  });
  // The id while the names load, or for a board removed since the post was written.
  return (boardId) => boards.data?.get(boardId) ?? boardId;
}
