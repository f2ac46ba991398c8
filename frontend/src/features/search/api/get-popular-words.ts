import { queryOptions, useQuery } from '@tanstack/react-query';
import { popularSearchWordsSchema } from '@contracts/post-answers';
import { useRest, type RestCaller } from '@/lib/rest-request';

/**
 * GET /search/popular: the words members searched most in the last seven days. The same for everyone and
 * counted once per member and day, so it is kept for minutes.
 */
export function popularWordsQuery(rest: RestCaller) {
  return queryOptions({
    queryKey: ['search-popular'],
    queryFn: async ({ signal }) =>
      popularSearchWordsSchema.parse(await rest({ path: '/search/popular', signal })),
    staleTime: 5 * 60_000,
  });
}

export function usePopularWords() {
  return useQuery(popularWordsQuery(useRest('post')));
}
