import type { Caller } from '../shared/auth/caller';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { UnauthorizedError } from '../shared/http/errors';
import type { MemberProfile, MemberRepository } from './member-repository';
import { registerMember } from './register-member';
import type { PoolUser } from './user-pool-directory';
import { builtInNickNameRule, type ReservedNickNames } from './reserved-nicknames';
import { ACCOUNT_CLOSED_MESSAGE, refuseEnded, SessionGate } from './session-gate';

export {
  ACCOUNT_CLOSED_MESSAGE,
  DISABLED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  TERMS_NOT_AGREED_MESSAGE,
} from './session-gate';

/** The pool's user holding a sub, or null when there is none any more (user-pool-directory.ts). */
export type PoolUserLookup = (sub: string) => Promise<PoolUser | null>;

/** What the gate records when it finds that an account was deleted from the user pool behind the site's back. */
export type AccountCloser = (userId: string) => Promise<void>;

/**
 * The member API's gate: the session check of every request (session-gate.ts, whose comment says who may use
 * the site with the token they hold) and the creation of a missing profile on first use.
 */
export class MemberGate extends SessionGate {
  constructor(
    protected override readonly members: Pick<MemberRepository, 'getStanding' | 'createProfile'>,
    private readonly clock: Clock = systemClock,
    private readonly poolUser?: PoolUserLookup,
    private readonly closeAccount?: AccountCloser,
    /** The reserved nicknames a first nickname must avoid (the built-in words when not given). */
    private readonly reserved?: Pick<ReservedNickNames, 'rule'>,
  ) {
    super(members);
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
