import { useQuery } from '@tanstack/react-query';
import { memberAdminViewSchema } from '@contracts/member';
import { pageSchema } from '@contracts/pagination';
import { useRest } from '@/lib/rest-request';
import { adminKeys } from './admin-query-keys';

const newestMembersSchema = pageSchema(memberAdminViewSchema);

/** The five newest members: one Query of the members' sign-up index, newest first (GET /admin/members?by=newest). */
export function useNewestMembers() {
  const member = useRest('member');
  return useQuery({
    queryKey: adminKeys.newestMembers,
    queryFn: async ({ signal }) =>
      newestMembersSchema.parse(
        await member({ path: '/admin/members', query: { by: 'newest', limit: 5 }, signal }),
      ).items,
    staleTime: 0,
  });
}
