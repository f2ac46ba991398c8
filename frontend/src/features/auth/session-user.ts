import type { MemberSummary } from '@contracts/member';

/** The signed-in member as the app sees it: the member record (§3) plus the Cognito `sub` it was read for. */
export interface SessionUser extends MemberSummary {
  readonly userId: string;
}

export const ADMIN_GROUP = 'Admin';

export function isAdminUser(user: SessionUser | null): boolean {
  return user?.userGroups.includes(ADMIN_GROUP) ?? false;
}
