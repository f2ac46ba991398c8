import { JwtVerifier } from 'aws-jwt-verify';
import type { JwksCache } from 'aws-jwt-verify/jwk';
import type { Jwks } from 'aws-jwt-verify/jwk';

/** Verified claims of a user-pool token (ID or access token). */
export type VerifiedClaims = Record<string, unknown> & {
  sub: string;
  token_use: 'id' | 'access';
};

export interface TokenVerifierOptions {
  /** `iss` of the pool's tokens: `http://127.0.0.1:<port>/<poolId>` for cognito-local. */
  readonly issuer: string;
  /** The app client id: ID tokens carry it in `aud`, access tokens in `client_id`. */
  readonly clientId: string;
  /** The pool's signing keys. Default: fetched from `${issuer}/.well-known/jwks.json` when first needed. */
  readonly jwks?: Jwks;
  /** Custom JWKS cache (tests). */
  readonly jwksCache?: JwksCache;
}

export interface TokenVerifier {
  /** What API Gateway's Cognito authorizer accepts: a valid ID token of this pool and client. */
  verifyIdToken(token: string): Promise<VerifiedClaims>;
  /** What AppSync's user-pool auth accepts: a valid ID or access token of this pool and client. */
  verifyUserPoolToken(token: string): Promise<VerifiedClaims>;
}

/**
 * Verifies user-pool JWTs the way the deployed services do: RS256 signature against the pool's JWKS, issuer,
 * expiry (no grace), audience / client id, token use. Forged, expired, wrong-audience and `alg: none` tokens
 * are refused. The local stack and its tests use it for the REST gateway and the GraphQL server.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const additional = options.jwksCache ? { jwksCache: options.jwksCache } : undefined;
  const idVerifier = JwtVerifier.create(
    { issuer: options.issuer, audience: options.clientId, jwksUri, customJwtCheck: requireTokenUse('id') },
    additional,
  );
  // Access tokens have no `aud`; their client is `client_id`.
  const accessVerifier = JwtVerifier.create(
    {
      issuer: options.issuer,
      audience: null,
      jwksUri,
      customJwtCheck: ({ payload }) => {
        requireTokenUse('access')({ payload });
        if (payload.client_id !== options.clientId) throw new Error('Token was issued to another client');
      },
    },
    additional,
  );
  if (options.jwks) {
    idVerifier.cacheJwks(options.jwks);
    accessVerifier.cacheJwks(options.jwks);
  }
  return {
    verifyIdToken: async (token) => (await idVerifier.verify(token)) as unknown as VerifiedClaims,
    verifyUserPoolToken: async (token) => {
      const tokenUse = peekTokenUse(token);
      const verifier = tokenUse === 'access' ? accessVerifier : idVerifier;
      return (await verifier.verify(token)) as unknown as VerifiedClaims;
    },
  };
}

function requireTokenUse(use: 'id' | 'access') {
  return ({ payload }: { payload: Record<string, unknown> }) => {
    if (payload.token_use !== use) throw new Error(`Expected a${use === 'id' ? 'n ID' : 'n access'} token`);
  };
}

/** Reads token_use without trusting it: the chosen verifier checks everything, token_use included. */
function peekTokenUse(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>)
      .token_use;
  } catch {
    return undefined;
  }
}
