import type { APIGatewayProxyEvent } from 'aws-lambda';
import { callerFromClaims, type Caller } from './caller';

/**
 * Verifies user-pool ID tokens inside a function (for public routes, which have no authorizer); the one
 * built from the environment is in id-token-verifier.ts, apart from this module, so that functions whose
 * router imports this one but which verify no tokens themselves do not bundle aws-jwt-verify.
 */
export interface IdTokenVerifier {
  verify(token: string): Promise<Record<string, unknown>>;
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
