import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRest, type RestCaller } from '@/lib/rest-request';
import type { Viewer } from '../viewer';
import { boardKeys } from './board-query-keys';
import { postViewSchema } from '@contracts/post-answers';
import { postPath } from '@/lib/api-paths';
import { primeFirstComments } from './get-comments';

/**
 * GET /posts/{postId}: the post with what its page shows (votes, whether the viewer scrapped, voted or
 * reported it, what they may do, the neighbouring posts) and its first page of comments, which goes to the
 * comments' query (get-comments.ts): the page's one read until the reader asks for more. Not refetched on its
 * own: actions update it in place. The page counts its view apart (count-view.ts).
 */
export function postQuery(rest: RestCaller, postId: string, viewer: Viewer | null) {
  return queryOptions({
    queryKey: boardKeys.postFor(postId, viewer),
    queryFn: async ({ signal, client }) => {
      const post = postViewSchema.parse(await rest({ path: postPath(postId), signal }));
      primeFirstComments(client, postId, viewer, post.comments);
      return post;
    },
    staleTime: Infinity,
    meta: { errorMessage: 'The post could not be loaded. Please try again.' },
  });
}

export function usePost(postId: string, viewer: Viewer | null, enabled = true) {
  return useQuery({ ...postQuery(useRest('post'), postId, viewer), enabled });
}
