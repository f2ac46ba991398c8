import { useQuery } from '@tanstack/react-query';
import { boardSchema } from '@contracts/board';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** GET /boards/{boardId}: the board the editor writes in (its name, categories and who may write). */
export function useEditorBoard(boardId: string, enabled: boolean) {
  const rest = useRest('post');
  return useQuery({
    queryKey: ['editor', 'board', boardId],
    queryFn: async ({ signal }) =>
      boardSchema.parse(await rest({ path: apiPath`/boards/${boardId}`, signal })),
    enabled,
  });
}
