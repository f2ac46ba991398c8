import { useCallback } from 'react';
import { memberAdminViewSchema } from '@contracts/member-admin';
import { useRest, type RestCaller } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** PUT /admin/members/{userId}/{part}: changes one part of a member's account; answers the member as changed. */
async function putMember(member: RestCaller, userId: string, part: 'groups' | 'status', body: object) {
  return memberAdminViewSchema.parse(
    await member({ method: 'PUT', path: apiPath`/admin/members/${userId}/${part}`, body }),
  );
}

/** PUT /admin/members/{userId}/groups: the groups the member is in from now on. */
export function setMemberGroups(member: RestCaller, userId: string, groups: readonly string[]) {
  return putMember(member, userId, 'groups', { groups });
}

export function useSetMemberGroups() {
  const member = useRest('member');
  return useCallback(
    (userId: string, groups: readonly string[]) => setMemberGroups(member, userId, groups),
    [member],
  );
}

/** PUT /admin/members/{userId}/status: enables or disables the member's account. */
export function useSetMemberEnabled() {
  const member = useRest('member');
  return useCallback(
    (userId: string, enabled: boolean) => putMember(member, userId, 'status', { enabled }),
    [member],
  );
}
