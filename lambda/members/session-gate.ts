import type { Caller } from '../shared/auth/caller';
import { ForbiddenError, UnauthorizedError } from '../shared/http/errors';
import type { MemberProfiles, MemberStanding } from './member-profiles';
// The web app signs out locally on these and says so (frontend/src/lib/session-ended.ts).
import { ACCOUNT_CLOSED_MESSAGE, SESSION_ENDED_MESSAGE } from '../../contracts/session-messages';

export { ACCOUNT_CLOSED_MESSAGE, SESSION_ENDED_MESSAGE };

export const DISABLED_MESSAGE = 'Your account has been disabled by an administrator.';

/** The refusal of a write from a member who has not agreed to the terms' current version. */
export const TERMS_NOT_AGREED_MESSAGE =
  'Please agree to the updated terms of service and privacy policy before you write.';

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
 *
 * This module is the check every request runs (member-gate.ts adds the profile's creation, which only the member
 * API does): the post and GraphQL functions import it alone, without the registration and nickname rules.
 */
export class SessionGate {
  /**
   * The caller's item as read for this request: callers are made per request, so the checks of one request
   * (the session, a disabled member's write, the terms) share one GetItem however many of them run.
   */
  private readonly readFor = new WeakMap<Caller, Promise<MemberStanding>>();

  constructor(protected readonly members: Pick<MemberProfiles, 'getStanding'>) {}

  /**
   * Admits the caller's request or refuses it: 401 for a closed account or an ended session, 403 for a
   * write of a disabled member. Answers what it read, for a route that needs the profile anyway.
   */
  async admit(caller: Caller, { write }: { readonly write: boolean }): Promise<MemberStanding> {
    const standing = await this.standingRead(caller);
    refuseEnded(caller, standing);
    if (write && standing.profile?.enabled === false) throw new ForbiddenError(DISABLED_MESSAGE);
    return standing;
  }

  /**
   * Refuses the write of a member whose recorded agreement is older than the terms' current version (403), as
   * Rhymix asks members to agree again after the terms change (docs/architecture.md, "Consent"). A profile
   * without a recorded version (members from before versions existed, users an admin created) has agreed to
   * none, and is asked once. The current version comes from the settings this instance keeps (no read).
   */
  async assertAgreedToTerms(caller: Caller, currentVersion: number): Promise<void> {
    const { profile } = await this.standingRead(caller);
    if ((profile?.termsVersion ?? 0) < currentVersion) throw new ForbiddenError(TERMS_NOT_AGREED_MESSAGE);
  }

  private standingRead(caller: Caller): Promise<MemberStanding> {
    let read = this.readFor.get(caller);
    if (!read) {
      read = this.members.getStanding(caller.userId);
      this.readFor.set(caller, read);
    }
    return read;
  }
}

/** 401 for a tombstone, or a token whose session began at or before the member last ended their sessions. */
export function refuseEnded(caller: Caller, standing: MemberStanding): void {
  if (standing.withdrawnAt !== undefined) throw new UnauthorizedError(ACCOUNT_CLOSED_MESSAGE);
  const validAfter = standing.tokensValidAfter;
  // A token without a time claim cannot prove it is newer: refused once the member has ended sessions.
  if (validAfter !== undefined && (caller.authTime ?? 0) <= validAfter) {
    throw new UnauthorizedError(SESSION_ENDED_MESSAGE);
  }
}
