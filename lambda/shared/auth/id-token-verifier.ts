import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { handlerEnv } from '../../../contracts/registry';
import type { IdTokenVerifier } from './optional-caller';

/**
 * The verifier for this function's user pool, from its environment: USER_POOL_ID and USER_POOL_CLIENT_ID
 * (set by the CDK stack), and USER_POOL_ISSUER where the issuer is not AWS's (the local stack's Cognito).
 * JWKS are fetched with the platform's fetch (the local issuer is plain http), once, then cached.
 * Null when the function was not given a pool.
 */
export function idTokenVerifierFromEnv(env: NodeJS.ProcessEnv = process.env): IdTokenVerifier | null {
  const poolId = env[handlerEnv.userPoolId];
  const clientId = env[handlerEnv.userPoolClientId];
  if (!poolId || !clientId) return null;
  const region = poolId.split('_')[0] ?? env.AWS_REGION;
  const issuer = env[handlerEnv.userPoolIssuer] || `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
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
