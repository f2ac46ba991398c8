import { callerFromEvent } from '../../lambda/shared/auth/caller';
import { accessClaims, idClaims, testPool } from '../../test/support/jwt';
import { gatewayUnderTest } from '../../test/support/gateway-under-test';

const fixture = gatewayUnderTest();
const { pool, member, post, logger } = fixture;
const otherIssuer = testPool('http://127.0.0.1:9229/local_OtherPool');

const getMember = (authorization?: string) =>
  fetch(`${fixture.gateway.apiUrl('member')}/member/u1`, {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });

describe('local REST gateway: Cognito authorizer on member and admin routes', () => {
  it.each([
    ['no Authorization header', () => undefined, 'no token'],
    ['an empty Authorization header', () => '', 'no token'],
    [
      'a forged token (other key)',
      () => pool.token(idClaims(pool, 'u1'), { key: pool.otherKey }),
      'JwtInvalidSignatureError',
    ],
    [
      'a token for another app client',
      () => pool.token({ ...idClaims(pool, 'u1'), aud: 'other-client' }),
      'JwtInvalidAudienceError',
    ],
    [
      'a token of another pool',
      () => otherIssuer.token(idClaims(otherIssuer, 'u1')),
      'JwtInvalidSignatureError',
    ],
    [
      'an unsigned token (alg none)',
      () => pool.token(idClaims(pool, 'u1'), { alg: 'none' }),
      'JwtParseError',
    ],
    ['an access token', () => pool.token(accessClaims(pool, 'u1')), undefined],
    ['a "Bearer " prefixed ID token', () => `Bearer ${pool.token(idClaims(pool, 'u1'))}`, undefined],
    ['not a JWT', () => 'not-a-token', undefined],
  ])('refuses %s with 401 Unauthorized and never invokes the handler', async (_what, token, reason) => {
    const res = await getMember(token());
    expect(res.status).toBe(401);
    await expect(res.json()).resolves.toEqual({ message: 'Unauthorized' });
    expect(res.headers.get('x-amzn-errortype')).toBe('UnauthorizedException');
    expect(member.calls).toHaveLength(0);
    expect(logger.entries[0]).toMatchObject({ status: 401, gatewayResponse: 'UNAUTHORIZED' });
    if (reason) expect(logger.entries[0]?.authorizerError).toBe(reason);
  });

  it('refuses a genuine but expired token with "The incoming token has expired"', async () => {
    const res = await getMember(pool.token(idClaims(pool, 'u1'), { expiresIn: -10 }));
    expect(res.status).toBe(401);
    await expect(res.json()).resolves.toEqual({ message: 'The incoming token has expired' });
    expect(member.calls).toHaveLength(0);
  });

  it('refuses a forged expired token as plainly Unauthorized (the signature is checked first)', async () => {
    const res = await getMember(pool.token(idClaims(pool, 'u1'), { key: pool.otherKey, expiresIn: -10 }));
    await expect(res.json()).resolves.toEqual({ message: 'Unauthorized' });
  });

  it('guards admin routes with the same authorizer (the handler checks the group)', async () => {
    const res = await fetch(`${fixture.gateway.apiUrl('post')}/boards`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(post.calls).toHaveLength(0);
  });

  it('passes a valid ID token with every claim as a string, as the Cognito authorizer does', async () => {
    const token = pool.token({ ...idClaims(pool, 'u1', ['Admin', 'Editors']), email_verified: true });
    const res = await getMember(token);
    expect(res.status).toBe(200);
    const event = member.calls[0]?.event;
    const claims = event?.requestContext.authorizer?.claims as Record<string, unknown>;
    expect(Object.values(claims).every((value) => typeof value === 'string')).toBe(true);
    expect(claims).toMatchObject({
      sub: 'u1',
      aud: pool.clientId,
      iss: pool.issuer,
      token_use: 'id',
      'cognito:username': 'user-u1',
      'cognito:groups': 'Admin,Editors',
      email_verified: 'true',
    });
    expect(claims.auth_time).toMatch(/^\d+$/);
    expect(claims.exp).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d UTC \d{4}$/);
    expect(claims.iat).toMatch(/ UTC \d{4}$/);
    // The raw token still travels in the headers, as in AWS.
    expect(event?.headers.Authorization).toBe(token);
    expect(callerFromEvent(event as NonNullable<typeof event>)).toEqual({
      userId: 'u1',
      userName: 'user-u1',
      groups: ['Admin', 'Editors'],
      isAdmin: true,
      email: 'u1@example.com',
      // auth_time arrives as a string of seconds; the caller carries it as a number (the member gate's check).
      authTime: Number(claims.auth_time),
    });
  });

  it('serializes a single group as the bare name', async () => {
    await getMember(pool.token(idClaims(pool, 'u2', ['Admin'])));
    expect(member.calls[0]?.event.requestContext.authorizer?.claims['cognito:groups']).toBe('Admin');
  });

  it('runs no authorizer on public routes: any Authorization header is passed through, unverified, without claims', async () => {
    const res = await fetch(`${fixture.gateway.apiUrl('post')}/boards`, {
      headers: { Authorization: 'forged' },
    });
    expect(res.status).toBe(200);
    const event = post.calls[0]?.event;
    expect(event?.headers.Authorization).toBe('forged');
    expect(event?.requestContext.authorizer).toBeUndefined();
  });
});
