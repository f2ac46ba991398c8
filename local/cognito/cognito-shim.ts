import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { passwordPolicyViolation } from '../../contracts/user-pool';

/**
 * The HTTP front of the local user pool: forwards every request to cognito-local and changes the operations in
 * which cognito-local behaves unlike the deployed pool (docs/local-vs-aws.md, "Cognito"):
 * - the password policy of contracts/user-pool.ts is enforced wherever a password is set;
 * - sign-in answers an unknown user or a wrong password with NotAuthorizedException (the pool prevents
 *   user-existence errors) and refuses disabled users; an email signs in as the alias of its username;
 * - `GetTokensFromRefreshToken` (Amplify v6's refresh) is answered; refreshes are refused for disabled users and
 *   for refresh tokens older than the user's global sign-out;
 * - `GlobalSignOut` and `AdminUserGlobalSignOut` are answered (cognito-local has neither);
 * - SRP, which cognito-local lacks, gets a clear 400 instead of a 500;
 * - ForgotPassword for an unknown user answers like a delivered code, as AWS does with existence errors hidden.
 */
export interface CognitoShimOptions {
  /** cognito-local's URL. */
  readonly upstream: string;
  /** JSON file for global sign-out times (kept with the pool's data). */
  readonly stateFile: string;
}

type Json = Record<string, unknown>;

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const WRONG_CREDENTIALS = 'Incorrect username or password.';
/** Cognito's endpoint answers browsers from any origin (the SDK and Amplify read these headers). */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Date',
};
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

interface ShimState {
  /** `<poolId>/<username>` → epoch ms of the user's last global sign-out. */
  signedOut: Record<string, number>;
}

function decodeJwt(token: unknown): Json | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Json;
  } catch {
    return undefined;
  }
}

