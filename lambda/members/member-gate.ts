import type { Caller } from '../shared/auth/caller';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { ForbiddenError } from '../shared/http/errors';
import type { MemberProfile, MemberRepository } from './member-repository';
import { registerMember } from './register-member';

export const DISABLED_MESSAGE = 'Your account has been disabled by an administrator.';

/** The refusal of a write from a member who has not agreed to the terms' current version. */
export const TERMS_NOT_AGREED_MESSAGE =
  'Please agree to the updated terms of service and privacy policy before you write.';

/**
 * Every confirmed user has a member profile, and a disabled member writes nothing (docs/architecture.md,
 * "Member lifecycle"):
 * - the post-confirmation trigger creates the profile on sign-up, but Cognito does not run it for users an
 *   admin created (AdminCreateUser); those get theirs on first authenticated use of their own member record
 *   (GET or PUT /member/{self}, which the web app reads after every sign-in), from the verified ID token's
 *   claims (username, email, name, groups), by the same idempotent registration;
 * - an admin's PUT /admin/members/{id}/status sets `enabled: false` on the profile; every write (REST
 *   methods other than GET, GraphQL mutations) reads the caller's profile first and is refused with 403.
 *   Cost: one eventually consistent GetItem on the member table (0.5 read unit, a few ms) per write, none
 *   per read; the ID token stays valid until it expires, the profile check does not wait for that.
 */
/** The user pool's email and name of a user, for a token that does not carry them. */
export type PoolAttributes = (userName: string) => Promise<{ email?: string; name?: string }>;

export class MemberGate {
  /**
   * The caller's profile as read for this request: callers are made per request, so the write checks below
   * share one GetItem (disabled, terms) however many of them run.
   */
  private readonly readFor = new WeakMap<Caller, Promise<MemberProfile | null>>();

  constructor(
    private readonly members: Pick<MemberRepository, 'getProfile' | 'createProfile'>,
    private readonly clock: Clock = systemClock,
    private readonly poolAttributes?: PoolAttributes,
  ) {}

  /** The caller's profile, created now if they have none yet. */
  async profileOf(caller: Caller): Promise<MemberProfile> {
    const found = await this.members.getProfile(caller.userId);
    if (found) return found;
    // ID tokens carry email and name; where one does not (a token issued without them), ask the pool.
    const pool =
      (!caller.email || !caller.name) && this.poolAttributes
        ? await this.poolAttributes(caller.userName)
        : {};
    await registerMember(
      this.members,
      {
        userId: caller.userId,
        userName: caller.userName,
        email: caller.email ?? pool.email ?? '',
        name: caller.name ?? pool.name ?? caller.userName,
        userGroups: caller.groups,
      },
      this.clock(),
    );
    const created = await this.members.getProfile(caller.userId, { consistent: true });
    if (!created) throw new Error(`The profile of ${caller.userId} was not created`);
    return created;
  }

  /**
   * Refuses the write of a member an admin has disabled (403). It only reads: a refused request writes
   * nothing, so a missing profile is created by GET /member/{self}, not here (no profile: not disabled).
   */
  async assertActive(caller: Caller): Promise<void> {
    const profile = await this.profileRead(caller);
    if (profile?.enabled === false) throw new ForbiddenError(DISABLED_MESSAGE);
  }

  /**
   * Refuses the write of a member whose recorded agreement is older than the terms' current version (403), as
   * Rhymix asks members to agree again after the terms change (docs/architecture.md, "Consent"). A profile
   * without a recorded version (members from before versions existed, users an admin created) has agreed to
   * none, and is asked once. The current version comes from the settings this instance keeps (no read).
   */
  async assertAgreedToTerms(caller: Caller, currentVersion: number): Promise<void> {
    const profile = await this.profileRead(caller);
    if ((profile?.termsVersion ?? 0) < currentVersion) throw new ForbiddenError(TERMS_NOT_AGREED_MESSAGE);
  }

  private profileRead(caller: Caller): Promise<MemberProfile | null> {
    let read = this.readFor.get(caller);
    if (!read) {
      read = this.members.getProfile(caller.userId);
      this.readFor.set(caller, read);
    }
    return read;
  }
}
