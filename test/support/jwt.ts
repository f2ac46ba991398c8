import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

/**
 * A test user pool's signing key and a signer for its tokens, so verification (gateway, GraphQL server) is
 * tested with real RS256 signatures: valid, forged (other key), expired, wrong audience, alg none.
 */
export interface TestPool {
  readonly issuer: string;
  readonly clientId: string;
  readonly jwks: { keys: Array<Record<string, unknown>> };
  token(claims: Record<string, unknown>, options?: SignOptions): string;
}

export interface SignOptions {
  readonly key?: KeyObject;
  readonly kid?: string;
  readonly alg?: 'RS256' | 'none';
  /** Seconds from now; negative for an expired token. Default 3600. */
  readonly expiresIn?: number;
}

export function testPool(
  issuer = 'http://127.0.0.1:9229/local_TestPool',
  clientId = 'test-client',
): TestPool & { otherKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = 'test-key-1';
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return {
    issuer,
    clientId,
    otherKey,
    jwks: { keys: [jwk] },
    token(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const header = { alg: options.alg ?? 'RS256', kid: options.kid ?? kid, typ: 'JWT' };
      const payload = {
        iss: issuer,
        iat: now,
        auth_time: now,
        exp: now + (options.expiresIn ?? 3600),
        jti: randomUUID(),
        ...claims,
      };
      const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
      const input = `${encode(header)}.${encode(payload)}`;
      if (header.alg === 'none') return `${input}.`;
      const signature = sign('RSA-SHA256', Buffer.from(input), options.key ?? privateKey).toString(
        'base64url',
      );
      return `${input}.${signature}`;
    },
  };
}

/** The claims of one kind of token of `pool` for user `sub`, in the Cognito groups `groups`. */
type TokenClaims = (
  pool: Pick<TestPool, 'clientId'>,
  sub: string,
  groups?: string[],
) => Record<string, unknown>;

/** Cognito leaves the groups claim out when the user is in no group. */
const groupsClaim = (groups: string[]) => (groups.length > 0 ? { 'cognito:groups': groups } : {});

/** Claims of an ID token. */
export const idClaims: TokenClaims = (pool, sub, groups = []) => ({
  sub,
  aud: pool.clientId,
  token_use: 'id',
  'cognito:username': `user-${sub}`,
  email: `${sub}@example.com`,
  ...groupsClaim(groups),
});

/** Claims of an access token. */
export const accessClaims: TokenClaims = (pool, sub, groups = []) => ({
  sub,
  client_id: pool.clientId,
  token_use: 'access',
  scope: 'aws.cognito.signin.user.admin',
  username: `user-${sub}`,
  ...groupsClaim(groups),
});
