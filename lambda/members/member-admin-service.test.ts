import type { Caller } from '../shared/auth/caller';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/http/errors';
import { MemberAdminService } from './member-admin-service';
import type { MemberProfile } from './member-repository';
import { kimProfile } from '../../test/support/member-profile';

const profile: MemberProfile = { ...kimProfile, userGroups: ['Editor'] };
const admin: Caller = { userId: 'boss', userName: 'boss', groups: ['Admin'], isAdmin: true };

function setup(
  profiles: MemberProfile[] = [
    profile,
    { ...profile, userId: 'boss', userName: 'boss', userGroups: ['Admin'] },
  ],
  // The user pool: sub → the username it holds now.
  pool: Map<string, string> = new Map([
    ['u-1', 'kim'],
    ['boss', 'boss'],
  ]),
) {
  const calls: string[] = [];
  const closed: string[] = [];
  const members = {
    getProfile: jest.fn(async (id: string) => profiles.find((p) => p.userId === id) ?? null),
    search: jest.fn(async () => ({ items: profiles, nextToken: null })),
    newest: jest.fn(async () => ({ items: profiles, nextToken: 'next' })),
    setGroups: jest.fn(async () => true),
    setEnabled: jest.fn(async () => true),
  };
  const directory = {
    userBySub: jest.fn(async (sub: string) => {
      const userName = pool.get(sub);
      return userName === undefined ? null : { userName, sub };
    }),
    addToGroup: jest.fn(async (user: string, group: string) => void calls.push(`add ${user} ${group}`)),
    removeFromGroup: jest.fn(
      async (user: string, group: string) => void calls.push(`remove ${user} ${group}`),
    ),
    disable: jest.fn(async (user: string) => void calls.push(`disable ${user}`)),
    enable: jest.fn(async (user: string) => void calls.push(`enable ${user}`)),
  };
  const service = new MemberAdminService(
    members,
    directory,
    () => '2026-11-22T00:00:00.000Z',
    async (userId) => void closed.push(userId),
  );
  return { service, members, directory, calls, closed };
}

describe('MemberAdminService', () => {
  it('lists the newest members from the sign-up index, not a prefix search', async () => {
    const { service, members } = setup();
    const page = await service.search('newest', '', 5, undefined);
    expect(members.newest).toHaveBeenCalledWith(5, undefined);
    expect(members.search).not.toHaveBeenCalled();
    expect(page).toMatchObject({
      items: [{ userId: 'u-1', nickName: 'Kimmy' }, { userId: 'boss' }],
      nextToken: 'next',
    });
  });

  it('applies the difference of groups to the pool, then mirrors the new list', async () => {
    const { service, members, calls } = setup();
    await expect(service.setGroups(admin, 'u-1', ['Admin'])).resolves.toMatchObject({
      userGroups: ['Admin'],
    });
    expect(calls).toEqual(['add kim Admin', 'remove kim Editor']);
    expect(members.setGroups).toHaveBeenCalledWith('u-1', ['Admin'], '2026-11-22T00:00:00.000Z');
  });

  it('refuses an admin dropping their own Admin group, changing nothing', async () => {
    const { service, calls, members } = setup();
    await expect(service.setGroups(admin, 'boss', ['Editor'])).rejects.toBeInstanceOf(BadRequestError);
    expect(calls).toEqual([]);
    expect(members.setGroups).not.toHaveBeenCalled();
  });

  it('disables (with global sign-out in the directory) and enables', async () => {
    const { service, calls } = setup();
    await expect(service.setEnabled(admin, 'u-1', false)).resolves.toMatchObject({ enabled: false });
    await expect(service.setEnabled(admin, 'u-1', true)).resolves.toMatchObject({ enabled: true });
    expect(calls).toEqual(['disable kim', 'enable kim']);
  });

  it('acts on the user who holds the profile’s sub, whatever username the profile kept', async () => {
    const { service, calls } = setup(undefined, new Map([['u-1', 'kim-renamed']]));
    await service.setEnabled(admin, 'u-1', false);
    await service.setGroups(admin, 'u-1', ['Admin']);
    expect(calls).toEqual(['disable kim-renamed', 'add kim-renamed Admin', 'remove kim-renamed Editor']);
  });

  it('refuses with 409 and closes a stale profile whose sub the pool no longer holds, never touching the newcomer who took its username', async () => {
    // The profile's user deleted themself; a newcomer registered "kim" and got another sub.
    const { service, calls, members, closed } = setup(undefined, new Map([['u-new', 'kim']]));
    await expect(service.setGroups(admin, 'u-1', ['Admin'])).rejects.toBeInstanceOf(ConflictError);
    await expect(service.setEnabled(admin, 'u-1', false)).rejects.toBeInstanceOf(ConflictError);
    expect(calls).toEqual([]);
    expect(members.setGroups).not.toHaveBeenCalled();
    expect(members.setEnabled).not.toHaveBeenCalled();
    expect(closed).toEqual(['u-1', 'u-1']);
  });

  it('refuses an admin disabling themself', async () => {
    const { service, calls } = setup();
    await expect(service.setEnabled(admin, 'boss', false)).rejects.toBeInstanceOf(BadRequestError);
    expect(calls).toEqual([]);
  });

  it('answers 404 for an unknown member without touching the pool', async () => {
    const { service, calls } = setup();
    await expect(service.setGroups(admin, 'nobody', [])).rejects.toBeInstanceOf(NotFoundError);
    expect(calls).toEqual([]);
  });

  it('shows admins the member without storage details, enabled unless disabled', async () => {
    const { service } = setup();
    const page = await service.search('userName', 'k', 10);
    expect(page.items[0]).toEqual({
      userId: 'u-1',
      userName: 'kim',
      email: 'kim@example.com',
      name: 'Kim',
      nickName: 'Kimmy',
      userGroups: ['Editor'],
      enabled: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
