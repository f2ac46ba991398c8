import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useRest } from '@/lib/rest-request';
import { voteStateSchema } from './board-schemas';
import { patchCachedPost } from './update-post-cache';
import { apiPath } from '@/lib/api-paths';

/**
 * PUT /posts/{postId}/vote to vote (once per member, never one's own: the server refuses both), DELETE to take
 * the vote back. The count shown is the server's after the change.
 */
export function useVotePost(postId: string) {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vote: boolean) =>
      voteStateSchema.parse(
        await rest({ method: vote ? 'PUT' : 'DELETE', path: apiPath`/posts/${postId}/vote` }),
      ),
    onSuccess: (state) => patchCachedPost(queryClient, postId, state),
    onError: (error) => notify.error(error),
  });
}
