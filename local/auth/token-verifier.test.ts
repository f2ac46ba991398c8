import { accessClaims, idClaims, testPool } from '../../test/support/jwt';
import { createTokenVerifier } from './token-verifier';

const pool = testPool();
const verifier = createTokenVerifier({
  issuer: pool.issuer,
  clientId: pool.clientId,
  jwks: pool.jwks as never,
});

describe('local token verifier', () => {
  it('accepts a valid ID token and returns its claims', async () => {
    await expect(verifier.verifyIdToken(pool.token(idClaims(pool, 'u1', ['Admin'])))).resolves.toMatchObject({
      sub: 'u1',
      'cognito:groups': ['Admin'],
    });
  });

  it('accepts access tokens only where AppSync does', async () => {
    const access = pool.token(accessClaims(pool, 'u1'));
    await expect(verifier.verifyUserPoolToken(access)).resolves.toMatchObject({
      sub: 'u1',
      token_use: 'access',
    });
    await expect(verifier.verifyIdToken(access)).rejects.toThrow();
  });

  it.each([
    ['forged (signed by another key)', () => pool.token(idClaims(pool, 'u1'), { key: pool.otherKey })],
    ['expired', () => pool.token(idClaims(pool, 'u1'), { expiresIn: -10 })],
    ['for another client', () => pool.token({ ...idClaims(pool, 'u1'), aud: 'other-client' })],
    ['from another issuer', () => pool.token({ ...idClaims(pool, 'u1'), iss: 'http://127.0.0.1:1/other' })],
    ['unsigned (alg none)', () => pool.token(idClaims(pool, 'u1'), { alg: 'none' })],
    ['an access token of another client', () => pool.token({ ...accessClaims(pool, 'u1'), client_id: 'x' })],
    ['not a JWT', () => 'not-a-token'],
  ])('refuses a token that is %s', async (_what, make) => {
    await expect(verifier.verifyUserPoolToken(make())).rejects.toThrow();
  });
});
