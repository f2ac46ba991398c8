import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRest } from '@/lib/rest-request';
import { notify } from '@/lib/notify';
import { apiPath } from '@/lib/api-paths';

/** DELETE /posts/{postId}/scrap: takes a post off the member's scraps. */
export function useRemoveScrap() {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => rest({ method: 'DELETE', path: apiPath`/posts/${postId}/scrap` }),
    onSuccess: () => {
      notify.success('Removed from your scraps.');
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: (error) => notify.error(error),
  });
}
