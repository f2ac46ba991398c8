import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { callerFromClaims, type Caller } from './caller';

/** Verifies user-pool ID tokens inside a function (for public routes, which have no authorizer). */
export interface IdTokenVerifier {
  verify(token: string): Promise<Record<string, unknown>>;
}

/**
 * The verifier for this function's user pool, from its environment: USER_POOL_ID and USER_POOL_CLIENT_ID
 * (set by the CDK stack), and USER_POOL_ISSUER where the issuer is not AWS's (the local stack's Cognito).
 * JWKS are fetched with the platform's fetch (the local issuer is plain http), once, then cached.
 * Null when the function was not given a pool.
 */
export function idTokenVerifierFromEnv(env: NodeJS.ProcessEnv = process.env): IdTokenVerifier | null {
  const poolId = env.USER_POOL_ID;
  const clientId = env.USER_POOL_CLIENT_ID;
  if (!poolId || !clientId) return null;
  const region = poolId.split('_')[0] ?? env.AWS_REGION;
  const issuer = env.USER_POOL_ISSUER || `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri) => {
        const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
        if (!response.ok) throw new Error(`JWKS ${uri}: HTTP ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });
  const verifier = JwtVerifier.create(
    {
      issuer,
      audience: clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Expected an ID token');
      },
    },
    { jwksCache },
  );
  return { verify: async (token) => (await verifier.verify(token)) as unknown as Record<string, unknown> };
}

export class InvalidTokenError extends Error {}

/**
 * Who calls a public route: nobody (no Authorization header), or the member whose ID token verifies. A token
 * that does not verify is an error (answered 401 like the authorizer would), not a silent guest.
 */
export async function optionalCaller(
  event: Pick<APIGatewayProxyEvent, 'headers'>,
  verifier: IdTokenVerifier,
): Promise<Caller | null> {
  const header = Object.entries(event.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'authorization',
  )?.[1];
  if (!header) return null;
  try {
    return callerFromClaims(await verifier.verify(header.replace(/^Bearer\s+/i, '')));
  } catch {
    throw new InvalidTokenError('The sign-in token is invalid or expired.');
  }
}
