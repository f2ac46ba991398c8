import { request, type OutgoingHttpHeaders } from 'node:http';
import { networkInterfaces } from 'node:os';
import { restRoutes } from '../../contracts/registry';
import { idClaims } from '../../test/support/jwt';
import {
  SECOND_ORIGIN,
  SITE_ORIGIN,
  collectingLogger,
  recordingHandler,
  testRoutes,
} from '../../test/support/local-gateway';
import { startLocalRestGateway } from './rest-gateway';
import { gatewayUnderTest } from '../../test/support/gateway-under-test';

const fixture = gatewayUnderTest({ allowedOrigins: [SITE_ORIGIN, SECOND_ORIGIN], functionTimeoutMs: 200 });
const { pool, verifier, member, post, logger } = fixture;
let memberApi: string;
let postApi: string;

beforeAll(() => {
  memberApi = fixture.gateway.apiUrl('member');
  postApi = fixture.gateway.apiUrl('post');
});

/** The status of a GET of the test board list sent with exactly these headers (fetch would set its own Host). */
function statusOfGet(headers: OutgoingHttpHeaders | string[]): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: fixture.gateway.port, path: '/post/local/boards', headers },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const lastEvent = () => {
  const call = post.calls.at(-1) ?? member.calls.at(-1);
  if (!call) throw new Error('no handler was invoked');
  return call.event;
};

