import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { siteSearchAnswerSchema } from '@contracts/post-answers';
import { useRest, type RestCaller } from '@/lib/rest-request';
import type { SiteSearchTarget } from '../search-state';

/** Rows per board the page shows (at most SITE_SEARCH_PER_BOARD_MAX); "More in <board>" continues there. */
export const SITE_SEARCH_PER_BOARD = 5;

export interface SiteSearch {
  readonly q: string;
  readonly target: SiteSearchTarget;
}

/**
 * GET /search: the newest matches in each board the visitor may list, boards in menu order. `viewerKey`: the
 * member's id, or 'guest' (which boards are searched depends on who asks).
 */
export function siteSearchQuery(rest: RestCaller, search: SiteSearch, viewerKey: string) {
  return queryOptions({
    queryKey: ['site-search', viewerKey, search],
    queryFn: async ({ signal }) =>
      siteSearchAnswerSchema.parse(
        await rest({
          path: '/search',
          query: { q: search.q, target: search.target, perBoard: SITE_SEARCH_PER_BOARD },
          signal,
        }),
      ),
    staleTime: 15_000,
    meta: { errorMessage: 'The search could not be completed. Please try again.' },
  });
}

/** {@link siteSearchQuery} on the page, idle without words; the previous results stay, dimmed, meanwhile. */
export function useSiteSearch(search: SiteSearch | null, viewerKey: string, enabled: boolean) {
  return useQuery({
    ...siteSearchQuery(useRest('post'), search ?? { q: '', target: 'titleBody' }, viewerKey),
    enabled: enabled && search !== null,
    placeholderData: keepPreviousData,
  });
}
