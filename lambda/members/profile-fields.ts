import type { MemberProfile } from './member-repository';

/** What both the member's own view and the admin's view show of a profile (a copy: callers may change it). */
export const profileFields = (profile: MemberProfile) => ({
  userId: profile.userId,
  userName: profile.userName,
  email: profile.email,
  name: profile.name,
  nickName: profile.nickName ?? null,
  userGroups: [...profile.userGroups],
});
