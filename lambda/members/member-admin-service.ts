import { ADMIN_GROUP } from '../shared/auth/caller';
import type { Caller } from '../shared/auth/caller';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { MemberAdminView } from '../../contracts/member-admin';
import type { Page } from '../../contracts/pagination';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/http/errors';
import type { MemberProfile, MemberRepository, MemberSearchField } from './member-repository';
import { profileFields } from './profile-fields';
import type { UserPoolAdmin } from './user-pool-admin';
import { ACCOUNT_GONE_MESSAGE, type PoolUser } from './user-pool-directory';

export const adminView = (profile: MemberProfile): MemberAdminView => ({
  ...profileFields(profile),
  enabled: profile.enabled !== false,
  createdAt: profile.createdAt,
});

/**
 * What admins do to members. The router has already refused non-admins (route access `admin`); the rules
 * here keep an admin from locking themself out. The user pool changes first, then the profile mirror: if
 * the second write fails, the next change or sign-in repairs the mirror, and access follows the pool.
 *
 * The pool's user is found by the profile's `sub`, never by its stored username: Cognito frees a username
 * when its user is deleted, so a stale profile's username may belong to a newcomer, who would otherwise be
 * disabled or made an admin in its place. When the pool holds no user with that sub the account is gone:
 * 409, and the profile is closed as a withdrawal closes it (`closeAccount`), so it leaves the lists.
 */
export class MemberAdminService {
  constructor(
    private readonly members: Pick<
      MemberRepository,
      'getProfile' | 'search' | 'newest' | 'setGroups' | 'setEnabled'
    >,
    private readonly directory: Pick<
      UserPoolAdmin,
      'userBySub' | 'addToGroup' | 'removeFromGroup' | 'disable' | 'enable'
    >,
    private readonly clock: Clock = systemClock,
    private readonly closeAccount: (userId: string) => Promise<void> = async () => undefined,
  ) {}

  /** A prefix search, or with `newest` every member newest sign-up first (the prefix is then empty). */
  async search(
    field: MemberSearchField | 'newest',
    prefix: string,
    limit: number,
    nextToken?: string,
  ): Promise<Page<MemberAdminView>> {
    const page =
      field === 'newest'
        ? await this.members.newest(limit, nextToken)
        : await this.members.search(field, prefix, limit, nextToken);
    return { items: page.items.map(adminView), nextToken: page.nextToken };
  }

  async setGroups(caller: Caller, userId: string, groups: readonly string[]): Promise<MemberAdminView> {
    if (caller.userId === userId && !groups.includes(ADMIN_GROUP)) {
      throw new BadRequestError('You cannot remove yourself from the Admin group; ask another admin.', [
        { field: 'body.groups', message: 'must keep Admin for yourself' },
      ]);
    }
    const profile = await this.profile(userId);
    const user = await this.poolUserOf(profile);
    const current = new Set(profile.userGroups);
    for (const group of groups.filter((g) => !current.has(g)))
      await this.directory.addToGroup(user.userName, group);
    for (const group of [...current].filter((g) => !groups.includes(g))) {
      await this.directory.removeFromGroup(user.userName, group);
    }
    if (!(await this.members.setGroups(userId, groups, this.clock())))
      throw new NotFoundError('No member with this id.');
    return adminView({ ...profile, userGroups: [...groups] });
  }

  async setEnabled(caller: Caller, userId: string, enabled: boolean): Promise<MemberAdminView> {
    if (caller.userId === userId && !enabled) {
      throw new BadRequestError('You cannot disable your own account.', [
        { field: 'body.enabled', message: 'must be true for yourself' },
      ]);
    }
    const profile = await this.profile(userId);
    const user = await this.poolUserOf(profile);
    if (enabled) await this.directory.enable(user.userName);
    else await this.directory.disable(user.userName);
    if (!(await this.members.setEnabled(userId, enabled, this.clock())))
      throw new NotFoundError('No member with this id.');
    return adminView({ ...profile, enabled });
  }

  /** The pool's user holding the profile's sub now; 409 (and the profile closed) when there is none. */
  private async poolUserOf(profile: MemberProfile): Promise<PoolUser> {
    const user = await this.directory.userBySub(profile.userId);
    if (!user || user.sub !== profile.userId) {
      await this.closeAccount(profile.userId);
      throw new ConflictError(ACCOUNT_GONE_MESSAGE);
    }
    return user;
  }

  private async profile(userId: string): Promise<MemberProfile> {
    const profile = await this.members.getProfile(userId);
    if (!profile) throw new NotFoundError('No member with this id.');
    return profile;
  }
}
