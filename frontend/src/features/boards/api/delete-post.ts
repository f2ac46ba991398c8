import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useRest } from '@/lib/rest-request';
import { boardKeys } from './board-query-keys';
import { apiPath } from '@/lib/api-paths';

/** DELETE /posts/{postId}: moves the post to the trash (author or admin); administrators can restore it. */
export function useDeletePost(postId: string, boardId: string) {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rest({ method: 'DELETE', path: apiPath`/posts/${postId}` }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: boardKeys.post(postId) });
      // Reset, not only invalidated: the list the page goes back to must never show the deleted post, even for
      // the moment its refetch takes.
      void queryClient.resetQueries({ queryKey: boardKeys.posts(boardId) });
      void queryClient.invalidateQueries({ queryKey: ['home'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      notify.success('The post was moved to the trash.');
    },
    onError: (error) => notify.error(error),
  });
}
