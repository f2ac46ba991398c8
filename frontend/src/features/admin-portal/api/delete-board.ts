import { useCallback } from 'react';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/**
 * DELETE /admin/boards/{boardId}: a board with posts is refused with 409 unless `confirm` says the admin was
 * asked again.
 */
export function useDeleteBoard() {
  const rest = useRest('post');
  return useCallback(
    (id: string, confirm: boolean) =>
      rest({
        method: 'DELETE',
        path: apiPath`/admin/boards/${id}`,
        query: confirm ? { confirm: 'true' } : {},
      }),
    [rest],
  );
}
