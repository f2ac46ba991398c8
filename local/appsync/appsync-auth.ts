import type { AppSyncIdentityCognito } from 'aws-lambda';
import { JwtExpiredError, JwtParseError } from 'aws-jwt-verify/error';
import type { TokenVerifier, VerifiedClaims } from '../auth/token-verifier';

/**
 * Request authentication as AppSync does it for an API whose default mode is API_KEY with
 * AMAZON_COGNITO_USER_POOLS as an additional mode (the deployed configuration). Which fields a caller may
 * then see is decided by the schema's directives (auth-directives.ts).
 */
export type CallerIdentity =
  | { readonly mode: 'API_KEY' }
  | {
      readonly mode: 'AMAZON_COGNITO_USER_POOLS';
      readonly claims: VerifiedClaims;
      /** `cognito:groups` of the verified token (empty when the user is in no group). */
      readonly groups: readonly string[];
    };

export type Authentication =
  { readonly ok: true; readonly identity: CallerIdentity } | { readonly ok: false; readonly message: string };

export interface AuthenticationConfig {
  readonly apiKey: string;
  /** Without it the user-pool mode is off and every Authorization header is refused. */
  readonly tokenVerifier?: TokenVerifier;
}

/** AppSync's messages for a refused request (HTTP 401, errorType UnauthorizedException). */
export const unauthorizedMessages = {
  notAuthorized: 'You are not authorized to make this call.',
  // What AppSync answers when neither x-api-key nor Authorization is sent.
  noCredentials: 'Valid authorization header not provided.',
  unparsableToken: 'Unable to parse JWT token.',
  expiredToken: 'Token has expired.',
} as const;

export type HeaderMap = Readonly<Record<string, string | string[] | undefined>>;

/** Case-insensitive header lookup: HTTP headers arrive lower-cased, realtime `header` JSON as the client wrote it. */
export function headerValue(headers: HeaderMap, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/**
 * Picks the mode from the credentials sent, like AppSync: an `Authorization` header is a user-pool JWT
 * (raw, without a `Bearer ` prefix: AppSync refuses the prefix, and so does this, as an unparsable token);
 * otherwise `x-api-key` must equal the key. When both are sent the token decides (AppSync does not document
 * the precedence; clients such as Amplify send one or the other).
 */
export async function authenticate(
  headers: HeaderMap,
  config: AuthenticationConfig,
): Promise<Authentication> {
  const authorization = headerValue(headers, 'authorization');
  if (authorization !== undefined && authorization !== '') {
    if (!config.tokenVerifier) return { ok: false, message: unauthorizedMessages.notAuthorized };
    try {
      const claims = await config.tokenVerifier.verifyUserPoolToken(authorization);
      return { ok: true, identity: { mode: 'AMAZON_COGNITO_USER_POOLS', claims, groups: groupsOf(claims) } };
    } catch (error) {
      return { ok: false, message: tokenRefusal(error) };
    }
  }
  const apiKey = headerValue(headers, 'x-api-key');
  if (apiKey === undefined || apiKey === '')
    return { ok: false, message: unauthorizedMessages.noCredentials };
  if (apiKey !== config.apiKey) return { ok: false, message: unauthorizedMessages.notAuthorized };
  return { ok: true, identity: { mode: 'API_KEY' } };
}

function tokenRefusal(error: unknown): string {
  if (error instanceof JwtExpiredError) return unauthorizedMessages.expiredToken;
  if (error instanceof JwtParseError) return unauthorizedMessages.unparsableToken;
  return unauthorizedMessages.notAuthorized;
}

function groupsOf(claims: VerifiedClaims): string[] {
  const groups = claims['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
}

/** The 401 body AppSync sends when the request's credentials are missing or invalid. */
export function unauthorizedBody(message: string) {
  return { errors: [{ errorType: 'UnauthorizedException', message }] };
}

/**
 * `ctx.identity` / the Lambda event's `identity` as AppSync builds it: null for API-key requests; for
 * user-pool requests the token's sub, issuer, username and claims, the caller's IP and `groups` (null when
 * the token has no groups claim).
 */
export function resolverIdentity(identity: CallerIdentity, sourceIp: string): AppSyncIdentityCognito | null {
  if (identity.mode === 'API_KEY') return null;
  const { claims } = identity;
  const username =
    claims.token_use === 'access' ? claims.username : (claims['cognito:username'] ?? claims.username);
  return {
    sub: claims.sub,
    issuer: typeof claims.iss === 'string' ? claims.iss : '',
    username: typeof username === 'string' ? username : claims.sub,
    claims,
    sourceIp: [sourceIp],
    defaultAuthStrategy: 'ALLOW',
    groups: Array.isArray(claims['cognito:groups']) ? [...identity.groups] : null,
  };
}
