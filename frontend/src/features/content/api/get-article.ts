import { useQuery } from '@tanstack/react-query';
import { articleSchema } from '@contracts/post';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { restGet } from '@/lib/rest-client';

/** GET {rest.post}/articles/{articleId} (lambda/apis/post-api.ts), checked against the contract's schema. */
export function useArticle(articleId: string) {
  const { rest } = useRuntimeConfig();
  return useQuery({
    queryKey: ['article', articleId],
    queryFn: async ({ signal }) =>
      articleSchema.parse(
        await restGet({ baseUrl: rest.post, path: `/articles/${encodeURIComponent(articleId)}`, signal }),
      ),
    staleTime: 60_000,
  });
}
