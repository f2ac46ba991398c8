import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { passwordPolicy, passwordPolicyViolation, tokenValidity } from '../../contracts/user-pool';
import { decodeJwt, verifyRs256, type Claims, type Jwk } from './jwt';
import { defaultCognitoLogger, type CognitoLogger } from './log';
import { upstreamRequest } from './upstream';

/**
 * The HTTP front of the local user pool: forwards every request to cognito-local and changes the operations in
 * which cognito-local behaves unlike the deployed pool (docs/local-vs-aws.md, "Cognito"):
 * - the password policy of contracts/user-pool.ts is enforced wherever a password is set, required attributes
 *   at sign-up, and usernames are matched as the pool's UsernameConfiguration says (case-insensitively here);
 * - sign-in answers an unknown user or a wrong password with NotAuthorizedException (the client prevents
 *   user-existence errors), refuses disabled and unconfirmed users first, checks temporary passwords, and lets a
 *   verified email stand for its username (the pool's email alias);
 * - `GetTokensFromRefreshToken` (Amplify v6's refresh) is answered; refreshes are refused for disabled users,
 *   expired refresh tokens and refresh tokens older than the user's global sign-out;
 * - `GlobalSignOut` and `AdminUserGlobalSignOut` are answered (cognito-local has neither); access tokens sent to
 *   the pool's own API are verified (signature, expiry, sign-out), which cognito-local does not do;
 * - confirmation verifies the email (auto-verified attribute), `ResendConfirmationCode` is answered, delivery
 *   destinations are masked, SRP gets a clear 400 instead of a 500;
 * - errors use AWS's wire format and Cognito's messages (`x-amzn-ErrorType`, `{"__type","message"}`).
 * It is also the lock of the local pool (docs/local-vs-aws.md, "Lockdown"): only the operations of
 * operations.ts are answered, administration only when the request is SigV4-signed as AWS requires, CORS only
 * for the site's origins, and only requests addressed to localhost or 127.0.0.1.
 */
export interface CognitoShimOptions {
  /** cognito-local's Unix socket (upstream.ts). */
  readonly upstreamSocket: string;
  /** Browser origins given CORS access: the site's. Default: none. */
  readonly allowedOrigins?: readonly string[];
  /** The shim's own URL: the issuer domain of the pool's tokens. */
  readonly issuerDomain: string;
  /** cognito-local's working folder: its store is read (`.cognito/db`), the shim's state kept beside it. */
  readonly dataDir: string;
  /** Trigger function name → trigger name (cognito-local names the function in trigger errors, AWS the trigger). */
  readonly triggerOfFunction?: Readonly<Record<string, string>>;
  readonly logger?: CognitoLogger;
  /**
   * Receives one line per code or temporary password the pool "sends" (AWS emails them). Read from
   * cognito-local's store when the operation answers: its own console boxes arrive late or never (its logger,
   * sonic-boom 2, miscounts multi-byte characters and holds output back).
   */
  readonly onCode?: (line: string) => void;
}

export type Json = Record<string, unknown>;

export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const WRONG_CREDENTIALS = 'Incorrect username or password.';
const WRONG_CODE = 'Invalid verification code provided, please try again.';
export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Pool ids as cognito-local makes them (`local_ab12CD34`); anything else never reaches a file path. */
const POOL_ID = /^[\w-]{1,55}$/;
const EMAIL_FORMAT = /^[^@\s]+@[^@\s]+$/;

interface ShimState {
  /** `<poolId>/<username>` → epoch ms of the user's last global sign-out. */
  signedOut: Record<string, number>;
}

/** What the shim needs to know about a pool (DescribeUserPool), cached. */
interface PoolFacts {
  readonly caseSensitive: boolean;
  readonly emailAlias: boolean;
  readonly autoVerifyEmail: boolean;
  readonly requiredAttributes: readonly string[];
}

interface PoolUser {
  readonly username: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly enabled: boolean;
  readonly status: string;
  /** Epoch ms. */
  readonly lastModified: number;
}

interface ChallengeSession {
  readonly poolId: string;
  readonly username: string;
  readonly expiresAt: number;
}

