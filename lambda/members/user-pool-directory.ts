import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { BadRequestError, ConflictError, ServiceUnavailableError } from '../shared/http/errors';
import { isUnavailable } from '../shared/runtime/unavailable';
import { userPoolClient } from './user-pool-client';
import { handlerEnv } from '../../contracts/registry';

/** What an admin is told when the pool did not confirm a change in time. */
export const POOL_CHANGE_UNCERTAIN =
  'The user pool did not answer in time, so this change may or may not have been made. Please try again: repeating it is safe.';

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
 * The user pool as the member admin API needs it. The pool is the source of truth for groups and for
 * whether a member may sign in; the profile mirrors both for listing.
 *
 * Every operation on a member starts from their immutable `sub` (the profile's userId), never from a stored
 * username: Cognito frees a username when its user is deleted, and a newcomer may take it, so a stale
 * profile's username can name someone else (docs/architecture.md, "Member lifecycle"). `userBySub` finds
 * the user who holds that sub now; the admin operations then take the username the pool answered with.
 */
export class UserPoolDirectory {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  static create(userPoolId: string, endpoint = process.env[handlerEnv.cognitoEndpoint]): UserPoolDirectory {
    return new UserPoolDirectory(userPoolClient(endpoint), userPoolId);
  }

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

  async addToGroup(userName: string, group: string): Promise<void> {
    await this.call(() =>
      this.client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: this.userPoolId, Username: userName, GroupName: group }),
      ),
    );
  }

  async removeFromGroup(userName: string, group: string): Promise<void> {
    await this.call(() =>
      this.client.send(
        new AdminRemoveUserFromGroupCommand({
          UserPoolId: this.userPoolId,
          Username: userName,
          GroupName: group,
        }),
      ),
    );
  }

  /** Disables sign-in and revokes the member's refresh tokens, so open sessions end at their next refresh. */
  async disable(userName: string): Promise<void> {
    await this.call(() =>
      this.client.send(new AdminDisableUserCommand({ UserPoolId: this.userPoolId, Username: userName })),
    );
    await this.call(() =>
      this.client.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: userName }),
      ),
    );
  }

  async enable(userName: string): Promise<void> {
    await this.call(() =>
      this.client.send(new AdminEnableUserCommand({ UserPoolId: this.userPoolId, Username: userName })),
    );
  }

  /**
   * Cognito's "no such user/group" answers are the caller's mistake (404/400), not a fault. A pool that did not
   * answer in time may still carry the change out (a request it had already received), so the 503 does not say
   * "nothing happened": it says to repeat the change, which is safe (every change here is idempotent in
   * Cognito) and makes the profile mirror agree with the pool again (docs/admin-portal.md, "Member changes
   * when the user pool does not answer").
   */
  private async call(run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      const name = (error as Error).name;
      // The user was found by sub a moment ago: gone since, it is the same conflict as not found at all.
      if (name === 'UserNotFoundException') throw new ConflictError(ACCOUNT_GONE_MESSAGE);
      if (name === 'ResourceNotFoundException') throw new BadRequestError('No such group in the user pool.');
      if (isUnavailable(error)) throw new ServiceUnavailableError(POOL_CHANGE_UNCERTAIN);
      throw error;
    }
  }
}
