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
