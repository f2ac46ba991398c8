import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useRest } from '@/lib/rest-request';
import type { Viewer } from '../viewer';
import { boardKeys } from './board-query-keys';
import { commentPageSchema, type PostView } from '@contracts/post-answers';
import { apiPath } from '@/lib/api-paths';

type CommentPage = PostView['comments'];

/** Comments per request; a longer thread shows "More comments". */
export const COMMENTS_PER_PAGE = 50;

/**
 * GET /posts/{postId}/comments: the thread in order (each reply after its parent), page after page. The first
 * page comes with the post (GET /posts/{postId}), which puts it here ({@link primeFirstComments}): this query
 * asks for the later pages, and for the whole thread again after a comment is written (comment-actions.ts).
 */
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

/**
 * Puts the first page of comments a post's answer carries where {@link useComments} finds it, as that query's
 * first page, so the page asks no GET /posts/{postId}/comments for it. A thread already read further keeps its
 * pages: replacing them with the first would drop what the reader had opened.
 */
export function primeFirstComments(
  queryClient: QueryClient,
  postId: string,
  viewer: Viewer | null,
  first: CommentPage,
): void {
  const key = boardKeys.commentsFor(postId, viewer);
  const held = queryClient.getQueryData<InfiniteData<CommentPage, string | null>>(key);
  if (held && held.pages.length > 1) return;
  queryClient.setQueryData<InfiniteData<CommentPage, string | null>>(key, {
    pages: [first],
    pageParams: [null],
  });
}
