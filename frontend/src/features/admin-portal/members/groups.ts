import { adminGroupName, userPoolGroups } from '@contracts/user-pool';

/** The groups an admin can put members in: the user pool's groups (the same list builds the pool). */
export const MEMBER_GROUPS: readonly string[] = userPoolGroups.map((g) => g.groupName);
export const ADMIN_GROUP = adminGroupName;

/** A member's groups with one added or removed (set semantics, as the API takes them). */
export function withGroup(groups: readonly string[], group: string, member: boolean): string[] {
  const rest = groups.filter((g) => g !== group);
  return member ? [...rest, group] : rest;
}
