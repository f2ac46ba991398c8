import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberAdminViewSchema, memberSummarySchema, type MemberAdminView } from '@contracts/member';
import { pageSchema } from '@contracts/pagination';
import { useAdminClient, type AdminClient } from '../api/admin-api';
import { apiPath } from '@/lib/api-paths';

/** The admin member API (lambda/apis/member-api.ts). */
export type MemberSearchField = 'userName' | 'email' | 'nickName';

export interface MemberSearch {
  readonly by: MemberSearchField;
  readonly q: string;
  readonly nextToken?: string;
  readonly limit?: number;
}

const memberPageSchema = pageSchema(memberAdminViewSchema);

export const memberKeys = {
  all: ['admin', 'members'] as const,
  search: (search: MemberSearch) => ['admin', 'members', 'search', search] as const,
  name: (userId: string) => ['admin', 'members', 'name', userId] as const,
};

export function searchMembers(client: AdminClient, search: MemberSearch, signal?: AbortSignal) {
  return client
    .rest({
      api: 'member',
      path: '/admin/members',
      query: { by: search.by, q: search.q, limit: search.limit ?? 20, nextToken: search.nextToken },
      signal,
    })
    .then((body) => memberPageSchema.parse(body));
}

export function useMemberSearch(search: MemberSearch) {
  const client = useAdminClient();
  return useQuery({
    queryKey: memberKeys.search(search),
    queryFn: ({ signal }) => searchMembers(client, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /member/{userId}: a member's public summary, which admins may read for anyone. */
async function readMemberSummary(client: AdminClient, userId: string, signal?: AbortSignal) {
  return memberSummarySchema.parse(
    await client.rest({ api: 'member', path: apiPath`/member/${userId}`, signal }),
  );
}

/**
 * One member by user id. The admin API searches by prefix only, so the profile is found through its
 * userName (read first from GET /member/{userId}, which admins may call for anyone).
 */
export function useMember(userId: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: [...memberKeys.all, 'one', userId],
    queryFn: async ({ signal }): Promise<MemberAdminView> => {
      const summary = await readMemberSummary(client, userId, signal);
      const page = await searchMembers(client, { by: 'userName', q: summary.userName, limit: 100 }, signal);
      const found = page.items.find((member) => member.userId === userId);
      if (!found) throw new Error('This member could not be found.');
      return found;
    },
    staleTime: 0,
  });
}

/** A member's display name for a user id (who wrote or deleted something); cached per id. */
export function useMemberName(userId: string | null | undefined) {
  const client = useAdminClient();
  return useQuery({
    queryKey: memberKeys.name(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async ({ signal }) => {
      const summary = await readMemberSummary(client, userId ?? '', signal);
      return summary.nickName ?? summary.userName;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** PUT /admin/members/{userId}/{part}: changes one part of a member's account; answers the member as changed. */
const putMember = (client: AdminClient, userId: string, part: 'groups' | 'status', body: object) =>
  client
    .rest({
      api: 'member',
      method: 'PUT',
      path: apiPath`/admin/members/${userId}/${part}`,
      body,
    })
    .then((answer) => memberAdminViewSchema.parse(answer));

export const setMemberGroups = (client: AdminClient, userId: string, groups: readonly string[]) =>
  putMember(client, userId, 'groups', { groups });

export const setMemberEnabled = (client: AdminClient, userId: string, enabled: boolean) =>
  putMember(client, userId, 'status', { enabled });
