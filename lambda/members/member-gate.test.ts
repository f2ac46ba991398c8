import type { Caller } from '../shared/auth/caller';
import { ForbiddenError } from '../shared/http/errors';
import { MemberGate } from './member-gate';
import type { MemberProfile } from './member-repository';

function fakeMembers(profiles: MemberProfile[] = []) {
  return {
    getProfile: jest.fn(async (id: string) => profiles.find((p) => p.userId === id) ?? null),
    createProfile: jest.fn(async (profile: MemberProfile) => {
      profiles.push(profile);
      return 'created' as const;
    }),
  };
}
const caller: Caller = { userId: 'u-1', userName: 'lee', groups: ['Editors'], isAdmin: false };
const clock = () => '2026-11-22T00:00:00.000Z';

describe('MemberGate', () => {
  it('creates a missing profile from the pool when the token carries no email or name', async () => {
    const members = fakeMembers();
    const pool = jest.fn(async () => ({ email: 'lee@example.com', name: 'Lee Seo' }));
    const profile = await new MemberGate(members, clock, pool).profileOf(caller);
    expect(pool).toHaveBeenCalledWith('lee');
    expect(profile).toMatchObject({
      email: 'lee@example.com',
      name: 'Lee Seo',
      nickName: 'Lee Seo',
      userGroups: ['Editors'],
    });
  });

  it('uses the token’s claims when it has them, without asking the pool', async () => {
    const pool = jest.fn(async () => ({}));
    const profile = await new MemberGate(fakeMembers(), clock, pool).profileOf({
      ...caller,
      email: 'a@b.c',
      name: 'Kim',
    });
    expect(pool).not.toHaveBeenCalled();
    expect(profile).toMatchObject({ email: 'a@b.c', nickName: 'Kim' });
  });

  it('refuses a disabled member and only reads: no profile is written by the write check', async () => {
    const disabled = { ...(await new MemberGate(fakeMembers(), clock).profileOf(caller)), enabled: false };
    await expect(new MemberGate(fakeMembers([disabled]), clock).assertActive(caller)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    const members = fakeMembers();
    await new MemberGate(members, clock).assertActive(caller);
    expect(members.createProfile).not.toHaveBeenCalled();
  });
});
