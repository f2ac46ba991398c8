import {
  AdminDeleteUserCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolClient } from './user-pool-client';
import { handlerEnv } from '../../contracts/registry';

/** Cognito answers that mean "this password does not open this account". */
const WRONG_PASSWORD = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  // cognito-local answers a wrong password with it.
  'InvalidPasswordException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

/**
 * The user pool as a member's own account needs it: checking their password again before the account is
 * deleted, and deleting it. The password is checked with the web client's USER_PASSWORD_AUTH flow (the
 * client allows it, see lib/constructs/member-user-pool.ts), so no admin sign-in flow has to be enabled.
 */
export class AccountPool {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
    private readonly clientId: () => string,
  ) {}

  static create(
    userPoolId: string,
    clientId: () => string,
    endpoint = process.env[handlerEnv.cognitoEndpoint],
  ): AccountPool {
    return new AccountPool(userPoolClient(endpoint), userPoolId, clientId);
  }

  async passwordMatches(userName: string, password: string): Promise<boolean> {
    try {
      await this.client.send(
        new InitiateAuthCommand({
          ClientId: this.clientId(),
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: userName, PASSWORD: password },
        }),
      );
      return true;
    } catch (error) {
      if (WRONG_PASSWORD.has((error as Error).name)) return false;
      throw error;
    }
  }

  /** Deletes the user (their tokens stop working); an already deleted one counts as done. */
  async deleteUser(userName: string): Promise<void> {
    try {
      await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: userName }));
    } catch (error) {
      if ((error as Error).name !== 'UserNotFoundException') throw error;
    }
  }
}
