import { CognitoError, WRONG_CREDENTIALS, type Json } from './cognito-error';
import { CognitoLocalClient } from './cognito-local-client';
import { maskDelivery, requirePolicy } from './pool-rules';
import type { OperationHandler, ShimContext } from './shim-context';
import type { CognitoShimOptions } from './shim-options';
import { ShimState } from './shim-state';
import { AccessTokens } from './shim-tokens';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './sign-in';
import {
  adminCreateUser,
  confirmForgotPassword,
  confirmSignUp,
  forgotPassword,
  resendConfirmationCode,
  signUp,
} from './sign-up';

/**
 * What the shim does per operation, where cognito-local behaves unlike the deployed pool (docs/local-vs-aws.md,
 * "Cognito"); every other listed operation (operations.ts) goes to cognito-local as it is. shim-server.ts puts
 * it on HTTP.
 */
export interface ShimOperations {
  /** Runs one operation (its X-Amz-Target without the service prefix); errors are CognitoErrors. */
  handle(target: string, body: Json): Promise<Json>;
}

/** The user's own operations, authorized by an access token the shim verifies first (cognito-local does not). */
async function ownAccountOperation(context: ShimContext, body: Json, target: string): Promise<Json> {
  const { client, state } = context;
  const { poolId, user } = await context.accessTokens.verify(body.AccessToken);
  if (target === 'GlobalSignOut') {
    state.signOut(poolId, user.username);
    return {};
  }
  if (target === 'ChangePassword') {
    requirePolicy(body.ProposedPassword);
    return client.invoke(target, body).catch((error: unknown) => {
      // cognito-local: InvalidPasswordException for a wrong previous password.
      if (error instanceof CognitoError && error.type === 'InvalidPasswordException') {
        throw new CognitoError('NotAuthorizedException', WRONG_CREDENTIALS);
      }
      throw error;
    });
  }
  if (target === 'UpdateUserAttributes' || target === 'GetUserAttributeVerificationCode') {
    const previous = client.storedUser(poolId, user.username)?.AttributeVerificationCode;
    const result = await client.invoke(target, body);
    const details = (result.CodeDeliveryDetailsList as Json[] | undefined)?.[0] ?? result.CodeDeliveryDetails;
    context.reportCode(poolId, user.username, 'verification code', 'AttributeVerificationCode', {
      previous,
      destination: (details as Json | undefined)?.Destination,
    });
    return maskDelivery(result);
  }
  return client.invoke(target, body);
}

/** Admin operations accept the username in any case (case-insensitive pools) or an alias, as on AWS. */
const adminOperation: OperationHandler = async ({ client }, body, target) => {
  if (typeof body.Username === 'string' && typeof body.UserPoolId === 'string') {
    const user = await client.resolveUser(body.UserPoolId, body.Username, true);
    if (user) return client.invoke(target, { ...body, Username: user.username });
  }
  return client.invoke(target, body);
};

const passThrough: OperationHandler = ({ client }, body, target) => client.invoke(target, body);

/** The operations the shim changes; any other goes to cognito-local (admin ones with the username resolved). */
const operationTable: Readonly<Record<string, OperationHandler>> = {
  SignUp: signUp,
  AdminCreateUser: adminCreateUser,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  InitiateAuth: initiateAuth,
  AdminInitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  AdminRespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  AdminSetUserPassword: (context, body, target) => {
    requirePolicy(body.Password);
    return adminOperation(context, body, target);
  },
  // cognito-local has no global sign-out: the shim refuses the user's earlier tokens itself.
  AdminUserGlobalSignOut: async ({ client, state }, body) => {
    const poolId = String(body.UserPoolId);
    const user = await client.resolveUser(poolId, body.Username, true);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    state.signOut(poolId, user.username);
    return {};
  },
  ListUsers: async ({ client }, body, target) => {
    // cognito-local ignores Limit and PaginationToken; Cognito pages (at most 60 a page).
    const result = await client.invoke(target, body);
    const users = (result.Users ?? []) as Json[];
    const limit = Math.min(Math.max(Number(body.Limit) || 60, 1), 60);
    const start =
      typeof body.PaginationToken === 'string'
        ? Number(Buffer.from(body.PaginationToken, 'base64url').toString()) || 0
        : 0;
    const page = users.slice(start, start + limit);
    const next =
      start + limit < users.length ? Buffer.from(String(start + limit)).toString('base64url') : undefined;
    return { Users: page, ...(next ? { PaginationToken: next } : {}) };
  },
  UpdateUserPool: (context, body, target) => {
    context.client.forgetPool(String(body.UserPoolId));
    return passThrough(context, body, target);
  },
  DeleteUserPool: (context, body, target) => {
    context.client.forgetPool(String(body.UserPoolId));
    return passThrough(context, body, target);
  },
};

export function createShimOperations(options: CognitoShimOptions): ShimOperations {
  const client = new CognitoLocalClient(options);
  const state = new ShimState(options.dataDir);
  const context: ShimContext = {
    issuerDomain: options.issuerDomain,
    client,
    state,
    accessTokens: new AccessTokens(options.issuerDomain, client, state),
    reportCode(poolId, username, what, field, { previous, destination } = {}) {
      const stored = client.storedUser(poolId, username);
      const value = stored?.[field];
      if (typeof value !== 'string' || value === '' || value === previous) return;
      const email =
        typeof destination === 'string'
          ? destination
          : ((stored?.Attributes ?? []) as { Name: string; Value?: string }[]).find((a) => a.Name === 'email')
              ?.Value;
      options.onCode?.(`${what} ${value} for ${username}${email ? ` (${email})` : ''}`);
    },
  };
  return {
    handle(target, body) {
      if (typeof body.AccessToken === 'string' || target === 'GlobalSignOut') {
        return ownAccountOperation(context, body, target);
      }
      const handler = Object.hasOwn(operationTable, target) ? operationTable[target] : undefined;
      if (handler) return handler(context, body, target);
      return (target.startsWith('Admin') ? adminOperation : passThrough)(context, body, target);
    },
  };
}
