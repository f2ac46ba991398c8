import type { Caller } from '../shared/auth/caller';
import { AccountService, WRONG_PASSWORD_MESSAGE } from './account-service';
import { memberProfiles } from '../../test/support/member-profile';

const now = '2026-01-01T00:00:00.000Z';
const profile = memberProfiles(now);
const caller: Caller = { userId: 'me', userName: 'user-me', groups: [], isAdmin: false };

function setup(password = 'right password') {
  const stored = new Map([['me', profile('me', { allowFriendRequests: false })]]);
  const removed: string[] = [];
  const deleted: string[] = [];
  const members = {
    getProfile: jest.fn(async (id: string) => stored.get(id) ?? null),
    createProfile: jest.fn(),
    search: jest.fn(async () => ({
      items: [profile('a'), profile('b', { enabled: false }), profile('c', { allowFriendRequests: false })],
      nextToken: 'next',
    })),
  };
  const service = new AccountService(
    members as never,
    { removeProfile: async (p) => void removed.push(p.userId) },
    {
      passwordMatches: async (_user, given) => given === password,
      deleteUser: async (userName) => void deleted.push(userName),
    },
  );
  return { service, removed, deleted, members };
}

it('answers the member their own profile, settings and agreed terms version (0: none recorded)', async () => {
  await expect(setup().service.profile(caller, 2)).resolves.toEqual({
    userId: 'me',
    userName: 'user-me',
    email: 'me@example.com',
    name: 'Name me',
    nickName: 'Nick me',
    userGroups: [],
    allowFriendRequests: false,
    acceptMessages: 'all',
    termsVersion: 0,
    termsAgreedAt: null,
    termsCurrentVersion: 2,
  });
});

it('looks members up by nickname: 5 at most, public fields only, disabled ones left out, no page token', async () => {
  const { service, members } = setup();
  const page = await service.findByNickName('Ni');
  expect(members.search).toHaveBeenCalledWith('nickName', 'Ni', 5, undefined);
  expect(page).toEqual({
    items: [
      { userId: 'a', nickName: 'Nick a', allowFriendRequests: true },
      { userId: 'c', nickName: 'Nick c', allowFriendRequests: false },
    ],
  });
});

it('refuses to delete an account with a wrong password, and deletes nothing', async () => {
  const { service, removed, deleted } = setup();
  await expect(service.withdraw(caller, 'guess')).rejects.toMatchObject({
    statusCode: 403,
    message: WRONG_PASSWORD_MESSAGE,
  });
  expect(removed).toEqual([]);
  expect(deleted).toEqual([]);
});

it('deletes the profile, then the account, with the right password', async () => {
  const { service, removed, deleted } = setup();
  await service.withdraw(caller, 'right password');
  expect(removed).toEqual(['me']);
  expect(deleted).toEqual(['user-me']);
});
