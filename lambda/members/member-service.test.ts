import type { Caller } from '../shared/auth/caller';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import type { MemberProfile } from './member-repository';
import { MemberService } from './member-service';
import { kimProfile } from '../../test/support/member-profile';

const POOL = 'ap-northeast-2_Pool1';
const profile: MemberProfile = kimProfile;
const member = (userId: string, isAdmin = false): Caller => ({
  userId,
  userName: userId,
  groups: isAdmin ? ['Admin'] : [],
  isAdmin,
});

function serviceWith(profiles: MemberProfile[], outcome: 'changed' | 'stale' | 'nickname-taken' = 'changed') {
  const getProfile = jest.fn(async (id: string) => profiles.find((p) => p.userId === id) ?? null);
  const changeNickName = jest.fn(async () => outcome);
  const setAllowFriendRequests = jest.fn(async () => true);
  const setAcceptMessages = jest.fn(async () => true);
  const createProfile = jest.fn(async (created: MemberProfile) => {
    profiles.push(created);
    return 'created' as const;
  });
  const clock = () => '2026-11-22T00:00:00.000Z';
  return {
    service: new MemberService(
      {
        getProfile,
        getStanding: async (id: string) => ({ profile: await getProfile(id) }),
        createProfile,
        changeNickName,
        setAllowFriendRequests,
        setAcceptMessages,
      },
      POOL,
      clock,
    ),
    createProfile,
    getProfile,
    changeNickName,
    setAllowFriendRequests,
  };
}

describe('MemberService.getSummary', () => {
  it('answers the member themself with userName, nickName and userGroups', async () => {
    const { service } = serviceWith([profile]);
    await expect(service.getSummary(member('u-1'), 'u-1', POOL)).resolves.toEqual({
      userName: 'kim',
      nickName: 'Kimmy',
      userGroups: [],
    });
  });

  it('answers an admin about another member', async () => {
    const { service } = serviceWith([profile]);
    await expect(service.getSummary(member('boss', true), 'u-1', undefined)).resolves.toMatchObject({
      userName: 'kim',
    });
  });

  it('gives nickName null when the member has none', async () => {
    const { service } = serviceWith([{ ...profile, nickName: undefined }]);
    await expect(service.getSummary(member('u-1'), 'u-1', undefined)).resolves.toMatchObject({
      nickName: null,
    });
  });

  it('fails with 403 for another member, without reading, so ids cannot be probed', async () => {
    const { service, getProfile } = serviceWith([profile]);
    await expect(service.getSummary(member('u-2'), 'u-1', POOL)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.getSummary(member('u-2'), 'nobody', POOL)).rejects.toBeInstanceOf(ForbiddenError);
    expect(getProfile).not.toHaveBeenCalled();
  });

  it('fails with 400 when userPoolId names another pool', async () => {
    const { service } = serviceWith([profile]);
    await expect(service.getSummary(member('u-1'), 'u-1', 'ap-northeast-2_Other')).rejects.toBeInstanceOf(
      BadRequestError,
    );
  });

  it('fails with 404 when an admin asks for an unknown id', async () => {
    const { service } = serviceWith([]);
    await expect(service.getSummary(member('boss', true), 'u-9', POOL)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('creates the profile of a user who has none on first use (an account an admin created)', async () => {
    const { service, createProfile } = serviceWith([]);
    const caller = { ...member('u-9'), userName: 'lee', email: 'lee@example.com', name: 'Lee Seo' };
    await expect(service.getSummary(caller, 'u-9', POOL)).resolves.toEqual({
      userName: 'lee',
      nickName: 'Lee Seo',
      userGroups: [],
    });
    expect(createProfile).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'u-9', userName: 'lee', email: 'lee@example.com', name: 'Lee Seo' }),
    );
    // Asked again: the stored profile, nothing created twice.
    await service.getSummary(caller, 'u-9', POOL);
    expect(createProfile).toHaveBeenCalledTimes(1);
  });
});

describe('MemberService.updateProfile', () => {
  it("changes the nickname from the one it read, at the clock's time", async () => {
    const { service, changeNickName } = serviceWith([profile]);
    await expect(service.updateProfile(member('u-1'), 'u-1', { nickName: '새벽' })).resolves.toEqual({
      userName: 'kim',
      nickName: '새벽',
      userGroups: [],
    });
    expect(changeNickName).toHaveBeenCalledWith('u-1', 'Kimmy', '새벽', '2026-11-22T00:00:00.000Z');
  });

  it('writes nothing when the nickname is unchanged', async () => {
    const { service, changeNickName } = serviceWith([profile]);
    await service.updateProfile(member('u-1'), 'u-1', { nickName: 'Kimmy' });
    expect(changeNickName).not.toHaveBeenCalled();
  });

  it('fails with 403 for anyone but the member, admins included, without writing', async () => {
    const { service, changeNickName } = serviceWith([profile]);
    await expect(service.updateProfile(member('u-2'), 'u-1', { nickName: 'Other' })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(
      service.updateProfile(member('boss', true), 'u-1', { nickName: 'Other' }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(changeNickName).not.toHaveBeenCalled();
  });

  it.each(['nickname-taken', 'stale'] as const)(
    'fails with 409 when the store answers %s',
    async (outcome) => {
      const { service } = serviceWith([profile], outcome);
      await expect(service.updateProfile(member('u-1'), 'u-1', { nickName: 'Taken' })).rejects.toBeInstanceOf(
        ConflictError,
      );
    },
  );

  it('creates a missing profile first, then changes the nickname', async () => {
    const { service, createProfile, changeNickName } = serviceWith([]);
    await expect(service.updateProfile(member('u-1'), 'u-1', { nickName: 'New' })).resolves.toMatchObject({
      nickName: 'New',
    });
    expect(createProfile).toHaveBeenCalledTimes(1);
    expect(changeNickName).toHaveBeenCalledTimes(1);
  });
});