export function createCognitoShim(options: CognitoShimOptions): Server {
  const poolOfClient = new Map<string, string>();
  /** Refresh token jti → when this shim saw it issued (ms), finer than the token's `iat` (seconds). */
  const refreshIssuedAt = new Map<string, number>();

  const loadState = (): ShimState => {
    try {
      return JSON.parse(readFileSync(options.stateFile, 'utf8')) as ShimState;
    } catch {
      return { signedOut: {} };
    }
  };
  const state = loadState();
  const saveState = () => writeFileSync(options.stateFile, JSON.stringify(state, null, 2));

  async function call(target: string, body: Json): Promise<{ status: number; json: Json }> {
    const response = await fetch(options.upstream, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `${TARGET_PREFIX}${target}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} };
  }

  /** Calls cognito-local and throws its error as a CognitoError. */
  async function invoke(target: string, body: Json): Promise<Json> {
    const { status, json } = await call(target, body);
    if (status >= 400) {
      const type = String(json.__type ?? 'InternalErrorException');
      if (type === 'CognitoLocal#Unsupported') {
        throw new CognitoError(
          'InvalidParameterException',
          `${target} is not supported by the local user pool.`,
        );
      }
      throw new CognitoError(type, String(json.message ?? type), status >= 500 ? 500 : 400);
    }
    return json;
  }

  async function poolIdOfClient(clientId: unknown): Promise<string> {
    if (typeof clientId !== 'string')
      throw new CognitoError('InvalidParameterException', 'ClientId is required');
    const known = poolOfClient.get(clientId);
    if (known) return known;
    const { UserPools = [] } = (await invoke('ListUserPools', { MaxResults: 60 })) as { UserPools?: Json[] };
    for (const pool of UserPools) {
      const { UserPoolClients = [] } = (await invoke('ListUserPoolClients', {
        UserPoolId: pool.Id,
        MaxResults: 60,
      })) as { UserPoolClients?: Json[] };
      for (const client of UserPoolClients) poolOfClient.set(String(client.ClientId), String(pool.Id));
    }
    const found = poolOfClient.get(clientId);
    if (!found) throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
    return found;
  }

  /** The user, or undefined when there is none; an email resolves to the username it belongs to. */
  async function findUser(poolId: string, username: string): Promise<Json | undefined> {
    try {
      return await invoke('AdminGetUser', { UserPoolId: poolId, Username: username });
    } catch (error) {
      if (!(error instanceof CognitoError) || error.type !== 'UserNotFoundException') throw error;
    }
    if (!username.includes('@')) return undefined;
    const { Users = [] } = (await invoke('ListUsers', {
      UserPoolId: poolId,
      Filter: `email = "${username.replaceAll('"', '')}"`,
    })) as { Users?: Json[] };
    if (Users.length !== 1) return undefined;
    return invoke('AdminGetUser', { UserPoolId: poolId, Username: Users[0]?.Username });
  }

  function requirePolicy(password: unknown): void {
    if (typeof password !== 'string') return; // cognito-local reports the missing parameter
    const violation = passwordPolicyViolation(password);
    if (violation) throw new CognitoError('InvalidPasswordException', violation);
  }

  /** The checks of a password sign-in that cognito-local skips; returns the request with the real username. */
  async function checkPasswordSignIn(poolId: string, body: Json): Promise<Json> {
    const parameters = (body.AuthParameters ?? {}) as Record<string, string>;
    const user = await findUser(poolId, String(parameters.USERNAME ?? ''));
    if (!user) throw new CognitoError('NotAuthorizedException', WRONG_CREDENTIALS);
    if (user.Enabled === false) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    return { ...body, AuthParameters: { ...parameters, USERNAME: String(user.Username) } };
  }

  async function checkRefresh(poolId: string, refreshToken: unknown): Promise<void> {
    const claims = decodeJwt(refreshToken);
    const username = claims?.['cognito:username'];
    if (typeof username !== 'string')
      throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    const user = await findUser(poolId, username);
    if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    if (user.Enabled === false) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    const signedOutAt = state.signedOut[`${poolId}/${username}`];
    const issuedAt = refreshIssuedAt.get(String(claims?.jti)) ?? Number(claims?.iat ?? 0) * 1000;
    if (signedOutAt !== undefined && issuedAt <= signedOutAt) {
      throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    }
  }

  function rememberIssued(result: Json): Json {
    const refreshToken = (result.AuthenticationResult as Json | undefined)?.RefreshToken;
    const jti = decodeJwt(refreshToken)?.jti;
    if (typeof jti === 'string') refreshIssuedAt.set(jti, Date.now());
    return result;
  }

  function recordSignOut(poolId: string, username: string): Json {
    state.signedOut[`${poolId}/${username}`] = Date.now();
    saveState();
    return {};
  }

  /** cognito-local leaves these out of a refresh's answer; AWS sends them (the ID token's lifetime). */
  function completeRefreshResult(result: Json): Json {
    const tokens = { ...((result.AuthenticationResult ?? {}) as Json) };
    const claims = decodeJwt(tokens.IdToken);
    const exp = Number(claims?.exp);
    const iat = Number(claims?.iat);
    return {
      ...tokens,
      ExpiresIn: Number.isFinite(exp - iat) ? exp - iat : 3600,
      TokenType: 'Bearer',
    };
  }

  async function handle(target: string, body: Json): Promise<Json> {
    switch (target) {
      case 'SignUp':
        requirePolicy(body.Password);
        return invoke(target, body);
      case 'AdminCreateUser':
        requirePolicy(body.TemporaryPassword);
        return invoke(target, body);
      case 'AdminSetUserPassword':
      case 'ConfirmForgotPassword':
        requirePolicy(body.Password);
        return invoke(target, body).catch((error: unknown) => {
          // Existence errors hidden: an unknown user's code is simply wrong.
          if (
            target === 'ConfirmForgotPassword' &&
            error instanceof CognitoError &&
            error.type === 'UserNotFoundException'
          ) {
            throw new CognitoError(
              'CodeMismatchException',
              'Invalid verification code provided, please try again.',
            );
          }
          throw error;
        });
      case 'ChangePassword':
        requirePolicy(body.ProposedPassword);
        return invoke(target, body);
      case 'RespondToAuthChallenge':
      case 'AdminRespondToAuthChallenge':
        if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
          requirePolicy((body.ChallengeResponses as Json | undefined)?.NEW_PASSWORD);
        }
        return rememberIssued(await invoke(target, body));
      case 'ForgotPassword':
        return invoke(target, body).catch((error: unknown) => {
          if (error instanceof CognitoError && error.type === 'UserNotFoundException') {
            return {
              CodeDeliveryDetails: {
                AttributeName: 'email',
                DeliveryMedium: 'EMAIL',
                Destination: 'u***@e***',
              },
            };
          }
          throw error;
        });
      case 'InitiateAuth':
      case 'AdminInitiateAuth': {
        const poolId =
          target === 'AdminInitiateAuth' ? String(body.UserPoolId) : await poolIdOfClient(body.ClientId);
        const flow = String(body.AuthFlow);
        if (flow === 'USER_SRP_AUTH') {
          throw new CognitoError(
            'InvalidParameterException',
            'USER_SRP_AUTH is not supported by the local user pool: sign in with USER_PASSWORD_AUTH (config.json authFlowType).',
          );
        }
        if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
          await checkRefresh(poolId, (body.AuthParameters as Json | undefined)?.REFRESH_TOKEN);
          const result = await invoke(target, body);
          return { ...result, AuthenticationResult: completeRefreshResult(result) };
        }
        const checked = await checkPasswordSignIn(poolId, body);
        try {
          return rememberIssued(await invoke(target, checked));
        } catch (error) {
          if (
            error instanceof CognitoError &&
            ['InvalidPasswordException', 'UserNotFoundException', 'NotAuthorizedException'].includes(
              error.type,
            )
          ) {
            throw new CognitoError('NotAuthorizedException', WRONG_CREDENTIALS);
          }
          throw error;
        }
      }
      case 'GetTokensFromRefreshToken': {
        const poolId = await poolIdOfClient(body.ClientId);
        await checkRefresh(poolId, body.RefreshToken);
        const result = await invoke('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: body.ClientId,
          AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
          ClientMetadata: body.ClientMetadata,
        });
        return { AuthenticationResult: completeRefreshResult(result) };
      }
      case 'GlobalSignOut': {
        // GetUser checks the access token; its answer names the user.
        const user = await invoke('GetUser', { AccessToken: body.AccessToken });
        const claims = decodeJwt(body.AccessToken);
        const poolId =
          String(claims?.iss ?? '')
            .split('/')
            .pop() ?? '';
        return recordSignOut(poolId, String(user.Username));
      }
      case 'AdminUserGlobalSignOut': {
        const user = await findUser(String(body.UserPoolId), String(body.Username));
        if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
        return recordSignOut(String(body.UserPoolId), String(user.Username));
      }
      default:
        return invoke(target, body);
    }
  }

  function send(response: ServerResponse, request: IncomingMessage, status: number, body: Json, extra = {}) {
    response.writeHead(status, {
      'Content-Type': 'application/x-amz-json-1.1',
      'x-amzn-RequestId': randomUUID(),
      ...corsHeaders,
      ...extra,
    });
    response.end(JSON.stringify(body));
  }

  async function proxyRaw(request: IncomingMessage, response: ServerResponse, body: Buffer): Promise<void> {
    const upstream = await fetch(new URL(request.url ?? '/', options.upstream), {
      method: request.method,
      headers: { 'Content-Type': String(request.headers['content-type'] ?? 'application/json') },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
    });
    response.writeHead(upstream.status, {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      ...corsHeaders,
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  }

  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...corsHeaders,
          'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
          'Access-Control-Allow-Headers': String(request.headers['access-control-request-headers'] ?? '*'),
          'Access-Control-Max-Age': '600',
        });
        response.end();
        return;
      }
      const targetHeader = request.headers['x-amz-target'];
      if (request.method !== 'POST' || typeof targetHeader !== 'string') {
        proxyRaw(request, response, body).catch(() =>
          send(response, request, 502, { message: 'cognito-local unreachable' }),
        );
        return;
      }
      const target = targetHeader.startsWith(TARGET_PREFIX)
        ? targetHeader.slice(TARGET_PREFIX.length)
        : targetHeader;
      let parsed: Json;
      try {
        parsed = body.length ? (JSON.parse(body.toString('utf8')) as Json) : {};
      } catch {
        send(
          response,
          request,
          400,
          { __type: 'SerializationException', message: 'Malformed JSON body' },
          {
            'x-amzn-ErrorType': 'SerializationException',
          },
        );
        return;
      }
      handle(target, parsed).then(
        (result) => send(response, request, 200, result),
        (error: unknown) => {
          const err =
            error instanceof CognitoError
              ? error
              : new CognitoError('InternalErrorException', 'The local user pool failed; see its log.', 500);
          if (!(error instanceof CognitoError))
            console.error('cognito shim error', { target, error: String(error) });
          send(
            response,
            request,
            err.status,
            { __type: err.type, message: err.message },
            {
              'x-amzn-ErrorType': err.type,
            },
          );
        },
      );
    });
  });
}
