import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { BadRequestError, ConflictError, ServiceUnavailableError } from '../shared/http/errors';
import { isUnavailable } from '../shared/runtime/unavailable';
import { ACCOUNT_GONE_MESSAGE, UserPoolDirectory } from './user-pool-directory';

/** What an admin is told when the pool did not confirm a change in time. */
export const POOL_CHANGE_UNCERTAIN =
  'The user pool did not answer in time, so this change may or may not have been made. Please try again: repeating it is safe.';

/**
 * The user pool as the member admin API needs it (lambda/apis/member-admin-api.ts). The pool is the source of
 * truth for groups and for whether a member may sign in; the profile mirrors both for listing. Each change
 * takes the username `userBySub` answered with (user-pool-directory.ts says why never a stored one).
 */
export class UserPoolAdmin extends UserPoolDirectory {
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
