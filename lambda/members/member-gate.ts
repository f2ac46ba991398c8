import type { Caller } from '../shared/auth/caller';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { ForbiddenError, UnauthorizedError } from '../shared/http/errors';
import type { MemberProfile, MemberRepository, MemberStanding } from './member-repository';
import { registerMember } from './register-member';
import type { PoolUser } from './user-pool-directory';
import { builtInNickNameRule, type ReservedNickNames } from './reserved-nicknames';

export const DISABLED_MESSAGE = 'Your account has been disabled by an administrator.';
/** The web app signs out locally on a 401 and says so (frontend/src/lib/session-ended.ts). */
export const SESSION_ENDED_MESSAGE = 'You were signed out. Sign in again.';
export const ACCOUNT_CLOSED_MESSAGE = 'This account has been closed.';

/** The pool's user holding a sub, or null when there is none any more (user-pool-directory.ts). */
export type PoolUserLookup = (sub: string) => Promise<PoolUser | null>;

/** What the gate records when it finds that an account was deleted from the user pool behind the site's back. */
export type AccountCloser = (userId: string) => Promise<void>;

/**
 * Who may use the site with the token they hold (docs/architecture.md, "Member lifecycle"):
 * - every authenticated request (REST member, admin and post routes, a token sent to a public post route,
 *   every GraphQL Lambda field) reads the one item at the caller's profile key, and is refused with 401 when
 *   it is a tombstone (the member left) or when the token's session began at or before the profile's
 *   `tokensValidAfter` (the member signed out everywhere, changed their password, or left). The ID token is
 *   still valid for API Gateway and AppSync until it expires (up to 60 minutes); this read does not wait
 *   for that. Cost: one eventually consistent GetItem (0.5 read unit, a few ms) per authenticated request;
 * - a write (REST methods other than GET, GraphQL mutations) of a member an admin disabled is refused with
 *   403, from the same read;
 * - the post-confirmation trigger creates the profile on sign-up, but Cognito does not run it for users an
 *   admin created (AdminCreateUser); those get theirs on first use of their own member record (GET or PUT
 *   /member/{self}, GET /me/profile), from the verified ID token's claims, by the same idempotent
 *   registration. Never for a closed account: a tombstone stops the creation, and so does a sub the user
 *   pool no longer holds (the user deleted themself with Cognito's DeleteUser, or an operator deleted them),
 *   which is then closed here as a withdrawal would.
 */
export class MemberGate {
  constructor(
    private readonly members: Pick<MemberRepository, 'getStanding' | 'createProfile'>,
    private readonly clock: Clock = systemClock,
    private readonly poolUser?: PoolUserLookup,
    private readonly closeAccount?: AccountCloser,
    /** The reserved nicknames a first nickname must avoid (the built-in words when not given). */
    private readonly reserved?: Pick<ReservedNickNames, 'rule'>,
  ) {}

  /**
   * Admits the caller's request or refuses it: 401 for a closed account or an ended session, 403 for a
   * write of a disabled member. Answers what it read, for a route that needs the profile anyway.
   */
  async admit(caller: Caller, { write }: { readonly write: boolean }): Promise<MemberStanding> {
    const standing = await this.members.getStanding(caller.userId);
    refuseEnded(caller, standing);
    if (write && standing.profile?.enabled === false) throw new ForbiddenError(DISABLED_MESSAGE);
    return standing;
  }

  /** The caller's profile, created now if they have none yet; 401 when their account is closed. */
  async profileOf(caller: Caller): Promise<MemberProfile> {
    const standing = await this.members.getStanding(caller.userId);
    refuseEnded(caller, standing);
    if (standing.profile) return standing.profile;
    // No profile: a first visit, or an account deleted from the pool whose profile was never made. Only the
    // pool can tell them apart; a token outlives its user by up to an hour.
    const user = this.poolUser ? await this.poolUser(caller.userId) : undefined;
    if (user === null) {
      await this.closeAccount?.(caller.userId);
      throw new UnauthorizedError(ACCOUNT_CLOSED_MESSAGE);
    }
    await registerMember(
      this.members,
      {
        userId: caller.userId,
        userName: caller.userName,
        // ID tokens carry email and name; where one does not (a token issued without them), the pool's.
        email: caller.email ?? user?.email ?? '',
        name: caller.name ?? user?.name ?? caller.userName,
        userGroups: caller.groups,
      },
      this.clock(),
      this.reserved ? await this.reserved.rule() : builtInNickNameRule,
    );
    const created = await this.members.getStanding(caller.userId, { consistent: true });
    // A withdrawal committed between the two reads: the account is closed, not a fault.
    refuseEnded(caller, created);
    if (!created.profile) throw new Error(`The profile of ${caller.userId} was not created`);
    return created.profile;
  }
}

/** 401 for a tombstone, or a token whose session began at or before the member last ended their sessions. */
function refuseEnded(caller: Caller, standing: MemberStanding): void {
  if (standing.withdrawnAt !== undefined) throw new UnauthorizedError(ACCOUNT_CLOSED_MESSAGE);
  const validAfter = standing.tokensValidAfter;
  // A token without a time claim cannot prove it is newer: refused once the member has ended sessions.
  if (validAfter !== undefined && (caller.authTime ?? 0) <= validAfter) {
    throw new UnauthorizedError(SESSION_ENDED_MESSAGE);
  }
}
