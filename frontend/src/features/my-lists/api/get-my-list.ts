import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema } from '@contracts/pagination';
import { useRest } from '@/lib/rest-request';
import { myListSchemas, type MyListItem, type MyListKind } from './my-list-schemas';
import { apiPath } from '@/lib/api-paths';

/** Rows per page of the member's own lists. */
export const MY_LIST_PAGE_SIZE = 20;

export interface MyListPage<K extends MyListKind> {
  readonly items: MyListItem<K>[];
  readonly nextToken: string | null;
}

export function myListQueryKey(kind: MyListKind, cursor?: string | null) {
  return ['me', kind, cursor ?? null] as const;
}

/**
 * GET /me/{kind}: one page of the signed-in member's posts, comments, scraps or drafts, newest first. Always
 * read afresh when a list opens: it is the member's own, and may have changed on another page a moment ago.
 */
export function useMyList<K extends MyListKind>(kind: K, cursor: string | null) {
  const rest = useRest('post');
  return useQuery({
    queryKey: myListQueryKey(kind, cursor),
    queryFn: async ({ signal }): Promise<MyListPage<K>> => {
      const body = await rest({
        path: apiPath`/me/${kind}`,
        query: { limit: MY_LIST_PAGE_SIZE, nextToken: cursor ?? undefined },
        signal,
      });
      return pageSchema(myListSchemas[kind]).parse(body) as MyListPage<K>;
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Your list could not be loaded. Please try again.' },
  });
}
