import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { restGet } from '@/lib/rest-client';

/** GET {rest.post}/articles/{articleId} (lambda/post/handler.ts), validated: it crosses a network boundary. */
const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  format: z.enum(['text', 'markdown']),
  updatedAt: z.string(),
});
export type ArticlePage = z.infer<typeof articleSchema>;

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
