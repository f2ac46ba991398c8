import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { graphqlRequest } from '@/lib/graphql-client';

/**
 * The site's description under its title on the home page (schema.graphql `siteSettings`), with the public
 * API key. A failure only leaves the description out: the page is the posts.
 */
export function useSiteDescription() {
  const { graphql } = useRuntimeConfig();
  return useQuery({
    queryKey: ['site-description'],
    queryFn: async ({ signal }) => {
      const answer = await graphqlRequest({
        endpoint: graphql.endpoint,
        auth: { apiKey: graphql.apiKey },
        query: 'query SiteDescription { siteSettings { description } }',
        signal,
      });
      const parsed = z
        .object({ siteSettings: z.nullish(z.object({ description: z.string() })) })
        .safeParse(answer.data);
      return parsed.success ? (parsed.data.siteSettings?.description ?? '') : '';
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}
