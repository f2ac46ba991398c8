import { passwordPolicy, tokenValidity } from '../../contracts/user-pool';
import { CognitoError, WRONG_CREDENTIALS, type Json } from './cognito-error';
import { requirePolicy } from './pool-rules';
import type { OperationHandler, ShimContext } from './shim-context';
import { completeTokens, unverifiedClaims } from './shim-tokens';

/**
 * Signing in as the deployed pool does where cognito-local does not (docs/local-vs-aws.md, "Cognito"): an
 * unknown user or a wrong password is NotAuthorizedException (the client prevents user-existence errors),
 * disabled and unconfirmed users are refused first, temporary passwords are checked and expire, a verified
 * email stands for its username (the pool's email alias), and refreshes are refused for disabled users,
 * expired refresh tokens and refresh tokens older than the user's global sign-out.
 */

/** USER_PASSWORD_AUTH / ADMIN_USER_PASSWORD_AUTH: what cognito-local skips or answers unlike Cognito. */
async function passwordSignIn(
  context: ShimContext,
  target: string,
  poolId: string,
  body: Json,
): Promise<Json> {
  const { client, state } = context;
  const parameters = (body.AuthParameters ?? {}) as Record<string, string>;
  const user = await client.resolveUser(poolId, parameters.USERNAME, true);
  if (!user) throw new CognitoError('NotAuthorizedException', WRONG_CREDENTIALS);
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  if (user.status === 'UNCONFIRMED')
    throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    // cognito-local hands out the NEW_PASSWORD_REQUIRED challenge without checking the temporary password.
    const stored = client.storedUser(poolId, user.username);
    if (stored && stored.Password !== parameters.PASSWORD) {
      throw new CognitoError('NotAuthorizedException', WRONG_CREDENTIALS);
    }
    if (Date.now() - user.lastModified > passwordPolicy.temporaryPasswordValidityDays * 86_400_000) {
      throw new CognitoError(
        'NotAuthorizedException',
        'Temporary password has expired and must be reset by an administrator.',
      );
    }
  }
  let result: Json;
  try {
    result = await client.invoke(target, {
      ...body,
      AuthParameters: { ...parameters, USERNAME: user.username },
    });
  } catch (error) {
    if (
      error instanceof CognitoError &&
      ['InvalidPasswordException', 'UserNotFoundException', 'NotAuthorizedException'].includes(error.type)
    ) {
      throw new CognitoError('NotAuthorizedException', WRONG_CREDENTIALS);
    }
    throw error;
  }
  if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && typeof result.Session === 'string') {
    state.openSession(result.Session, {
      poolId,
      username: user.username,
      expiresAt: Date.now() + tokenValidity.authSessionMinutes * 60_000,
    });
  }
  return completeTokens(result, state);
}

/** A refresh, refused as Cognito refuses it before cognito-local (`forward`) issues new tokens. */
async function refresh(
  context: ShimContext,
  poolId: string,
  refreshToken: unknown,
  forward: () => Promise<Json>,
): Promise<Json> {
  const claims = unverifiedClaims(refreshToken);
  const username = claims?.['cognito:username'];
  if (typeof username !== 'string' || claims?.iss !== `${context.issuerDomain}/${poolId}`) {
    throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  }
  if (Number(claims.exp) * 1000 <= Date.now()) {
    throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
  }
  const user = await context.client.getUser(poolId, username);
  if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  if (context.state.issuedBeforeSignOut(poolId, user.username, claims)) {
    throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  }
  try {
    return completeTokens(await forward(), context.state);
  } catch (error) {
    // cognito-local: "User not authorized" for a token it does not hold (revoked with RevokeToken, or unknown).
    if (error instanceof CognitoError && error.type === 'NotAuthorizedException') {
      throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    }
    throw error;
  }
}

async function newPasswordChallenge(context: ShimContext, target: string, body: Json): Promise<Json> {
  const { client, state } = context;
  const responses = (body.ChallengeResponses ?? {}) as Record<string, string>;
  requirePolicy(responses.NEW_PASSWORD);
  const admin = target === 'AdminRespondToAuthChallenge';
  const poolId = admin ? String(body.UserPoolId) : await client.poolIdOfClient(body.ClientId);
  const user = await client.resolveUser(poolId, responses.USERNAME, true);
  const sessionId = String(body.Session ?? '');
  const session = state.session(sessionId);
  if (!session || !user || session.poolId !== poolId || session.username !== user.username) {
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
  }
  if (session.expiresAt < Date.now()) {
    state.closeSession(sessionId);
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }
  await client.invoke(target, { ...body, ChallengeResponses: { ...responses, USERNAME: user.username } });
  state.closeSession(sessionId);
  // cognito-local does not keep the refresh token of a challenge answer, so it could never be used: sign in
  // with the new password instead, whose tokens it keeps.
  const parameters = { USERNAME: user.username, PASSWORD: responses.NEW_PASSWORD };
  const signedIn = admin
    ? await client.invoke('AdminInitiateAuth', {
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        UserPoolId: poolId,
        ClientId: body.ClientId,
        AuthParameters: parameters,
      })
    : await client.invoke('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: body.ClientId,
        AuthParameters: parameters,
      });
  return completeTokens(
    { ChallengeParameters: {}, AuthenticationResult: signedIn.AuthenticationResult },
    state,
  );
}

/** InitiateAuth and AdminInitiateAuth: password sign-in or refresh; SRP gets a clear 400 instead of a 500. */
export const initiateAuth: OperationHandler = async (context, body, target) => {
  const poolId =
    target === 'AdminInitiateAuth'
      ? String(body.UserPoolId)
      : await context.client.poolIdOfClient(body.ClientId);
  const flow = String(body.AuthFlow);
  if (flow === 'USER_SRP_AUTH') {
    throw new CognitoError(
      'InvalidParameterException',
      'USER_SRP_AUTH is not supported by the local user pool: sign in with USER_PASSWORD_AUTH (config.json authFlowType).',
    );
  }
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
    return refresh(context, poolId, (body.AuthParameters as Json | undefined)?.REFRESH_TOKEN, () =>
      context.client.invoke(target, body),
    );
  }
  return passwordSignIn(context, target, poolId, body);
};

/** RespondToAuthChallenge and AdminRespondToAuthChallenge. */
export const respondToAuthChallenge: OperationHandler = async (context, body, target) => {
  if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') return newPasswordChallenge(context, target, body);
  return completeTokens(await context.client.invoke(target, body), context.state);
};

/** Amplify v6's refresh, which cognito-local does not have: its REFRESH_TOKEN_AUTH, after Cognito's checks. */
export const getTokensFromRefreshToken: OperationHandler = async (context, body) => {
  const poolId = await context.client.poolIdOfClient(body.ClientId);
  const result = await refresh(context, poolId, body.RefreshToken, () =>
    context.client.invoke('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: body.ClientId,
      AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      ClientMetadata: body.ClientMetadata,
    }),
  );
  return { AuthenticationResult: result.AuthenticationResult };
};
