import { graphql, localStack, rest, seededAccount } from './support/clients';
import { tokenVariants, type TokenVariants } from './support/token-variants';

/**
 * Issue 4 acceptance: forged, expired and wrong-audience tokens (and tampered, alg none) are refused by both
 * the REST gateway (as API Gateway's Cognito authorizer does: 401) and the GraphQL server (AppSync: 401
 * UnauthorizedException), while the genuine token of the same user is accepted by both.
 */
let genuine: string;
let userId: string;
let bad: TokenVariants;

beforeAll(async () => {
  const member = await seededAccount('member');
  genuine = member.tokens.idToken;
  userId = member.userId;
  bad = tokenVariants(genuine);
});

const kinds = ['forged', 'tampered', 'expired', 'wrongAudience', 'algNone'] as const;

describe('REST gateway', () => {
  const profile = () => `/member/${userId}?userPoolId=${localStack().userPoolId}`;

  it('accepts the genuine token', async () => {
    expect((await rest('member', 'GET', profile(), { token: genuine })).status).toBe(200);
  });

  it.each(kinds)('refuses a %s token with 401 before the handler runs', async (kind) => {
    const answer = await rest('member', 'GET', profile(), { token: bad[kind] });
    expect(answer.status).toBe(401);
    // API Gateway's Cognito authorizer names expiry; every other failure is a bare Unauthorized.
    expect(answer.body).toEqual({
      message: kind === 'expired' ? 'The incoming token has expired' : 'Unauthorized',
    });
  });
});

describe('GraphQL server', () => {
  const query = '{ siteSettings { title } }';

  it('accepts the genuine token', async () => {
    const answer = await graphql(query, {}, { token: genuine });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
  });

  it.each(kinds)('refuses a %s token with 401 UnauthorizedException', async (kind) => {
    const answer = await graphql(query, {}, { token: bad[kind] });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });
});
