import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { pageSchema } from '@contracts/pagination';
import { useRest } from '@/lib/rest-request';
import { adminKeys } from './admin-query-keys';
import { apiPath } from '@/lib/api-paths';

const groupSchema = z.object({
  groupName: z.string(),
  description: z.string(),
  memberCount: z.number(),
  countCapped: z.boolean(),
});
const groupMemberSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.nullable(z.string()),
  enabled: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** GET /admin/groups: the user pool's groups with their member counts. */
export function useGroups() {
  const member = useRest('member');
  return useQuery({
    queryKey: adminKeys.groups,
    queryFn: async ({ signal }) =>
      z.object({ items: z.array(groupSchema) }).parse(await member({ path: '/admin/groups', signal })).items,
    staleTime: 0,
  });
}

/** GET /admin/groups/{groupName}/members: one page of a group's members. */
export function useGroupMembers(groupName: string, nextToken: string | undefined) {
  const member = useRest('member');
  return useQuery({
    queryKey: [...adminKeys.groups, groupName, nextToken],
    queryFn: async ({ signal }) =>
      pageSchema(groupMemberSchema).parse(
        await member({
          path: apiPath`/admin/groups/${groupName}/members`,
          query: { limit: 20, nextToken },
          signal,
        }),
      ),
    staleTime: 0,
  });
}
