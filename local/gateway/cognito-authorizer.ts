import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { TokenVerifier } from '../auth/token-verifier';
import { stringifyClaims } from './cognito-claims';
import { expiredToken, unauthorized, type GatewayResponse } from './gateway-responses';

export type AuthorizerOutcome =
  | { readonly authorized: true; readonly claims: Readonly<Record<string, string>> }
  | {
      readonly authorized: false;
      readonly response: GatewayResponse;
      /** Why, for the log: an error class name, never the token or its claims. */
      readonly reason: string;
    };

/**
 * A Cognito user-pool authorizer without OAuth scopes, as CDK's `CognitoUserPoolsAuthorizer` deploys it on the
 * registry's `member` and `admin` routes. Identity source: the `Authorization` header, whose whole value must be
 * the ID token (the developer guide says "include the token in the Authorization header"; nothing is stripped,
 * so `Bearer <token>` is refused here, see docs/local-vs-aws.md). With no scopes on the method, only ID tokens
 * pass; access tokens get 401 (re:Post knowledge center "api-gateway-cognito-401-unauthorized").
 *
 * Missing, forged, `alg: none`, wrong-issuer, wrong-audience and access tokens: 401 `Unauthorized`. A correctly
 * signed but expired token: 401 `The incoming token has expired`. The handler is not invoked in either case.
 */
export async function authorizeWithCognito(
  authorization: string | undefined,
  verifier: TokenVerifier,
): Promise<AuthorizerOutcome> {
  if (authorization === undefined || authorization === '') {
    return { authorized: false, response: unauthorized(), reason: 'no token' };
  }
  try {
    const payload = await verifier.verifyIdToken(authorization);
    return { authorized: true, claims: stringifyClaims(payload) };
  } catch (error) {
    // aws-jwt-verify checks the signature before the claims, so an expired-token error implies a genuine token.
    if (error instanceof JwtExpiredError) {
      return { authorized: false, response: expiredToken(), reason: 'JwtExpiredError' };
    }
    // The class name says what failed (JwtInvalidSignatureError, JwtInvalidAudienceError…); messages may quote claims.
    const reason = error instanceof Error ? error.constructor.name : 'verification failed';
    return { authorized: false, response: unauthorized(), reason };
  }
}
