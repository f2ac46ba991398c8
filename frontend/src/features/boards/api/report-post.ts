import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReportBody } from '@contracts/report';
import { notify } from '@/lib/notify';
import { useRest } from '@/lib/rest-request';
import { patchCachedPost } from './update-post-cache';
import { apiPath } from '@/lib/api-paths';

/** POST /posts/{postId}/reports: tells the administrators why the post breaks the rules (once per member). */
export function useReportPost(postId: string) {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: CreateReportBody) =>
      rest({ method: 'POST', path: apiPath`/posts/${postId}/reports`, body: report }),
    onSuccess: () => {
      patchCachedPost(queryClient, postId, { hasReported: true });
      notify.success('Thank you. The administrators will look at this post.');
    },
    onError: (error) => notify.error(error),
  });
}