describe('local REST gateway: routing and the proxy event', () => {
  it('serves each API under /<api>/<stage> on 127.0.0.1', () => {
    expect(fixture.gateway.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(memberApi).toBe(`${fixture.gateway.baseUrl}/member/local`);
  });

  it('builds the REST v1 proxy event for a public route with no query, params or body', async () => {
    const res = await fetch(`${postApi}/boards`, { headers: { 'User-Agent': 'gateway-test' } });
    expect(res.status).toBe(200);
    const event = lastEvent();
    expect(event).toMatchObject({
      resource: '/boards',
      path: '/boards',
      httpMethod: 'GET',
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: null,
      stageVariables: null,
      body: null,
      isBase64Encoded: false,
    });
    expect(event.requestContext).toMatchObject({
      accountId: '000000000000',
      apiId: 'post',
      httpMethod: 'GET',
      path: '/local/boards',
      protocol: 'HTTP/1.1',
      resourcePath: '/boards',
      stage: 'local',
      identity: { sourceIp: '127.0.0.1', userAgent: 'gateway-test', cognitoIdentityId: null },
    });
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-amzn-requestid')).toBe(event.requestContext.requestId);
    expect(event.requestContext.requestTimeEpoch).toBeLessThanOrEqual(Date.now());
    expect(event.requestContext.requestTime).toMatch(/^\d\d\/[A-Z][a-z]{2}\/\d{4}:\d\d:\d\d:\d\d \+0000$/);
    // No authorizer on a public route: the key is absent, as in AWS.
    expect('authorizer' in event.requestContext).toBe(false);
    expect(event.headers).toMatchObject({ 'User-Agent': 'gateway-test', 'X-Forwarded-Proto': 'http' });
    expect(event.headers['X-Forwarded-For']).toBe('127.0.0.1');
    expect(event.headers['X-Amzn-Trace-Id']).toMatch(/^Root=1-[0-9a-f]{8}-[0-9a-f]{24}$/);
    expect(event.multiValueHeaders['User-Agent']).toEqual(['gateway-test']);
  });

  it('gives the handler a Lambda-like context', async () => {
    await fetch(`${postApi}/boards`);
    const { context, event } = post.calls[0] as (typeof post.calls)[number];
    expect(context.functionName).toBe('local-post-api');
    expect(context.invokedFunctionArn).toMatch(
      /^arn:aws:lambda:[a-z0-9-]+:000000000000:function:local-post-api$/,
    );
    expect(context.memoryLimitInMB).toBe('512');
    expect(context.awsRequestId).not.toBe(event.requestContext.requestId);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(0);
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(200);
  });

  it('prefers a literal segment over a {param} sibling and ignores one trailing slash', async () => {
    await fetch(`${postApi}/boards/latest`);
    expect(lastEvent()).toMatchObject({ resource: '/boards/latest', pathParameters: null });
    await fetch(`${postApi}/boards/free`);
    expect(lastEvent()).toMatchObject({ resource: '/boards/{boardId}', pathParameters: { boardId: 'free' } });
    await fetch(`${postApi}/boards/`);
    expect(lastEvent()).toMatchObject({ resource: '/boards', path: '/boards/' });
  });

  it('decodes path parameters but keeps the path encoded, like REST APIs', async () => {
    await fetch(`${postApi}/boards/a%20b%2Fc+d%ED%95%9C`);
    expect(lastEvent()).toMatchObject({
      resource: '/boards/{boardId}',
      path: '/boards/a%20b%2Fc+d%ED%95%9C',
      pathParameters: { boardId: 'a b/c+d한' },
      requestContext: { path: '/local/boards/a%20b%2Fc+d%ED%95%9C' },
    });
  });

  it('form-decodes query parameters: last value single, all values multi', async () => {
    await fetch(`${postApi}/boards?limit=2&tag=a&tag=b&q=x+y%26z&flag`);
    expect(lastEvent()).toMatchObject({
      queryStringParameters: { limit: '2', tag: 'b', q: 'x y&z', flag: '' },
      multiValueQueryStringParameters: { limit: ['2'], tag: ['a', 'b'], q: ['x y&z'], flag: [''] },
    });
  });

  it('passes repeated headers as last value and as the full list', async () => {
    const status = await statusOfGet(
      // A raw header list keeps duplicates; Node then adds no Host of its own.
      [
        ...['Host', `127.0.0.1:${fixture.gateway.port}`],
        ...['X-Tag', 'one', 'x-tag', 'two', 'X-Forwarded-For', '203.0.113.9'],
      ],
    );
    expect(status).toBe(200);
    expect(lastEvent().headers).toMatchObject({
      'X-Tag': 'two',
      'X-Forwarded-For': '203.0.113.9, 127.0.0.1',
    });
    expect(lastEvent().multiValueHeaders['X-Tag']).toEqual(['one', 'two']);
  });

  it('passes a text body as a string with isBase64Encoded false', async () => {
    await fetch(`${memberApi}/member/u1`, {
      method: 'PUT',
      headers: { Authorization: pool.token(idClaims(pool, 'u1')), 'Content-Type': 'application/json' },
      body: JSON.stringify({ nickName: '은하수' }),
    });
    expect(member.calls[0]?.event).toMatchObject({ body: '{"nickName":"은하수"}', isBase64Encoded: false });
  });

  it('reaches every registry route with its template as `resource` when no routes are given', async () => {
    const all = recordingHandler();
    const registryGateway = await startLocalRestGateway({
      stage: 'dev',
      handlers: Object.fromEntries(restRoutes.map((route) => [route.handler, all.handler])),
      tokenVerifier: verifier,
      allowedOrigins: [SITE_ORIGIN],
      logger: collectingLogger(),
    });
    try {
      for (const route of restRoutes) {
        const path = route.path.replace(/\{[^}]+\}/g, 'sample-1');
        const res = await fetch(`${registryGateway.apiUrl(route.api)}${path}`, {
          method: route.method,
          headers:
            route.access === 'public' ? {} : { Authorization: pool.token(idClaims(pool, 'u1', ['Admin'])) },
          ...(route.method === 'GET' ? {} : { body: '{}' }),
        });
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 200,
        });
        expect(all.calls.at(-1)?.event.resource).toBe(route.path);
      }
    } finally {
      await registryGateway.close();
    }
  });
});

