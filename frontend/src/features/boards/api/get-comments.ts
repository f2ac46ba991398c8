import { useInfiniteQuery } from '@tanstack/react-query';
import { useRest } from '@/lib/rest-request';
import type { Viewer } from '../viewer';
import { boardKeys } from './board-query-keys';
import { pageSchema } from '@contracts/pagination';
import { commentViewSchema } from '@contracts/post-answers';
import { apiPath } from '@/lib/api-paths';

const commentPageSchema = pageSchema(commentViewSchema);

/** Comments per request; a longer thread shows "More comments". */
export const COMMENTS_PER_PAGE = 50;

/** GET /posts/{postId}/comments: the thread in order (each reply after its parent), page after page. */
export function useComments(postId: string, viewer: Viewer | null, enabled = true) {
  const rest = useRest('post');
  return useInfiniteQuery({
    queryKey: boardKeys.commentsFor(postId, viewer),
    queryFn: async ({ signal, pageParam }) =>
      commentPageSchema.parse(
        await rest({
          path: apiPath`/posts/${postId}/comments`,
          query: { limit: COMMENTS_PER_PAGE, nextToken: pageParam ?? undefined },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
    enabled,
    staleTime: 15_000,
    meta: { errorMessage: 'The comments could not be loaded. Please try again.' },
  });
}
