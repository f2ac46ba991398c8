import {
  AdminUserGlobalSignOutCommand,
  ListUsersCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConflictError } from '../shared/http/errors';

/** A user of the pool as found by their `sub`. */
export interface PoolUser {
  /** The username the pool holds for this sub now: what Cognito's admin operations take. */
  readonly userName: string;
  readonly sub: string;
  readonly email?: string;
  readonly name?: string;
}

/** A sub is a UUID; anything that could close the filter's quotes is no sub of ours. */
const SUB = /^[0-9A-Za-z-]{1,128}$/;

export const ACCOUNT_GONE_MESSAGE =
  "This member's account no longer exists in the user pool: they have left the site.";

/**
 * Finding a member in the user pool, and ending their sessions there; what admins change in the pool is
 * user-pool-admin.ts (a function of its own, lambda/apis/member-admin-api.ts, so the member API carries neither
 * its code nor its permissions).
 *
 * Every operation on a member starts from their immutable `sub` (the profile's userId), never from a stored
 * username: Cognito frees a username when its user is deleted, and a newcomer may take it, so a stale
 * profile's username can name someone else (docs/architecture.md, "Member lifecycle"). `userBySub` finds
 * the user who holds that sub now; the admin operations then take the username the pool answered with.
 */
export class UserPoolDirectory {
  constructor(
    protected readonly client: CognitoIdentityProviderClient,
    protected readonly userPoolId: string,
  ) {}

  /**
   * The user who holds this sub, or null when there is none (deleted, or never existed): ListUsers with the
   * filter `sub = "<sub>"`, which Cognito answers from its index (one request; ListUsers' quota is shared
   * by the pool's admin reads, so this runs on admin actions and first visits only, never per request).
   */
  async userBySub(sub: string): Promise<PoolUser | null> {
    if (!SUB.test(sub)) return null;
    const out = await this.client.send(
      new ListUsersCommand({ UserPoolId: this.userPoolId, Filter: `sub = "${sub}"`, Limit: 1 }),
    );
    for (const user of out.Users ?? []) {
      const value = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;
      // The filter is an exact match; checked again so a lax emulator or filter can never hand over another user.
      if (value('sub') !== sub || !user.Username) continue;
      const email = value('email');
      const name = value('name');
      return { userName: user.Username, sub, ...(email ? { email } : {}), ...(name ? { name } : {}) };
    }
    return null;
  }

  /** {@link userBySub}, refusing with 409 when the account is gone. */
  async requireUser(sub: string): Promise<PoolUser> {
    const user = await this.userBySub(sub);
    if (!user) throw new ConflictError(ACCOUNT_GONE_MESSAGE);
    return user;
  }

  /** Revokes every refresh token of the user (Cognito's global sign-out); an absent user counts as done. */
  async signOutEverywhere(userName: string): Promise<void> {
    try {
      await this.client.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: userName }),
      );
    } catch (error) {
      if ((error as Error).name !== 'UserNotFoundException') throw error;
    }
  }
}