describe("local REST gateway: API Gateway's own answers", () => {
  it.each([
    ['an unknown path', `/post/local/nothing-here`, 'GET'],
    ['a method the resource lacks', `/post/local/boards`, 'DELETE'],
    ['an intermediate resource without methods', `/member/local/member`, 'GET'],
    ['an empty {param} segment', `/member/local/member//`, 'GET'],
    ['the API root', `/post/local`, 'GET'],
  ])('answers %s with 403 Missing Authentication Token', async (_what, path, method) => {
    const res = await fetch(`${fixture.gateway.baseUrl}${path}`, { method });
    expect(res.status).toBe(403);
    await expect(res.json()).resolves.toEqual({ message: 'Missing Authentication Token' });
    expect(res.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    expect(post.calls).toHaveLength(0);
  });

  it('answers a wrong path with a token as a malformed SigV4 header, like API Gateway', async () => {
    const bare = await fetch(`${postApi}/nothing`, { headers: { Authorization: 'abc.def.ghi' } });
    expect(bare.status).toBe(403);
    expect(bare.headers.get('x-amzn-errortype')).toBe('IncompleteSignatureException');
    expect(((await bare.json()) as { message: string }).message).toMatch(
      /^Authorization header requires 'Credential' parameter\..* Authorization=abc\.def\.ghi$/,
    );
    const bearer = await fetch(`${postApi}/nothing`, { headers: { Authorization: 'Bearer abc' } });
    await expect(bearer.json()).resolves.toEqual({
      message: "'abc' not a valid key=value pair (missing equal-sign) in Authorization header: 'Bearer abc'.",
    });
  });

  it.each([
    ['an unknown stage', '/post/prod/boards'],
    ['an unknown API', '/nope/local/boards'],
  ])('answers %s with 403 Forbidden and no CORS headers', async (_what, path) => {
    const res = await fetch(`${fixture.gateway.baseUrl}${path}`, { headers: { Origin: SITE_ORIGIN } });
    expect(res.status).toBe(403);
    await expect(res.json()).resolves.toEqual({ message: 'Forbidden' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['throws', () => Promise.reject(new Error('boom'))],
    ['returns no statusCode', () => Promise.resolve({ body: '{}' })],
    ['returns an object body', () => Promise.resolve({ statusCode: 200, body: { not: 'a string' } })],
    ['returns nothing', () => Promise.resolve(undefined)],
    [
      'returns a bad header value',
      () => Promise.resolve({ statusCode: 200, headers: { x: { y: 1 } }, body: '' }),
    ],
    ['outlives the function timeout', () => new Promise((resolve) => setTimeout(resolve, 400))],
  ])('answers 502 Internal server error when the handler %s', async (_what, answer) => {
    post.answer.current = answer;
    const res = await fetch(`${postApi}/boards`, { headers: { Origin: SITE_ORIGIN } });
    expect(res.status).toBe(502);
    await expect(res.json()).resolves.toEqual({ message: 'Internal server error' });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(logger.errors).toHaveLength(1);
  });

  it('answers 500 when no handler was given for the route', async () => {
    const partial = await startLocalRestGateway({
      stage: 'local',
      routes: testRoutes,
      handlers: {},
      tokenVerifier: verifier,
      allowedOrigins: [SITE_ORIGIN],
      logger: collectingLogger(),
    });
    try {
      const res = await fetch(`${partial.apiUrl('post')}/boards`);
      expect(res.status).toBe(500);
      await expect(res.json()).resolves.toEqual({ message: 'Internal server error' });
    } finally {
      await partial.close();
    }
  });

  it('answers 413 to a body over 10 MB without invoking the handler', async () => {
    const res = await fetch(`${postApi}/boards`, {
      method: 'POST',
      headers: { Authorization: pool.token(idClaims(pool, 'admin', ['Admin'])) },
      body: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
    });
    expect(res.status).toBe(413);
    await expect(res.text()).resolves.toBe('HTTP content length exceeded 10485760 bytes.');
    expect(post.calls).toHaveLength(0);
  });

  it('passes the handler status, headers (its CORS included) and body through untouched', async () => {
    post.answer.current = async () => ({
      statusCode: 418,
      headers: { 'Access-Control-Allow-Origin': 'http://handler.example', 'X-One': 1 },
      multiValueHeaders: { 'Set-Cookie': ['a=1', 'b=2'], 'X-One': ['from-multi'] },
      body: 'teapot',
    });
    const res = await fetch(`${postApi}/boards`, { headers: { Origin: SITE_ORIGIN } });
    expect(res.status).toBe(418);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://handler.example');
    expect(res.headers.get('x-one')).toBe('from-multi');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('content-type')).toBe('application/json');
    await expect(res.text()).resolves.toBe('teapot');
  });

  it('returns a base64 body as text, as an API without binary media types does', async () => {
    post.answer.current = async () => ({ statusCode: 200, body: 'aGk=', isBase64Encoded: true });
    await expect((await fetch(`${postApi}/boards`)).text()).resolves.toBe('aGk=');
  });
});

describe('local REST gateway: CORS', () => {
  it('answers preflight for an allowed origin with the deployed headers, without the handler or a token', async () => {
    const res = await fetch(`${memberApi}/member/u1`, {
      method: 'OPTIONS',
      headers: { Origin: SECOND_ORIGIN, 'Access-Control-Request-Method': 'PUT' },
    });
    expect(res.status).toBe(204);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'access-control-allow-origin': SECOND_ORIGIN,
      'access-control-allow-methods': 'GET,PUT,OPTIONS',
      'access-control-allow-headers': 'Content-Type,Authorization',
      'access-control-max-age': '3600',
      vary: 'Origin',
    });
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(member.calls).toHaveLength(0);
  });

  it('answers preflight on intermediate resources too, as CDK adds OPTIONS to every resource', async () => {
    const res = await fetch(`${memberApi}/member`, { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } });
    expect(res.status).toBe(204);
  });

  it('never allows a refused origin: preflight names the site instead', async () => {
    const res = await fetch(`${postApi}/boards`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it("puts the allowed origin on the gateway's own errors so the app can read them", async () => {
    const allowed = await fetch(`${memberApi}/member/u1`, { headers: { Origin: SECOND_ORIGIN } });
    expect(allowed.status).toBe(401);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SECOND_ORIGIN);
    expect(allowed.headers.get('vary')).toBe('Origin');
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${memberApi}/member/u1`, { headers: { Origin: 'https://evil.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it('refuses to start with no allowed origin or a wildcard, like the deployed construct', async () => {
    const start = (allowedOrigins: string[]) =>
      startLocalRestGateway({ stage: 'local', handlers: {}, tokenVerifier: verifier, allowedOrigins });
    await expect(start([])).rejects.toThrow(/explicit origins/);
    await expect(start(['*'])).rejects.toThrow(/explicit origins/);
  });
});

describe('local REST gateway: access log and exposure', () => {
  it('logs one JSON entry per request without the token, the query string or the body', async () => {
    const token = pool.token(idClaims(pool, 'u1'));
    await fetch(`${memberApi}/member/u1?userPoolId=secret-ish`, {
      method: 'PUT',
      headers: { Authorization: token },
      body: '{"nickName":"private-body"}',
    });
    await fetch(`${memberApi}/member/u1`, { headers: { Authorization: 'forged' } });
    expect(logger.entries).toHaveLength(2);
    expect(logger.entries[0]).toMatchObject({
      httpMethod: 'PUT',
      api: 'member',
      stage: 'local',
      path: '/member/local/member/u1',
      resourcePath: '/member/{userId}',
      status: 200,
      gatewayResponse: null,
      authorizerError: null,
    });
    expect(logger.entries[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logger.entries[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(logger.entries[1]).toMatchObject({ status: 401, gatewayResponse: 'UNAUTHORIZED' });
    const logged = JSON.stringify([logger.entries, logger.errors]);
    for (const secret of [token, 'forged', 'secret-ish', 'private-body'])
      expect(logged).not.toContain(secret);
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const status = await statusOfGet({ Host: 'evil.example' });
    expect(status).toBe(403);
    expect(post.calls).toHaveLength(0);
  });

  it('is not reachable on other interfaces', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    const outcome = external
      ? await fetch(`http://${external.address}:${fixture.gateway.port}/post/local/boards`).then(
          () => 'reachable',
          (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
        )
      : 'ECONNREFUSED';
    expect(outcome).toBe('ECONNREFUSED');
  });
});
