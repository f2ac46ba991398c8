import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import { tokenValidity } from '../../contracts/user-pool';
import { CognitoError, POOL_ID, type Json } from './cognito-error';
import type { CognitoLocalClient, PoolUser } from './cognito-local-client';
import type { ShimState } from './shim-state';

export type Claims = Readonly<Record<string, unknown>>;

/** The payload of a JWT, unverified (or undefined when it is not one): for what a verifier then checks. */
export function unverifiedClaims(token: unknown): Claims | undefined {
  try {
    return decomposeUnverifiedJwt(token as string).payload;
  } catch {
    return undefined;
  }
}

type AccessVerifier = ReturnType<typeof accessVerifierFor>;

/** An access token of one pool, checked as Cognito does: signature, issuer, expiry, `token_use`, username. */
function accessVerifierFor(issuer: string) {
  return JwtVerifier.create({
    issuer,
    // Access tokens carry their client in `client_id`, not `aud`: any client of the pool may call its API.
    audience: null,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('Not an access token');
      if (typeof payload.username !== 'string') throw new Error('Access token without a username');
    },
  });
}

/**
 * Access tokens sent to the pool's own API (GetUser, ChangePassword, GlobalSignOut…), verified as Cognito
 * verifies them, which cognito-local does not: with aws-jwt-verify against the pool's keys, preloaded from
 * cognito-local (no key is ever fetched over the network), then the user's state (exists, enabled, not signed
 * out globally since the token was issued).
 */
export class AccessTokens {
  private readonly verifiers = new Map<string, Promise<AccessVerifier>>();

  constructor(
    private readonly issuerDomain: string,
    private readonly client: CognitoLocalClient,
    private readonly state: ShimState,
  ) {}

  /** The signed-in user an access token names, once the token is proven valid. */
  async verify(token: unknown): Promise<{ poolId: string; user: PoolUser }> {
    const invalid = new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    const issuer = String(unverifiedClaims(token)?.iss ?? '');
    const poolId = issuer.startsWith(`${this.issuerDomain}/`)
      ? issuer.slice(this.issuerDomain.length + 1)
      : '';
    if (typeof token !== 'string' || !POOL_ID.test(poolId)) throw invalid;
    let claims: Claims;
    try {
      claims = (await this.verifierOf(poolId)).verifySync(token);
    } catch (error) {
      if (error instanceof JwtExpiredError) {
        throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
      }
      throw invalid;
    }
    const user = await this.client.getUser(poolId, String(claims.username));
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    if (this.state.issuedBeforeSignOut(poolId, user.username, claims)) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
    }
    return { poolId, user };
  }

  private verifierOf(poolId: string): Promise<AccessVerifier> {
    let found = this.verifiers.get(poolId);
    if (!found) {
      found = this.client.signingKeys(poolId).then((jwks) => {
        const verifier = accessVerifierFor(`${this.issuerDomain}/${poolId}`);
        verifier.cacheJwks(jwks);
        return verifier;
      });
      // Keys that could not be read are asked for again next time.
      found.catch(() => this.verifiers.delete(poolId));
      this.verifiers.set(poolId, found);
    }
    return found;
  }
}

/**
 * Adds what cognito-local leaves out of a token answer (AWS sends the access token's lifetime and type) and
 * notes when each token was issued (global sign-out revokes what was issued before it).
 */
export function completeTokens(result: Json, state: ShimState): Json {
  const tokens = result.AuthenticationResult as Json | undefined;
  if (!tokens) return result;
  for (const token of [tokens.AccessToken, tokens.IdToken, tokens.RefreshToken]) {
    const jti = unverifiedClaims(token)?.jti;
    if (typeof jti === 'string') state.issued(jti);
  }
  const access = unverifiedClaims(tokens.AccessToken);
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
