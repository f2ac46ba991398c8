import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useRest } from '@/lib/rest-request';
import type { PostView } from '@contracts/post-answers';
import { patchCachedPost } from './update-post-cache';
import { apiPath } from '@/lib/api-paths';

/** PUT /posts/{postId}/scrap keeps the post in the member's Scraps; DELETE takes it off. */
export function useScrapPost(post: Pick<PostView, 'id' | 'scrapCount'>) {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scrap: boolean) =>
      rest({ method: scrap ? 'PUT' : 'DELETE', path: apiPath`/posts/${post.id}/scrap` }),
    onSuccess: (_answer, scrap) => {
      patchCachedPost(queryClient, post.id, {
        isScrapped: scrap,
        scrapCount: Math.max(0, post.scrapCount + (scrap ? 1 : -1)),
      });
      void queryClient.invalidateQueries({ queryKey: ['me', 'scraps'] });
      notify.success(scrap ? 'Added to your scraps.' : 'Removed from your scraps.');
    },
    onError: (error) => notify.error(error),
  });
}
