import type { RestRoute } from '../../contracts/registry';
import { javaUtcDate, stringifyClaims } from './cognito-claims';
import { createRouteMatcher } from './route-matcher';

const route = (method: RestRoute['method'], path: string): RestRoute => ({
  api: 'post',
  method,
  path,
  handler: 'post-api',
  access: 'public',
  description: '',
});

describe('route matcher', () => {
  const matcher = createRouteMatcher([
    route('GET', '/boards/{boardId}/posts/{postId}'),
    route('GET', '/boards/{boardId}'),
    route('GET', '/boards/{boardId}/posts/latest'),
  ]);

  it('matches nested parameters and creates the intermediate resources', () => {
    expect(matcher.match('/boards/free/posts/42')).toMatchObject({
      resourcePath: '/boards/{boardId}/posts/{postId}',
      pathParameters: { boardId: 'free', postId: '42' },
    });
    expect(matcher.match('/boards/free/posts/latest')?.resourcePath).toBe('/boards/{boardId}/posts/latest');
    const intermediate = matcher.match('/boards/free/posts');
    expect(intermediate?.resourcePath).toBe('/boards/{boardId}/posts');
    expect(intermediate?.methods.size).toBe(0);
    expect(matcher.match('/')?.resourcePath).toBe('/');
  });

  it('matches nothing for unknown, too long or malformed paths', () => {
    expect(matcher.match('/boards/free/posts/42/extra')).toBeNull();
    expect(matcher.match('/menus')).toBeNull();
    expect(matcher.match('boards')).toBeNull();
  });

  it('keeps a malformed escape as sent instead of failing', () => {
    expect(matcher.match('/boards/%zz')?.pathParameters).toEqual({ boardId: '%zz' });
  });

  it('refuses route tables API Gateway would refuse', () => {
    expect(() => createRouteMatcher([route('GET', '/a/{x}'), route('PUT', '/a/{y}')])).toThrow(/conflicts/);
    expect(() => createRouteMatcher([route('GET', '/a'), route('GET', '/a')])).toThrow(/twice/);
    expect(() => createRouteMatcher([route('GET', '/a/{proxy+}')])).toThrow(/unsupported/);
  });
});

describe('Cognito authorizer claims', () => {
  it("formats dates like Java's Date.toString() in UTC", () => {
    expect(javaUtcDate(1680633579)).toBe('Tue Apr 04 18:39:39 UTC 2023');
    expect(javaUtcDate(0)).toBe('Thu Jan 01 00:00:00 UTC 1970');
  });

  it('turns every claim into a string', () => {
    expect(
      stringifyClaims({
        sub: 'u1',
        exp: 1680633579,
        auth_time: 1680629979,
        email_verified: false,
        'cognito:groups': ['a', 'b'],
        identities: [{ providerName: 'Google' }],
        absent: null,
      }),
    ).toEqual({
      sub: 'u1',
      exp: 'Tue Apr 04 18:39:39 UTC 2023',
      auth_time: '1680629979',
      email_verified: 'false',
      'cognito:groups': 'a,b',
      identities: '[{"providerName":"Google"}]',
    });
  });
});
