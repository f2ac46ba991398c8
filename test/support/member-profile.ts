import type { MemberProfile } from '../../lambda/members/member-repository';

/**
 * A maker of member profiles for tests, all stamped `now`: `profile('u1')` is user-u1 with a name, nickName
 * and email derived from the id; `extra` overrides any field.
 */
export function memberProfiles(now: string) {
  return (userId: string, extra: Partial<MemberProfile> = {}): MemberProfile => ({
    userId,
    userName: `user-${userId}`,
    email: `${userId}@example.com`,
    name: `Name ${userId}`,
    nickName: `Nick ${userId}`,
    userGroups: [],
    createdAt: now,
    updatedAt: now,
    ...extra,
  });
}

/** Kim, the member most service tests act on: u-1, no groups, created and last changed on 1 January 2026. */
export const kimProfile: MemberProfile = {
  userId: 'u-1',
  userName: 'kim',
  email: 'kim@example.com',
  name: 'Kim',
  nickName: 'Kimmy',
  userGroups: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
