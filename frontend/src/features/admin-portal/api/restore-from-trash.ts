import { useCallback } from 'react';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** POST /admin/posts/{postId}/restore or /admin/comments/{commentId}/restore: puts it back where it was. */
export function useRestoreFromTrash() {
  const rest = useRest('post');
  return useCallback(
    (kind: 'posts' | 'comments', id: string) =>
      rest({ method: 'POST', path: apiPath`/admin/${kind}/${id}/restore` }),
    [rest],
  );
}
