import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleSchema } from '@contracts/post';
import { useRest, type RestCaller } from '@/lib/rest-request';
import { articlePath } from '@/lib/api-paths';

/**
 * GET {rest.post}/articles/{articleId} (lambda/apis/post-api.ts), checked against the contract's schema. A
 * guest's first visit finds it in the cache already (app/prime-route-data.ts).
 */
export function articleQuery(rest: RestCaller, articleId: string) {
  return queryOptions({
    queryKey: ['article', articleId],
    queryFn: async ({ signal }) => articleSchema.parse(await rest({ path: articlePath(articleId), signal })),
    staleTime: 60_000,
  });
}

export function useArticle(articleId: string) {
  return useQuery(articleQuery(useRest('post'), articleId));
}
