import { FIND_MEMBERS_LIMIT, type MemberCard, type OwnProfile } from '../../contracts/member';
import type { Caller } from '../shared/auth/caller';
import { ForbiddenError, UnauthorizedError } from '../shared/http/errors';
import type { AccountPool } from './account-pool';
import { ACCOUNT_CLOSED_MESSAGE, MemberGate } from './member-gate';
import type { MemberProfile, MemberRepository } from './member-repository';
import { profileFields } from './profile-fields';
import type { PoolUser, UserPoolDirectory } from './user-pool-directory';

export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';

const ownProfileOf = (profile: MemberProfile, termsCurrentVersion: number): OwnProfile => ({
  ...profileFields(profile),
  allowFriendRequests: profile.allowFriendRequests !== false,
  acceptMessages: profile.acceptMessages ?? 'all',
  termsVersion: profile.termsVersion ?? 0,
  termsAgreedAt: profile.termsAgreedAt ?? null,
  termsCurrentVersion,
});

type AccountMembers = Pick<
  MemberRepository,
  'getProfile' | 'getStanding' | 'createProfile' | 'search' | 'endSessions' | 'withdraw'
>;

/**
 * Closes the account of a sub for good (the same tombstone a withdrawal leaves): what the site does when it
 * finds that the user pool no longer holds a member's sub (docs/architecture.md, "Member lifecycle").
 */
export function accountCloser(
  members: Pick<MemberRepository, 'getStanding' | 'withdraw'>,
  now: () => Date = () => new Date(),
): (userId: string) => Promise<void> {
  return async (userId) => {
    const standing = await members.getStanding(userId, { consistent: true });
    if (standing.withdrawnAt !== undefined) return;
    await members.withdraw(userId, standing.profile?.nickName, now(), standing.profile !== null);
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A member's own account: their full profile, finding other members by nickname, ending sessions, leaving. */
export class AccountService {
  private readonly closeAccount: (userId: string) => Promise<void>;

  constructor(
    private readonly members: AccountMembers,
    private readonly pool: Pick<AccountPool, 'passwordMatches' | 'deleteUser'>,
    private readonly users: Pick<UserPoolDirectory, 'userBySub' | 'signOutEverywhere'>,
    private readonly gate = new MemberGate(members),
    private readonly now: () => Date = () => new Date(),
    private readonly sleep: (ms: number) => Promise<void> = wait,
  ) {
    this.closeAccount = accountCloser(members, now);
  }

  /** The member's own profile, and the terms' version the site asks for now (`termsCurrentVersion`). */
  async profile(caller: Caller, termsCurrentVersion: number): Promise<OwnProfile> {
    return ownProfileOf(await this.gate.profileOf(caller), termsCurrentVersion);
  }

  /**
   * The few members whose nickname is `text` or starts with it (FIND_MEMBERS_LIMIT at most; the exact match
   * sorts first, as `<nickname>#` precedes any longer name in the index): only what every member sees on a
   * post (id and nickname), and whether they accept friend requests. Disabled members are left out. One
   * Query with that Limit and one BatchGet, never a page token: a lookup, not a directory of members.
   */
  async findByNickName(text: string): Promise<{ items: MemberCard[] }> {
    const page = await this.members.search('nickName', text, FIND_MEMBERS_LIMIT, undefined);
    return {
      items: page.items
        .filter((profile) => profile.enabled !== false && profile.nickName !== undefined)
        .map((profile) => ({
          userId: profile.userId,
          nickName: profile.nickName as string,
          allowFriendRequests: profile.allowFriendRequests !== false,
        })),
    };
  }

  /**
   * Signing out everywhere (also what the web app does right after a password change): with the password
   * again, every token whose session began until now is refused by the gate from this moment, and Cognito
   * revokes every refresh token, so no browser can get new ones. The answer waits for the next second: a
   * token's `auth_time` has whole seconds, so the sign-in the caller makes after the answer (to stay signed
   * in in this browser after a password change) begins a session the gate accepts. At most 1 s.
   */
  async endSessions(caller: Caller, password: string): Promise<{ signedOutAt: string }> {
    const user = await this.confirmedUser(caller, password);
    await this.gate.profileOf(caller);
    const now = this.now();
    const validAfter = Math.floor(now.getTime() / 1000);
    if (!(await this.members.endSessions(caller.userId, validAfter, now.toISOString()))) {
      throw new UnauthorizedError(ACCOUNT_CLOSED_MESSAGE);
    }
    await this.users.signOutEverywhere(user.userName);
    await this.sleep(Math.max(0, (validAfter + 1) * 1000 - this.now().getTime()) + 50);
    return { signedOutAt: now.toISOString() };
  }

  /**
   * Leaving the site, for good: the password again; then the profile becomes a tombstone (the sub and when,
   * nothing personal; every token of the member refused from this moment, the profile never created again)
   * and the nickname is released; then Cognito revokes the member's refresh tokens and deletes the user. The
   * tombstone goes first, so a failure after it leaves the member unable to do anything but try again
   * (this route alone admits a tombstone: the password proves who asks). Posts and comments keep the
   * nickname they were written under. An account whose user the pool no longer holds is closed the same way
   * and answered 401, as every other request of a closed account is.
   */
  async withdraw(caller: Caller, password: string): Promise<void> {
    const user = await this.confirmedUser(caller, password);
    const standing = await this.members.getStanding(caller.userId, { consistent: true });
    await this.members.withdraw(
      caller.userId,
      standing.profile?.nickName,
      this.now(),
      standing.profile !== null,
    );
    await this.users.signOutEverywhere(user.userName);
    await this.pool.deleteUser(user.userName);
  }

  /** The pool's user of the caller's sub, once their password is checked again (403 otherwise). */
  private async confirmedUser(caller: Caller, password: string): Promise<PoolUser> {
    const user = await this.users.userBySub(caller.userId);
    if (!user) {
      await this.closeAccount(caller.userId);
      throw new UnauthorizedError(ACCOUNT_CLOSED_MESSAGE);
    }
    if (!(await this.pool.passwordMatches(user.userName, password))) {
      throw new ForbiddenError(WRONG_PASSWORD_MESSAGE);
    }
    return user;
  }
}
