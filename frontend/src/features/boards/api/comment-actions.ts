import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useRest } from '@/lib/rest-request';
import { boardKeys } from './board-query-keys';
import { voteStateSchema } from './board-schemas';
import { apiPath } from '@/lib/api-paths';

/**
 * The comment routes: POST /posts/{postId}/comments (a comment, or a reply with `parentId`), PUT and DELETE
 * /comments/{commentId}, PUT and DELETE /comments/{commentId}/vote. Each success reloads the thread (one
 * request) and, where the count changes, the post's comment count in the lists.
 */
export function useCommentActions(postId: string) {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: boardKeys.comments(postId) });
  const countChanged = (delta: number) => {
    queryClient.setQueriesData<{ commentCount: number }>({ queryKey: boardKeys.post(postId) }, (post) =>
      post ? { ...post, commentCount: Math.max(0, post.commentCount + delta) } : post,
    );
    void queryClient.invalidateQueries({ queryKey: ['board-posts'] });
  };
  const create = useMutation({
    mutationFn: (input: { body: string; parentId?: string }) =>
      rest({ method: 'POST', path: apiPath`/posts/${postId}/comments`, body: input }),
    onSuccess: async () => {
      countChanged(1);
      await reload();
    },
    onError: (error) => notify.error(error),
  });
  const edit = useMutation({
    mutationFn: (input: { commentId: string; body: string }) =>
      rest({ method: 'PUT', path: apiPath`/comments/${input.commentId}`, body: { body: input.body } }),
    onSuccess: () => reload(),
    onError: (error) => notify.error(error),
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => rest({ method: 'DELETE', path: apiPath`/comments/${commentId}` }),
    onSuccess: async () => {
      countChanged(-1);
      notify.success('The comment was deleted.');
      await reload();
    },
    onError: (error) => notify.error(error),
  });
  const vote = useMutation({
    mutationFn: async (input: { commentId: string; vote: boolean }) =>
      voteStateSchema.parse(
        await rest({
          method: input.vote ? 'PUT' : 'DELETE',
          path: apiPath`/comments/${input.commentId}/vote`,
        }),
      ),
    onSuccess: () => reload(),
    onError: (error) => notify.error(error),
  });
  return { create, edit, remove, vote };
}
