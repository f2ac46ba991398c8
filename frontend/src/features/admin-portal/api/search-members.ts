import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberAdminViewSchema } from '@contracts/member';
import { pageSchema } from '@contracts/pagination';
import { useRest, type RestCaller } from '@/lib/rest-request';
import { adminKeys } from './admin-query-keys';

export type MemberSearchField = 'userName' | 'email' | 'nickName';

export interface MemberSearch {
  readonly by: MemberSearchField;
  readonly q: string;
  readonly nextToken?: string;
  readonly limit?: number;
}

const memberPageSchema = pageSchema(memberAdminViewSchema);

/** GET /admin/members: members whose username, email or nickname starts with `q`, a page at a time. */
export async function searchMembers(member: RestCaller, search: MemberSearch, signal?: AbortSignal) {
  return memberPageSchema.parse(
    await member({
      path: '/admin/members',
      query: { by: search.by, q: search.q, limit: search.limit ?? 20, nextToken: search.nextToken },
      signal,
    }),
  );
}

export function useMemberSearch(search: MemberSearch) {
  const member = useRest('member');
  return useQuery({
    queryKey: adminKeys.memberSearch(search),
    queryFn: ({ signal }) => searchMembers(member, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
