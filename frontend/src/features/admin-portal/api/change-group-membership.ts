import { useCallback } from 'react';
import { useRest } from '@/lib/rest-request';
import { withGroup } from '../members/groups';
import { searchMembers } from './search-members';
import { setMemberGroups } from './set-member-account';

/**
 * Adds the member with the username `name` to the group, or takes them out: found by an exact (case-blind)
 * username among the prefix search's first 10, then PUT /admin/members/{userId}/groups.
 */
export function useChangeGroupMembership(groupName: string) {
  const member = useRest('member');
  return useCallback(
    async ({ name, join }: { name: string; join: boolean }) => {
      const found = (await searchMembers(member, { by: 'userName', q: name, limit: 10 })).items.find(
        (m) => m.userName.toLowerCase() === name.toLowerCase(),
      );
      if (!found) throw new Error(`There is no member with the username "${name}".`);
      return setMemberGroups(member, found.userId, withGroup(found.userGroups, groupName, join));
    },
    [member, groupName],
  );
}
