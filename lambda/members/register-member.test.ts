import fc from 'fast-check';
import { nickNameSchema } from '../../contracts/member';
import type { CreateProfileOutcome, MemberProfile } from './member-repository';
import { nickNameCandidates, registerMember } from './register-member';

const user = {
  userId: '0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
  userName: 'minjun',
  email: 'm@example.com',
  name: '김민준',
};

function store(taken: string[] = [], existing = false) {
  const created: MemberProfile[] = [];
  const createProfile = jest.fn(async (p: MemberProfile): Promise<CreateProfileOutcome> => {
    if (existing) return 'exists';
    if (p.nickName && taken.includes(p.nickName)) return 'nickname-taken';
    created.push(p);
    return 'created';
  });
  return { createProfile, created };
}

describe('registerMember', () => {
  it('creates the profile with the name as nickname, no groups', async () => {
    const members = store();
    await expect(registerMember(members, user, '2026-11-22T00:00:00.000Z')).resolves.toBe('created');
    expect(members.created).toEqual([
      {
        ...user,
        nickName: '김민준',
        userGroups: [],
        createdAt: '2026-11-22T00:00:00.000Z',
        updatedAt: '2026-11-22T00:00:00.000Z',
      },
    ]);
  });

  it('adds a suffix from the user id when the name is taken as a nickname', async () => {
    const members = store(['김민준']);
    await registerMember(members, user, 'now');
    expect(members.created[0]?.nickName).toBe('김민준0f1e');
  });

  it('still creates the profile, without a nickname, when every candidate is taken', async () => {
    const members = store(nickNameCandidates(user.name, user.userId));
    await registerMember(members, user, 'now');
    expect(members.created).toHaveLength(1);
    expect(members.created[0]?.nickName).toBeUndefined();
  });

  it('changes nothing when the profile exists (the trigger ran before)', async () => {
    const members = store([], true);
    await expect(registerMember(members, user, 'now')).resolves.toBe('exists');
    expect(members.createProfile).toHaveBeenCalledTimes(1);
  });
});

describe('nickNameCandidates', () => {
  it('only proposes valid, distinct nicknames for any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.uuid(), (name, userId) => {
        const candidates = nickNameCandidates(name, userId);
        for (const c of candidates) expect(nickNameSchema.safeParse(c).success).toBe(true);
        expect(new Set(candidates.map((c) => c.toLowerCase())).size).toBe(candidates.length);
      }),
    );
  });

  it('fits long names into 20 characters', () => {
    const candidates = nickNameCandidates('가'.repeat(30), user.userId);
    expect(candidates[0]).toBe('가'.repeat(20));
    expect(candidates[1]).toBe(`${'가'.repeat(16)}0f1e`);
  });
});
