import { useQuery } from '@tanstack/react-query';
import { memberSummarySchema } from '@contracts/member';
import type { MemberAdminView } from '@contracts/member-admin';
import { useRest, type RestCaller } from '@/lib/rest-request';
import { adminKeys } from './admin-query-keys';
import { searchMembers } from './search-members';
import { apiPath } from '@/lib/api-paths';

/** GET /member/{userId}: a member's public summary, which admins may read for anyone. */
export async function readMemberSummary(member: RestCaller, userId: string, signal?: AbortSignal) {
  return memberSummarySchema.parse(await member({ path: apiPath`/member/${userId}`, signal }));
}

/**
 * One member by user id. The admin API searches by prefix only, so the profile is found through its
 * userName (read first from GET /member/{userId}, which admins may call for anyone).
 */
export function useMember(userId: string) {
  const member = useRest('member');
  return useQuery({
    queryKey: adminKeys.member(userId),
    queryFn: async ({ signal }): Promise<MemberAdminView> => {
      const summary = await readMemberSummary(member, userId, signal);
      const page = await searchMembers(member, { by: 'userName', q: summary.userName, limit: 100 }, signal);
      const found = page.items.find((item) => item.userId === userId);
      if (!found) throw new Error('This member could not be found.');
      return found;
    },
    staleTime: 0,
  });
}

/** A member's display name for a user id (who wrote or deleted something); cached per id. */
export function useMemberName(userId: string | null | undefined) {
  const member = useRest('member');
  return useQuery({
    queryKey: adminKeys.memberName(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async ({ signal }) => {
      const summary = await readMemberSummary(member, userId ?? '', signal);
      return summary.nickName ?? summary.userName;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}