function toPoolUser(raw: Json): PoolUser {
  const list = (raw.UserAttributes ?? raw.Attributes ?? []) as { Name: string; Value?: string }[];
  const modified = raw.UserLastModifiedDate;
  return {
    username: String(raw.Username),
    attributes: Object.fromEntries(list.map((a) => [a.Name, a.Value ?? ''])),
    enabled: raw.Enabled !== false,
    status: String(raw.UserStatus ?? ''),
    lastModified:
      typeof modified === 'number' ? modified * 1000 : Date.parse(String(modified ?? '')) || Date.now(),
  };
}

/** How Cognito shows a delivery address: `a***@e***`. */
export function maskDestination(destination: unknown): unknown {
  if (typeof destination !== 'string') return destination;
  const at = destination.indexOf('@');
  if (at < 1) return destination.length > 4 ? `+*******${destination.slice(-4)}` : destination;
  return `${destination[0]}***@${destination[at + 1] ?? ''}***`;
}

function maskDelivery(result: Json): Json {
  const mask = (details: Json) => ({ ...details, Destination: maskDestination(details.Destination) });
  const single = result.CodeDeliveryDetails as Json | undefined;
  const list = result.CodeDeliveryDetailsList as Json[] | undefined;
  return {
    ...result,
    ...(single ? { CodeDeliveryDetails: mask(single) } : {}),
    ...(list ? { CodeDeliveryDetailsList: list.map(mask) } : {}),
  };
}

/** What the shim does per operation; shim-server.ts puts it on HTTP. */
export interface ShimOperations {
  /** Runs one operation (its X-Amz-Target without the service prefix); errors are CognitoErrors. */
  handle(target: string, body: Json): Promise<Json>;
}

