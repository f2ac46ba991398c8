import { useCallback } from 'react';
import { useRest } from '@/lib/rest-request';

/** DELETE /admin/posts/{postId} or /admin/comments/{commentId}: deletes a trashed one for good. */
export function usePurgeFromTrash() {
  const rest = useRest('post');
  return useCallback(
    (kind: 'posts' | 'comments', id: string) =>
      rest({ method: 'DELETE', path: `/admin/${kind}/${encodeURIComponent(id)}` }),
    [rest],
  );
}
