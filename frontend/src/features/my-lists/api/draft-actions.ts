import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRest } from '@/lib/rest-request';
import { notify } from '@/lib/notify';
import type { Post } from '@contracts/post-answers';
import { apiPath } from '@/lib/api-paths';

/**
 * PUT /posts/{id} with `publish: true`: the draft goes to its board as it was saved, at the version read (a
 * newer save elsewhere answers 409 and nothing changes).
 */
export function usePublishDraft() {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Post) =>
      rest({
        method: 'PUT',
        path: apiPath`/posts/${draft.id}`,
        body: {
          title: draft.title,
          body: draft.body,
          format: draft.format,
          category: draft.category ?? null,
          version: draft.version,
          publish: true,
        },
      }),
    onSuccess: () => {
      notify.success('Published.');
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: (error) => notify.error(error),
  });
}

/** DELETE /posts/{id}: the draft is deleted for good (drafts never enter the trash, so no one can restore one). */
export function useDeleteDraft() {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Post) => rest({ method: 'DELETE', path: apiPath`/posts/${draft.id}` }),
    onSuccess: () => {
      notify.success('The draft was deleted.');
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: (error) => notify.error(error),
  });
}
