import type { Caller } from '../shared/auth/caller';
import { ForbiddenError, UnauthorizedError } from '../shared/http/errors';
import { ACCOUNT_CLOSED_MESSAGE, MemberGate, SESSION_ENDED_MESSAGE } from './member-gate';
import type { MemberProfile, MemberStanding } from './member-repository';

/** The member table's items at the profile key: a profile, or a tombstone. */
function fakeMembers(profiles: MemberProfile[] = [], tombstones = new Map<string, MemberStanding>()) {
  const standing = async (id: string): Promise<MemberStanding> => {
    const tombstone = tombstones.get(id);
    if (tombstone) return tombstone;
    const profile = profiles.find((p) => p.userId === id) ?? null;
    return profile?.tokensValidAfter !== undefined
      ? { profile, tokensValidAfter: profile.tokensValidAfter }
      : { profile };
  };
  return {
    getStanding: jest.fn(standing),
    createProfile: jest.fn(async (profile: MemberProfile) => {
      if (tombstones.has(profile.userId)) return 'exists' as const;
      profiles.push(profile);
      return 'created' as const;
    }),
  };
}
const caller: Caller = {
  userId: 'u-1',
  userName: 'lee',
  groups: ['Editors'],
  isAdmin: false,
  authTime: 1000,
};
const clock = () => '2026-11-22T00:00:00.000Z';
const poolUser = { userName: 'lee', sub: 'u-1', email: 'lee@example.com', name: 'Lee Seo' };

describe('MemberGate', () => {
  it('creates a missing profile from the pool when the token carries no email or name', async () => {
    const members = fakeMembers();
    const pool = jest.fn(async () => poolUser);
    const profile = await new MemberGate(members, clock, pool).profileOf(caller);
    expect(pool).toHaveBeenCalledWith('u-1');
    expect(profile).toMatchObject({
      email: 'lee@example.com',
      name: 'Lee Seo',
      nickName: 'Lee Seo',
      userGroups: ['Editors'],
    });
  });

  it('uses the token’s claims when it has them', async () => {
    const pool = jest.fn(async () => poolUser);
    const profile = await new MemberGate(fakeMembers(), clock, pool).profileOf({
      ...caller,
      email: 'a@b.c',
      name: 'Kim',
    });
    expect(profile).toMatchObject({ email: 'a@b.c', nickName: 'Kim' });
  });

  it('never creates the profile of a sub the pool no longer holds: the account is closed instead', async () => {
    const members = fakeMembers();
    const closed: string[] = [];
    const gate = new MemberGate(
      members,
      clock,
      async () => null,
      async (id) => void closed.push(id),
    );
    await expect(gate.profileOf({ ...caller, email: 'a@b.c', name: 'Kim' })).rejects.toMatchObject({
      statusCode: 401,
      message: ACCOUNT_CLOSED_MESSAGE,
    });
    expect(members.createProfile).not.toHaveBeenCalled();
    expect(closed).toEqual(['u-1']);
  });

  it('refuses a closed account on every request and never creates its profile again', async () => {
    const members = fakeMembers(
      [],
      new Map([['u-1', { profile: null, withdrawnAt: 'then', tokensValidAfter: 1 }]]),
    );
    const gate = new MemberGate(members, clock, async () => poolUser);
    await expect(gate.admit(caller, { write: false })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(gate.admit(caller, { write: true })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(gate.profileOf(caller)).rejects.toMatchObject({ message: ACCOUNT_CLOSED_MESSAGE });
    expect(members.createProfile).not.toHaveBeenCalled();
  });

  it('refuses a token whose session began at or before the member ended their sessions, on reads too', async () => {
    const base = (await new MemberGate(fakeMembers(), clock).profileOf(caller)) as MemberProfile;
    const gate = new MemberGate(fakeMembers([{ ...base, tokensValidAfter: 1000 }]), clock);
    for (const write of [false, true]) {
      await expect(gate.admit({ ...caller, authTime: 999 }, { write })).rejects.toMatchObject({
        statusCode: 401,
        message: SESSION_ENDED_MESSAGE,
      });
      await expect(gate.admit({ ...caller, authTime: 1000 }, { write })).rejects.toBeInstanceOf(
        UnauthorizedError,
      );
      await expect(gate.admit({ ...caller, authTime: 1001 }, { write })).resolves.toBeDefined();
    }
    // A token without a time claim cannot prove it is newer.
    const { authTime: _drop, ...timeless } = caller;
    await expect(gate.admit(timeless, { write: false })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(gate.profileOf({ ...caller, authTime: 999 })).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a disabled member’s writes, not their reads, and only reads', async () => {
    const disabled = { ...(await new MemberGate(fakeMembers(), clock).profileOf(caller)), enabled: false };
    const gate = new MemberGate(fakeMembers([disabled]), clock);
    await expect(gate.admit(caller, { write: true })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(gate.admit(caller, { write: false })).resolves.toMatchObject({ profile: disabled });
    const members = fakeMembers();
    await new MemberGate(members, clock).admit(caller, { write: true });
    expect(members.createProfile).not.toHaveBeenCalled();
  });
});
