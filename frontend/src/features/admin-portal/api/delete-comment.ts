import { useCallback } from 'react';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** DELETE /comments/{commentId}: moves a comment to the trash (an admin may delete anyone's). */
export function useDeleteComment() {
  const rest = useRest('post');
  return useCallback(
    (commentId: string) => rest({ method: 'DELETE', path: apiPath`/comments/${commentId}` }),
    [rest],
  );
}