export function createShimOperations(options: CognitoShimOptions): ShimOperations {
  const log = options.logger ?? defaultCognitoLogger;
  const stateFile = path.join(options.dataDir, 'shim-state.json');
  const storeDir = path.join(options.dataDir, '.cognito', 'db');
  const poolOfClient = new Map<string, string>();
  const poolFacts = new Map<string, PoolFacts>();
  /** Token jti → when this shim saw it issued (ms): finer than `iat` (seconds). */
  const issuedAt = new Map<string, number>();
  /** NEW_PASSWORD_REQUIRED sessions this shim handed out (cognito-local accepts any session string). */
  const sessions = new Map<string, ChallengeSession>();
  let jwks: Jwk[] | undefined;

  const loadState = (): ShimState => {
    try {
      const loaded = JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<ShimState>;
      return { signedOut: loaded.signedOut ?? {} };
    } catch {
      return { signedOut: {} };
    }
  };
  const state = loadState();
  const saveState = () => writeFileSync(stateFile, JSON.stringify(state, null, 2));

  // ---- cognito-local -------------------------------------------------------------------------------------

  async function call(target: string, body: Json): Promise<{ status: number; json: Json }> {
    const response = await upstreamRequest(options.upstreamSocket, '/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `${TARGET_PREFIX}${target}` },
      body: JSON.stringify(body),
    });
    const text = response.body.toString('utf8');
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      json = { message: text };
    }
    return { status: response.status, json };
  }

  /** Calls cognito-local; its errors come back as CognitoErrors in AWS's words. */
  async function invoke(target: string, body: Json): Promise<Json> {
    const { status, json } = await call(target, body);
    if (status < 400) return json;
    const type = typeof json.__type === 'string' ? json.__type : undefined;
    const message = typeof json.message === 'string' ? json.message : '';
    if (type === 'CognitoLocal#Unsupported') {
      throw new CognitoError(
        'InvalidParameterException',
        `${target} is not supported by the local user pool.`,
      );
    }
    if (!type) {
      log({ level: 'error', component: 'cognito-shim', operation: target, upstreamStatus: status, message });
      throw new CognitoError('InternalErrorException', 'The local user pool failed; see its log.', 500);
    }
    if (type === 'UserLambdaValidationException') {
      // cognito-local: "<function> failed with error <message>."; Cognito: "<Trigger> failed with error <message>."
      const named = /^(.+?) failed with error /.exec(message);
      const trigger = named?.[1] ? options.triggerOfFunction?.[named[1]] : undefined;
      throw new CognitoError(type, trigger ? `${trigger}${message.slice(named?.[1]?.length ?? 0)}` : message);
    }
    if (type === 'CodeMismatchException') throw new CognitoError(type, WRONG_CODE);
    if (type === 'UserNotFoundException') throw new CognitoError(type, 'User does not exist.');
    throw new CognitoError(type, message || type, status >= 500 ? 500 : 400);
  }

  async function poolIdOfClient(clientId: unknown): Promise<string> {
    if (typeof clientId !== 'string' || clientId === '') {
      throw new CognitoError(
        'InvalidParameterException',
        '1 validation error detected: ClientId is required',
      );
    }
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

  async function factsOf(poolId: string): Promise<PoolFacts> {
    const known = poolFacts.get(poolId);
    if (known) return known;
    const { UserPool: pool = {} } = (await invoke('DescribeUserPool', { UserPoolId: poolId })) as {
      UserPool?: Json;
    };
    const schema = (pool.SchemaAttributes ?? []) as { Name: string; Required?: boolean }[];
    const facts: PoolFacts = {
      caseSensitive: (pool.UsernameConfiguration as Json | undefined)?.CaseSensitive !== false,
      emailAlias: ((pool.AliasAttributes ?? []) as string[]).includes('email'),
      autoVerifyEmail: ((pool.AutoVerifiedAttributes ?? []) as string[]).includes('email'),
      requiredAttributes: schema.filter((a) => a.Required && a.Name !== 'sub').map((a) => a.Name),
    };
    poolFacts.set(poolId, facts);
    return facts;
  }

  async function listUsers(poolId: string): Promise<PoolUser[]> {
    const { Users = [] } = (await invoke('ListUsers', { UserPoolId: poolId })) as { Users?: Json[] };
    return Users.map(toPoolUser);
  }

  async function getUser(poolId: string, username: string): Promise<PoolUser | undefined> {
    try {
      return toPoolUser(await invoke('AdminGetUser', { UserPoolId: poolId, Username: username }));
    } catch (error) {
      if (error instanceof CognitoError && error.type === 'UserNotFoundException') return undefined;
      throw error;
    }
  }

  /**
   * The user a name stands for, as Cognito resolves it: the username itself, the same username in another case
   * (case-insensitive pools), or, with `alias`, a verified email that belongs to exactly one user.
   */
  async function resolveUser(poolId: string, name: unknown, alias: boolean): Promise<PoolUser | undefined> {
    if (typeof name !== 'string' || name === '') return undefined;
    const exact = await getUser(poolId, name);
    if (exact) return exact;
    const facts = await factsOf(poolId);
    const lower = name.toLowerCase();
    const users = await listUsers(poolId);
    if (!facts.caseSensitive) {
      const byName = users.find((u) => u.username.toLowerCase() === lower);
      if (byName) return byName;
    }
    if (alias && facts.emailAlias && name.includes('@')) {
      const byEmail = users.filter(
        (u) => u.attributes.email?.toLowerCase() === lower && u.attributes.email_verified === 'true',
      );
      if (byEmail.length === 1) return byEmail[0];
    }
    return undefined;
  }

  /** Cognito keeps the user's password to itself; so does cognito-local's API, but its store is a JSON file. */
  function storedUser(poolId: string, username: string): Json | undefined {
    if (!POOL_ID.test(poolId)) return undefined;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const store = JSON.parse(readFileSync(path.join(storeDir, `${poolId}.json`), 'utf8')) as {
          Users?: Record<string, Json>;
        };
        return store.Users?.[username];
      } catch {
        // being rewritten: read once more
      }
    }
    return undefined;
  }

  /** Tells the developer a code the pool just stored for a user (what AWS would have emailed). */
  function reportCode(
    poolId: string,
    username: string,
    what: string,
    field: string,
    { previous, destination }: { previous?: unknown; destination?: unknown } = {},
  ): void {
    const stored = storedUser(poolId, username);
    const value = stored?.[field];
    if (typeof value !== 'string' || value === '' || value === previous) return;
    const email =
      typeof destination === 'string'
        ? destination
        : ((stored?.Attributes ?? []) as { Name: string; Value?: string }[]).find((a) => a.Name === 'email')
            ?.Value;
    options.onCode?.(`${what} ${value} for ${username}${email ? ` (${email})` : ''}`);
  }

  async function signingKeys(poolId: string): Promise<Jwk[]> {
    if (jwks) return jwks;
    const response = await upstreamRequest(options.upstreamSocket, `/${poolId}/.well-known/jwks.json`);
    const body = JSON.parse(response.body.toString('utf8')) as { keys?: Jwk[] };
    jwks = body.keys ?? [];
    return jwks;
  }

  // ---- rules ---------------------------------------------------------------------------------------------

  function requirePolicy(password: unknown): void {
    if (typeof password !== 'string') return; // cognito-local reports the missing parameter
    const violation = passwordPolicyViolation(password);
    if (violation) throw new CognitoError('InvalidPasswordException', violation);
  }

  /** Checks a new user's username and attributes as Cognito does before it creates anything. */
  async function checkNewUser(poolId: string, username: unknown, attributes: unknown): Promise<void> {
    const facts = await factsOf(poolId);
    if (typeof username === 'string' && facts.emailAlias && EMAIL_FORMAT.test(username)) {
      throw new CognitoError(
        'InvalidParameterException',
        'Username cannot be of email format, since user pool is configured for email alias.',
      );
    }
    const given = new Set(
      ((attributes ?? []) as { Name?: string; Value?: string }[])
        .filter((a) => typeof a.Value === 'string' && a.Value !== '')
        .map((a) => a.Name),
    );
    const missing = facts.requiredAttributes.filter((name) => !given.has(name));
    if (missing.length > 0) {
      throw new CognitoError(
        'InvalidParameterException',
        `Attributes did not conform to the schema: ${missing.map((n) => `${n}: The attribute is required`).join('\n')}`,
      );
    }
    if (typeof username === 'string' && !facts.caseSensitive) {
      const lower = username.toLowerCase();
      if ((await listUsers(poolId)).some((u) => u.username.toLowerCase() === lower)) {
        throw new CognitoError('UsernameExistsException', 'User already exists');
      }
    }
  }

  const signOutKey = (poolId: string, username: string) => `${poolId}/${username}`;

  function issuedBeforeSignOut(poolId: string, username: string, claims: Claims): boolean {
    const signedOutAt = state.signedOut[signOutKey(poolId, username)];
    if (signedOutAt === undefined) return false;
    const issued = issuedAt.get(String(claims.jti)) ?? Number(claims.iat ?? 0) * 1000;
    return issued <= signedOutAt;
  }

  /** Adds what cognito-local leaves out of a token answer (AWS sends the access token's lifetime and type). */
  function completeTokens(result: Json): Json {
    const tokens = result.AuthenticationResult as Json | undefined;
    if (!tokens) return result;
    for (const token of [tokens.AccessToken, tokens.IdToken, tokens.RefreshToken]) {
      const jti = decodeJwt(token)?.jti;
      if (typeof jti === 'string') issuedAt.set(jti, Date.now());
    }
    const access = decodeJwt(tokens.AccessToken);
    const lifetime = Number(access?.exp) - Number(access?.iat);
    const complete: Json = {
      ...tokens,
      ExpiresIn:
        tokens.ExpiresIn ?? (Number.isFinite(lifetime) ? lifetime : tokenValidity.accessTokenHours * 3600),
      TokenType: tokens.TokenType ?? 'Bearer',
    };
    for (const key of Object.keys(complete))
      if (complete[key] === undefined || complete[key] === null) delete complete[key];
    return { ...result, AuthenticationResult: complete };
  }

  /** The signed-in user an access token names, once the token is proven valid as Cognito checks it. */
  async function verifyAccessToken(token: unknown): Promise<{ poolId: string; user: PoolUser }> {
    const invalid = new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    const unverified = decodeJwt(token);
    const issuer = String(unverified?.iss ?? '');
    const poolId = issuer.startsWith(`${options.issuerDomain}/`)
      ? issuer.slice(options.issuerDomain.length + 1)
      : '';
    if (typeof token !== 'string' || !POOL_ID.test(poolId)) throw invalid;
    const claims = verifyRs256(token, await signingKeys(poolId));
    if (!claims || claims.token_use !== 'access' || typeof claims.username !== 'string') throw invalid;
    if (Number(claims.exp) * 1000 <= Date.now()) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
    }
    const user = await getUser(poolId, claims.username);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    if (issuedBeforeSignOut(poolId, user.username, claims)) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
    }
    return { poolId, user };
  }

  // ---- operations ----------------------------------------------------------------------------------------

  /** USER_PASSWORD_AUTH / ADMIN_USER_PASSWORD_AUTH: what cognito-local skips or answers unlike Cognito. */
  async function passwordSignIn(target: string, poolId: string, body: Json): Promise<Json> {
    const parameters = (body.AuthParameters ?? {}) as Record<string, string>;
    const user = await resolveUser(poolId, parameters.USERNAME, true);
    if (!user) throw new CognitoError('NotAuthorizedException', WRONG_CREDENTIALS);
    if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    if (user.status === 'UNCONFIRMED')
      throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      // cognito-local hands out the NEW_PASSWORD_REQUIRED challenge without checking the temporary password.
      const stored = storedUser(poolId, user.username);
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
      result = await invoke(target, { ...body, AuthParameters: { ...parameters, USERNAME: user.username } });
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
      sessions.set(result.Session, {
        poolId,
        username: user.username,
        expiresAt: Date.now() + tokenValidity.authSessionMinutes * 60_000,
      });
    }
    return completeTokens(result);
  }

  async function refresh(poolId: string, refreshToken: unknown, forward: () => Promise<Json>): Promise<Json> {
    const claims = decodeJwt(refreshToken);
    const username = claims?.['cognito:username'];
    if (typeof username !== 'string' || claims?.iss !== `${options.issuerDomain}/${poolId}`) {
      throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    }
    if (Number(claims.exp) * 1000 <= Date.now()) {
      throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
    }
    const user = await getUser(poolId, username);
    if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    if (issuedBeforeSignOut(poolId, user.username, claims)) {
      throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    }
    try {
      return completeTokens(await forward());
    } catch (error) {
      // cognito-local: "User not authorized" for a token it does not hold (revoked with RevokeToken, or unknown).
      if (error instanceof CognitoError && error.type === 'NotAuthorizedException') {
        throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
      }
      throw error;
    }
  }

  async function newPasswordChallenge(target: string, body: Json): Promise<Json> {
    const responses = (body.ChallengeResponses ?? {}) as Record<string, string>;
    requirePolicy(responses.NEW_PASSWORD);
    const admin = target === 'AdminRespondToAuthChallenge';
    const poolId = admin ? String(body.UserPoolId) : await poolIdOfClient(body.ClientId);
    const user = await resolveUser(poolId, responses.USERNAME, true);
    const sessionId = String(body.Session ?? '');
    const session = sessions.get(sessionId);
    if (!session || !user || session.poolId !== poolId || session.username !== user.username) {
      throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
    }
    if (session.expiresAt < Date.now()) {
      sessions.delete(sessionId);
      throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    await invoke(target, { ...body, ChallengeResponses: { ...responses, USERNAME: user.username } });
    sessions.delete(sessionId);
    // cognito-local does not keep the refresh token of a challenge answer, so it could never be used: sign in
    // with the new password instead, whose tokens it keeps.
    const parameters = { USERNAME: user.username, PASSWORD: responses.NEW_PASSWORD };
    const signedIn = admin
      ? await invoke('AdminInitiateAuth', {
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          UserPoolId: poolId,
          ClientId: body.ClientId,
          AuthParameters: parameters,
        })
      : await invoke('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: body.ClientId,
          AuthParameters: parameters,
        });
    return completeTokens({ ChallengeParameters: {}, AuthenticationResult: signedIn.AuthenticationResult });
  }

  async function confirmSignUp(body: Json): Promise<Json> {
    const poolId = await poolIdOfClient(body.ClientId);
    const user = await resolveUser(poolId, body.Username, false);
    // Existence errors hidden: an unknown user's code is simply wrong.
    if (!user) throw new CognitoError('CodeMismatchException', WRONG_CODE);
    if (user.status !== 'UNCONFIRMED') {
      throw new CognitoError(
        'NotAuthorizedException',
        `User cannot be confirmed. Current status is ${user.status}`,
      );
    }
    const facts = await factsOf(poolId);
    const email = user.attributes.email;
    const verifying = facts.autoVerifyEmail && !!email && user.attributes.email_verified !== 'true';
    let aliasHolders: PoolUser[] = [];
    if (verifying && facts.emailAlias) {
      aliasHolders = (await listUsers(poolId)).filter(
        (u) =>
          u.username !== user.username &&
          u.attributes.email?.toLowerCase() === email.toLowerCase() &&
          u.attributes.email_verified === 'true',
      );
      if (aliasHolders.length > 0 && body.ForceAliasCreation !== true) {
        throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
      }
    }
    // Confirming with the emailed code verifies the email (AutoVerifiedAttributes). Set before confirming, so
    // the post-confirmation trigger sees `email_verified: "true"` as on AWS; undone if confirmation fails.
    if (verifying) {
      await invoke('AdminUpdateUserAttributes', {
        UserPoolId: poolId,
        Username: user.username,
        // (cognito-local wants the email named with its verification flag)
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      });
    }
    try {
      await invoke('ConfirmSignUp', { ...body, Username: user.username });
    } catch (error) {
      if (verifying && (await getUser(poolId, user.username))?.status === 'UNCONFIRMED') {
        await invoke('AdminDeleteUserAttributes', {
          UserPoolId: poolId,
          Username: user.username,
          UserAttributeNames: ['email_verified'],
        });
      }
      throw error;
    }
    // ForceAliasCreation: the email moves to the confirmed user.
    for (const holder of aliasHolders) {
      await invoke('AdminDeleteUserAttributes', {
        UserPoolId: poolId,
        Username: holder.username,
        UserAttributeNames: ['email_verified'],
      });
    }
    return {};
  }

  const simulatedDelivery = (name: unknown): Json => ({
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: maskDestination(
        typeof name === 'string' && name.includes('@') ? name : 'user@example.com',
      ),
    },
  });

  async function handle(target: string, body: Json): Promise<Json> {
    if (typeof body.AccessToken === 'string' || target === 'GlobalSignOut') {
      const { poolId, user } = await verifyAccessToken(body.AccessToken);
      if (target === 'GlobalSignOut') {
        state.signedOut[signOutKey(poolId, user.username)] = Date.now();
        saveState();
        return {};
      }
      if (target === 'ChangePassword') {
        requirePolicy(body.ProposedPassword);
        return invoke(target, body).catch((error: unknown) => {
          // cognito-local: InvalidPasswordException for a wrong previous password.
          if (error instanceof CognitoError && error.type === 'InvalidPasswordException') {
            throw new CognitoError('NotAuthorizedException', WRONG_CREDENTIALS);
          }
          throw error;
        });
      }
      if (target === 'UpdateUserAttributes' || target === 'GetUserAttributeVerificationCode') {
        const previous = storedUser(poolId, user.username)?.AttributeVerificationCode;
        const result = await invoke(target, body);
        const details =
          (result.CodeDeliveryDetailsList as Json[] | undefined)?.[0] ?? result.CodeDeliveryDetails;
        reportCode(poolId, user.username, 'verification code', 'AttributeVerificationCode', {
          previous,
          destination: (details as Json | undefined)?.Destination,
        });
        return maskDelivery(result);
      }
      return invoke(target, body);
    }

    switch (target) {
      case 'SignUp': {
        requirePolicy(body.Password);
        const poolId = await poolIdOfClient(body.ClientId);
        await checkNewUser(poolId, body.Username, body.UserAttributes);
        const result = await invoke(target, body);
        if (result.UserConfirmed !== true)
          reportCode(poolId, String(body.Username), 'sign-up code', 'ConfirmationCode');
        return maskDelivery(result);
      }
      case 'AdminCreateUser': {
        requirePolicy(body.TemporaryPassword);
        await checkNewUser(String(body.UserPoolId), body.Username, body.UserAttributes);
        const result = await invoke(target, body);
        // A generated temporary password is only ever in the welcome message.
        if (body.TemporaryPassword === undefined && body.MessageAction !== 'SUPPRESS') {
          reportCode(String(body.UserPoolId), String(body.Username), 'temporary password', 'Password');
        }
        return result;
      }
      case 'ConfirmSignUp':
        return confirmSignUp(body);
      case 'ResendConfirmationCode': {
        const poolId = await poolIdOfClient(body.ClientId);
        const user = await resolveUser(poolId, body.Username, false);
        if (!user) return simulatedDelivery(body.Username);
        if (user.status !== 'UNCONFIRMED') {
          throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
        }
        // cognito-local has no ResendConfirmationCode; its ForgotPassword stores and "sends" a new code in the
        // same field ConfirmSignUp checks, and leaves the user's status alone.
        const result = await invoke('ForgotPassword', {
          ClientId: body.ClientId,
          Username: user.username,
          ClientMetadata: body.ClientMetadata,
        });
        reportCode(poolId, user.username, 'sign-up code', 'ConfirmationCode');
        return maskDelivery(result);
      }
      case 'ForgotPassword': {
        const poolId = await poolIdOfClient(body.ClientId);
        const user = await resolveUser(poolId, body.Username, true);
        // Existence errors hidden: an unknown user gets a simulated delivery, as on AWS.
        if (!user) return simulatedDelivery(body.Username);
        if (user.attributes.email_verified !== 'true') {
          throw new CognitoError(
            'InvalidParameterException',
            'Cannot reset password for the user as there is no registered/verified email or phone_number',
          );
        }
        const result = await invoke(target, { ...body, Username: user.username });
        reportCode(poolId, user.username, 'password reset code', 'ConfirmationCode');
        return maskDelivery(result);
      }
      case 'ConfirmForgotPassword': {
        requirePolicy(body.Password);
        const poolId = await poolIdOfClient(body.ClientId);
        const user = await resolveUser(poolId, body.Username, true);
        if (!user) throw new CognitoError('CodeMismatchException', WRONG_CODE);
        return invoke(target, { ...body, Username: user.username });
      }
      case 'AdminSetUserPassword':
        requirePolicy(body.Password);
        break;
      case 'RespondToAuthChallenge':
      case 'AdminRespondToAuthChallenge':
        if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') return newPasswordChallenge(target, body);
        return completeTokens(await invoke(target, body));
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
          return refresh(poolId, (body.AuthParameters as Json | undefined)?.REFRESH_TOKEN, () =>
            invoke(target, body),
          );
        }
        return passwordSignIn(target, poolId, body);
      }
      case 'GetTokensFromRefreshToken': {
        const poolId = await poolIdOfClient(body.ClientId);
        const result = await refresh(poolId, body.RefreshToken, () =>
          invoke('InitiateAuth', {
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: body.ClientId,
            AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
            ClientMetadata: body.ClientMetadata,
          }),
        );
        return { AuthenticationResult: result.AuthenticationResult };
      }
      case 'AdminUserGlobalSignOut': {
        const poolId = String(body.UserPoolId);
        const user = await resolveUser(poolId, body.Username, true);
        if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
        state.signedOut[signOutKey(poolId, user.username)] = Date.now();
        saveState();
        return {};
      }
      case 'ListUsers': {
        // cognito-local ignores Limit and PaginationToken; Cognito pages (at most 60 a page).
        const result = await invoke(target, body);
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
      }
      case 'UpdateUserPool':
      case 'DeleteUserPool':
        poolFacts.delete(String(body.UserPoolId));
        return invoke(target, body);
      default:
        break;
    }

    // Admin operations accept the username in any case (case-insensitive pools) or an alias, as on AWS.
    if (
      target.startsWith('Admin') &&
      typeof body.Username === 'string' &&
      typeof body.UserPoolId === 'string'
    ) {
      const user = await resolveUser(body.UserPoolId, body.Username, true);
      if (user) return invoke(target, { ...body, Username: user.username });
    }
    return invoke(target, body);
  }

  return { handle };
}
