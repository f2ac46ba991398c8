import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody, UpdatePostBody } from '@contracts/post';
import { postSchema, type Post } from '@contracts/post-answers';
import { useRest } from '@/lib/rest-request';
import { editablePostKey } from './get-editable-post';
import { apiPath } from '@/lib/api-paths';

/**
 * POST /boards/{boardId}/posts (a new post or draft) and PUT /posts/{postId} (an edit at the version read,
 * 409 on a newer one): each answers the post as saved, which becomes the editor's cached copy.
 */
export function useSavePost() {
  const rest = useRest('post');
  const queryClient = useQueryClient();
  const saved = useCallback(
    (answer: unknown): Post => {
      const post = postSchema.parse(answer);
      queryClient.setQueryData(editablePostKey(post.id), post);
      return post;
    },
    [queryClient],
  );
  const create = useCallback(
    async (boardId: string, input: CreatePostBody) =>
      saved(await rest({ method: 'POST', path: apiPath`/boards/${boardId}/posts`, body: input })),
    [rest, saved],
  );
  const update = useCallback(
    async (postId: string, input: UpdatePostBody) =>
      saved(await rest({ method: 'PUT', path: apiPath`/posts/${postId}`, body: input })),
    [rest, saved],
  );
  return { create, update };
}
