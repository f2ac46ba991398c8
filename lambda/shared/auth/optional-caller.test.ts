import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessClaims, idClaims, testPool } from '../../../test/support/jwt';
import { idTokenVerifierFromEnv } from './id-token-verifier';
import { InvalidTokenError, optionalCaller, type IdTokenVerifier } from './optional-caller';

/**
 * Public routes have no authorizer; the function verifies a sent ID token itself, against the pool's JWKS
 * (served here over plain http, as the local stack's Cognito serves it).
 */
let server: Server;
let pool: ReturnType<typeof testPool>;
let verifier: IdTokenVerifier;
let jwksRequests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    jwksRequests += 1;
    response.writeHead(request.url?.endsWith('/.well-known/jwks.json') ? 200 : 404, {
      'Content-Type': 'application/json',
    });
    response.end(JSON.stringify(pool.jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_Pool1`;
  pool = testPool(issuer, 'web-client');
  verifier = idTokenVerifierFromEnv({
    USER_POOL_ID: 'local_Pool1',
    USER_POOL_CLIENT_ID: 'web-client',
    USER_POOL_ISSUER: issuer,
  }) as IdTokenVerifier;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const withToken = (token?: string) => ({ headers: token ? { Authorization: token } : {} });

describe('optionalCaller', () => {
  it('is a guest without an Authorization header', async () => {
    await expect(optionalCaller(withToken(), verifier)).resolves.toBeNull();
  });

  it("is the member whose ID token verifies, with their groups, fetching the pool's keys once", async () => {
    const before = jwksRequests;
    const caller = await optionalCaller(withToken(pool.token(idClaims(pool, 'user-1', ['Admin']))), verifier);
    expect(caller).toEqual(expect.objectContaining({ userId: 'user-1', isAdmin: true }));
    await optionalCaller(withToken(pool.token(idClaims(pool, 'user-2'))), verifier);
    expect(jwksRequests - before).toBeLessThanOrEqual(1);
  });

  it.each([
    ['forged', () => pool.token(idClaims(pool, 'u'), { key: pool.otherKey })],
    ['expired', () => pool.token(idClaims(pool, 'u'), { expiresIn: -60 })],
    ['for another client', () => pool.token(idClaims({ clientId: 'other-client' }, 'u'))],
    ['an access token', () => pool.token(accessClaims(pool, 'u'))],
    ['alg none', () => pool.token(idClaims(pool, 'u'), { alg: 'none' })],
  ])('refuses a token that is %s (an error, never a silent guest)', async (_kind, make) => {
    await expect(optionalCaller(withToken(make()), verifier)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe('idTokenVerifierFromEnv', () => {
  it('is absent for a function without a pool or client', () => {
    expect(idTokenVerifierFromEnv({ USER_POOL_ID: 'ap-northeast-2_abc' })).toBeNull();
    expect(idTokenVerifierFromEnv({})).toBeNull();
  });
});
