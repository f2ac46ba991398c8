import { useCallback } from 'react';
import { useRest } from '@/lib/rest-request';

/** DELETE /admin/reports/{postId}: dismisses the reports on a post, which stays as it is. */
export function useDismissReports() {
  const rest = useRest('post');
  return useCallback(
    (postId: string) => rest({ method: 'DELETE', path: `/admin/reports/${encodeURIComponent(postId)}` }),
    [rest],
  );
}
