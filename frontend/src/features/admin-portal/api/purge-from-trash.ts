import { useCallback } from 'react';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** DELETE /admin/posts/{postId} or /admin/comments/{commentId}: deletes a trashed one for good. */
export function usePurgeFromTrash() {
  const rest = useRest('post');
  return useCallback(
    (kind: 'posts' | 'comments', id: string) =>
      rest({ method: 'DELETE', path: apiPath`/admin/${kind}/${id}` }),
    [rest],
  );
}
