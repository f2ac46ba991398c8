import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { RestCaller } from '@/lib/rest-request';

/** The filters of an admin content list (GET /admin/posts, /admin/comments), and its page. */
export interface ContentFilter {
  readonly boardId?: string;
  readonly q?: string;
  readonly author?: string;
  readonly nextToken?: string;
  readonly limit?: number;
}

/**
 * One page of an admin content list (`path`, cached under `key`): every post or comment of a status across
 * boards, newest first, read fresh and kept on screen while the next page loads.
 */
export function adminContentQuery<T>(
  rest: RestCaller,
  list: { readonly path: string; readonly key: readonly string[]; readonly schema: z.ZodMiniType<T> },
  status: string,
  filter: ContentFilter,
) {
  return queryOptions({
    queryKey: [...list.key, status, filter],
    queryFn: async ({ signal }) =>
      list.schema.parse(
        await rest({ path: list.path, query: { status, limit: filter.limit ?? 20, ...filter }, signal }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
