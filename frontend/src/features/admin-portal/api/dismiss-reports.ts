import { useCallback } from 'react';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** DELETE /admin/reports/{postId}: dismisses the reports on a post, which stays as it is. */
export function useDismissReports() {
  const rest = useRest('post');
  return useCallback(
    (postId: string) => rest({ method: 'DELETE', path: apiPath`/admin/reports/${postId}` }),
    [rest],
  );
}
