import type { Caller } from '../shared/auth/caller';
import { AccountService, WRONG_PASSWORD_MESSAGE } from './account-service';
import { memberProfiles } from '../../test/support/member-profile';

const now = '2026-01-01T00:00:00.000Z';
const profile = memberProfiles(now);
const caller: Caller = { userId: 'me', userName: 'user-me', groups: [], isAdmin: false };

function setup(password = 'right password', poolHolds = true) {
  const stored = new Map([['me', profile('me', { allowFriendRequests: false })]]);
  const events: string[] = [];
  const members = {
    getProfile: jest.fn(async (id: string) => stored.get(id) ?? null),
    getStanding: jest.fn(async (id: string) => ({ profile: stored.get(id) ?? null })),
    createProfile: jest.fn(),
    search: jest.fn(async () => ({
      items: [profile('a'), profile('b', { enabled: false }), profile('c', { allowFriendRequests: false })],
      nextToken: 'next',
    })),
    endSessions: jest.fn(async (id: string, validAfter: number) => {
      events.push(`valid after ${validAfter} for ${id}`);
      return true;
    }),
    withdraw: jest.fn(async (id: string, nickName: string | undefined) => {
      events.push(`tombstone ${id} releasing ${nickName}`);
    }),
  };
  const clockAt = { ms: Date.parse('2026-01-01T00:00:07.400Z') };
  const service = new AccountService(
    members as never,
    {
      passwordMatches: async (_user, given) => given === password,
      deleteUser: async (userName) => void events.push(`delete ${userName}`),
    },
    {
      // The pool holds the caller's sub under the username "user-me" (or no longer at all).
      userBySub: async (sub) => (poolHolds && sub === 'me' ? { userName: 'user-me', sub } : null),
      signOutEverywhere: async (userName) => void events.push(`global sign-out ${userName}`),
    },
    undefined,
    () => new Date(clockAt.ms),
    async (ms) => {
      events.push(`wait ${ms}`);
      clockAt.ms += ms;
    },
  );
  return { service, events, members };
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
  const { service, events } = setup();
  await expect(service.withdraw(caller, 'guess')).rejects.toMatchObject({
    statusCode: 403,
    message: WRONG_PASSWORD_MESSAGE,
  });
  expect(events).toEqual([]);
});

it('leaves a tombstone first, then revokes the tokens, then deletes the user the sub names', async () => {
  const { service, events } = setup();
  await service.withdraw(caller, 'right password');
  expect(events).toEqual(['tombstone me releasing Nick me', 'global sign-out user-me', 'delete user-me']);
});

it('closes an account the pool no longer holds (401), touching no user pool account', async () => {
  const { service, events } = setup('right password', false);
  await expect(service.withdraw(caller, 'anything')).rejects.toMatchObject({ statusCode: 401 });
  expect(events).toEqual(['tombstone me releasing Nick me']);
});

it('ends every session with the password: valid-after now, global sign-out, then waits into the next second', async () => {
  const { service, events } = setup();
  await expect(service.endSessions(caller, 'guess')).rejects.toMatchObject({ statusCode: 403 });
  expect(events).toEqual([]);
  await expect(service.endSessions(caller, 'right password')).resolves.toEqual({
    signedOutAt: '2026-01-01T00:00:07.400Z',
  });
  const second = Date.parse('2026-01-01T00:00:07.000Z') / 1000;
  // 600 ms to the next second, and a margin for the pool's clock.
  expect(events).toEqual([`valid after ${second} for me`, 'global sign-out user-me', 'wait 650']);
});
