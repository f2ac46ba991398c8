import type { APIGatewayProxyResult } from 'aws-lambda';
import { apiGatewayEvent, lambdaContext } from '../../../test/support/api-gateway-event';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from './errors';
import { routesOf, type LambdaHandlerName } from '../../../contracts/registry';
import {
  cacheControlOf,
  createRestHandler,
  routeKey,
  type RouteImplementation,
  type RouteImplementations,
  type RouteKey,
} from './rest-handler';

const SITE = 'https://site.example';

beforeAll(() => {
  process.env.ALLOWED_ORIGINS = `${SITE},http://localhost:5173`;
});

/** An implementation for every route the registry gives a function (the router requires exactly those). */
const allRoutesOf = (name: LambdaHandlerName): Record<RouteKey, RouteImplementation> =>
  Object.fromEntries(routesOf(name).map((route) => [routeKey(route), ok])) as Record<
    RouteKey,
    RouteImplementation
  >;
const allMemberRoutes = () => allRoutesOf('member-api');
const allMemberAdminRoutes = () => allRoutesOf('member-admin-api');

const ok: RouteImplementation = async ({ caller, query, body }) => ({
  body: { caller: caller?.userId ?? null, query, body },
});

/** Implementations grouped as the router takes them: by each route's access (a key the registry lacks: member). */
function byAccess(
  implementations: Record<RouteKey, RouteImplementation>,
  name: LambdaHandlerName = 'member-api',
): RouteImplementations {
  const access = new Map(routesOf(name).map((route) => [routeKey(route), route.access]));
  const groups: Record<'public' | 'member' | 'admin', Record<RouteKey, RouteImplementation>> = {
    public: {},
    member: {},
    admin: {},
  };
  for (const [key, implementation] of Object.entries(implementations)) {
    groups[access.get(key as RouteKey) ?? 'member'][key as RouteKey] = implementation;
  }
  return groups;
}

function memberHandler(implementation: RouteImplementation = ok) {
  return createRestHandler(
    'member-api',
    byAccess({ ...allMemberRoutes(), 'GET /member/{userId}': implementation }),
  );
}

async function call(
  handler: ReturnType<typeof memberHandler>,
  event: ReturnType<typeof apiGatewayEvent>,
): Promise<APIGatewayProxyResult & { json: Record<string, unknown> }> {
  const result = (await handler(event, lambdaContext)) as APIGatewayProxyResult;
  return { ...result, json: JSON.parse(result.body) as Record<string, unknown> };
}

describe('createRestHandler', () => {
  it('fails at build time when implementations do not match the registry', () => {
    const { 'PUT /member/{userId}': _left, ...missingOne } = allMemberRoutes();
    expect(() => createRestHandler('member-api', byAccess(missingOne))).toThrow(
      /missing \[PUT \/member\/\{userId\}\], extra \[\]/,
    );
    expect(() =>
      createRestHandler('member-api', byAccess({ ...allMemberRoutes(), 'DELETE /member/{userId}': ok })),
    ).toThrow(/missing \[\], extra \[DELETE \/member\/\{userId\}\]/);
  });

  it('fails at build time when a route is implemented under another access than the registry gives it', () => {
    const { 'GET /admin/groups': _adminRoute, ...rest } = allMemberAdminRoutes();
    const groups = byAccess(rest, 'member-admin-api');
    expect(() =>
      createRestHandler('member-admin-api', {
        ...groups,
        member: { ...groups.member, 'GET /admin/groups': ok },
      }),
    ).toThrow(/wrong access \[GET \/admin\/groups is admin, not member\]/);
  });

  it('answers 403 to a member on an admin route, before the route runs', async () => {
    const route = jest.fn(ok);
    const handler = createRestHandler(
      'member-admin-api',
      byAccess({ ...allMemberAdminRoutes(), 'GET /admin/groups': route }, 'member-admin-api'),
    );
    const res = await call(handler, apiGatewayEvent('GET', '/admin/groups', { caller: { sub: 'u1' } }));
    expect(res.statusCode).toBe(403);
    expect(route).not.toHaveBeenCalled();
  });

  it('passes the verified caller and parsed input to the route', async () => {
    const res = await call(
      memberHandler(),
      apiGatewayEvent('GET', '/member/{userId}', {
        pathParameters: { userId: 'u1' },
        query: { a: '1' },
        caller: { sub: 'u1' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ caller: 'u1', query: { a: '1' } });
    expect(res.headers).toMatchObject({
      // A member's answer: never kept, by any cache.
      'Cache-Control': 'private, no-store',
      'Content-Type': 'application/json; charset=utf-8',
    });
  });

  it('fails with 401 on a member route without verified claims, before the route runs', async () => {
    const route = jest.fn(ok);
    const res = await call(
      memberHandler(route),
      apiGatewayEvent('GET', '/member/{userId}', { pathParameters: { userId: 'u1' } }),
    );
    expect(res.statusCode).toBe(401);
    expect(route).not.toHaveBeenCalled();
  });

  it('fails with 400 on a body that is not JSON', async () => {
    const res = await call(
      memberHandler(),
      apiGatewayEvent('GET', '/member/{userId}', {
        pathParameters: { userId: 'u1' },
        caller: { sub: 'u1' },
        body: '{nope',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json.fields).toEqual([{ field: 'body', message: 'is not valid JSON' }]);
  });

  it('fails with 413 on an oversized body', async () => {
    const res = await call(
      memberHandler(),
      apiGatewayEvent('GET', '/member/{userId}', {
        pathParameters: { userId: 'u1' },
        caller: { sub: 'u1' },
        body: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
      }),
    );
    expect(res.statusCode).toBe(413);
  });

  it('maps domain errors to their status and message', async () => {
    const res = await call(
      memberHandler(async () => {
        throw new ConflictError('Stale version.');
      }),
      apiGatewayEvent('GET', '/member/{userId}', { pathParameters: { userId: 'u1' }, caller: { sub: 'u1' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ message: 'Stale version.' });
  });

  it('hides unexpected faults behind a human 500 without internal details', async () => {
    const res = await call(
      memberHandler(async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.1:443 secret-table-name');
      }),
      apiGatewayEvent('GET', '/member/{userId}', { pathParameters: { userId: 'u1' }, caller: { sub: 'u1' } }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/ECONNREFUSED|secret/);
    expect(res.json.message).toMatch(/try again later/);
  });

  it('answers 404 for a resource the registry does not give this function', async () => {
    const res = await call(memberHandler(), apiGatewayEvent('GET', '/boards'));
    expect(res.statusCode).toBe(404);
  });

  it('allows only the configured origins', async () => {
    const event = (origin: string) =>
      apiGatewayEvent('GET', '/member/{userId}', {
        pathParameters: { userId: 'u1' },
        caller: { sub: 'u1' },
        origin,
      });
    const allowed = await call(memberHandler(), event(SITE));
    const refused = await call(memberHandler(), event('https://evil.example'));
    expect(allowed.headers?.['Access-Control-Allow-Origin']).toBe(SITE);
    expect(refused.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it.each([
    [
      'an unreachable store',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a store that does not answer in time',
      Object.assign(new Error('socket hang up after 1500 ms'), { name: 'TimeoutError' }),
    ],
    [
      'throttling',
      Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
        name: 'ProvisionedThroughputExceededException',
      }),
    ],
  ])('answers %s with 503, Retry-After and no internal text', async (_name, error) => {
    const res = await call(
      memberHandler(async () => {
        throw error;
      }),
      apiGatewayEvent('GET', '/member/{userId}', { pathParameters: { userId: 'u1' }, caller: { sub: 'u1' } }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers).toMatchObject({ 'Retry-After': '2', 'Cache-Control': 'private, no-store' });
    expect(res.json).toEqual({ message: 'The service is busy. Please try again.' });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|socket|Throughput/);
  });

  it('runs beforeWrite for writes only, and its refusal stops the route', async () => {
    const seen: string[] = [];
    const handler = createRestHandler('member-api', byAccess(allMemberRoutes()), {
      beforeWrite: async (caller) => {
        seen.push(caller.userId);
        throw new ForbiddenError('Your account has been disabled by an administrator.');
      },
    });
    const read = await call(
      handler,
      apiGatewayEvent('GET', '/member/{userId}', { pathParameters: { userId: 'u1' }, caller: { sub: 'u1' } }),
    );
    expect(read.statusCode).toBe(200);
    const write = await call(
      handler,
      apiGatewayEvent('PUT', '/member/{userId}', {
        pathParameters: { userId: 'u1' },
        body: '{}',
        caller: { sub: 'u1' },
      }),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json).toEqual({ message: 'Your account has been disabled by an administrator.' });
    expect(seen).toEqual(['u1']);
  });

  it('runs beforeRequest on every signed-in request, reads included, and its 401 stops the route', async () => {
    const ran: string[] = [];
    const handler = createRestHandler(
      'member-api',
      byAccess({
        ...allMemberRoutes(),
        'GET /member/{userId}': async () => {
          ran.push('route');
          return { body: {} };
        },
      }),
      {
        beforeRequest: async (caller, route) => {
          ran.push(`gate ${caller.userId} ${route.method}`);
          throw new UnauthorizedError('You were signed out. Sign in again.');
        },
      },
    );
    const read = await call(
      handler,
      apiGatewayEvent('GET', '/member/{userId}', { pathParameters: { userId: 'u1' }, caller: { sub: 'u1' } }),
    );
    expect(read.statusCode).toBe(401);
    expect(read.json).toEqual({ message: 'You were signed out. Sign in again.' });
    expect(ran).toEqual(['gate u1 GET']);
  });
});

describe('createRestHandler: Cache-Control (what the edge cache may keep)', () => {
  const GUEST = 'public, max-age=5, stale-while-revalidate=25, stale-if-error=300';
  const TOKEN = 'eyJraWQiOiJ0ZXN0In0.eyJzdWIiOiJ1MSJ9.c2ln';

  /** The post API's router with every route answering `ok`, `overrides` replacing some. */
  function postHandler(
    overrides: Partial<Record<RouteKey, RouteImplementation>> = {},
    identifyOnPublicRoutes?: Parameters<typeof createRestHandler>[2],
  ) {
    return createRestHandler(
      'post-api',
      byAccess(
        { ...allRoutesOf('post-api'), ...overrides } as Record<RouteKey, RouteImplementation>,
        'post-api',
      ),
      identifyOnPublicRoutes,
    );
  }
  const withHeaders = (event: ReturnType<typeof apiGatewayEvent>, headers: Record<string, string>) => ({
    ...event,
    headers: { ...event.headers, ...headers },
  });
  const post = (request: Parameters<typeof apiGatewayEvent>[2] = {}) =>
    apiGatewayEvent('GET', '/posts/{postId}', { pathParameters: { postId: 'p1' }, origin: SITE, ...request });

  it("lets every cache keep a guest's public read a few seconds, then serve it stale while it refreshes", async () => {
    for (const [method, resource, pathParameters] of [
      ['GET', '/home', {}],
      ['GET', '/boards/{boardId}/posts', { boardId: 'free' }],
      ['GET', '/posts/{postId}', { postId: 'p1' }],
      ['GET', '/posts/{postId}/comments', { postId: 'p1' }],
    ] as const) {
      const res = await call(
        postHandler(),
        apiGatewayEvent(method, resource, { pathParameters, query: { page: '2' }, origin: SITE }),
      );
      expect({ resource, status: res.statusCode, cache: res.headers?.['Cache-Control'] }).toEqual({
        resource,
        status: 200,
        cache: GUEST,
      });
      // Whatever makes answers differ besides the URL: the CORS origin and the token.
      expect(res.headers?.Vary).toBe('Origin, Authorization');
    }
  });

  it("keeps a route's own max-age (board list, articles) and stores nothing when it asks for 0", async () => {
    const longer = await call(
      postHandler({ 'GET /boards': async () => ({ body: [], maxAgeSeconds: 30 }) }),
      apiGatewayEvent('GET', '/boards'),
    );
    expect(longer.headers?.['Cache-Control']).toBe(
      'public, max-age=30, stale-while-revalidate=25, stale-if-error=300',
    );
    const never = await call(
      postHandler({ 'GET /boards': async () => ({ body: [], maxAgeSeconds: 0 }) }),
      apiGatewayEvent('GET', '/boards'),
    );
    expect(never.headers?.['Cache-Control']).toBe('no-store');
  });

  it.each(['Authorization', 'authorization'])(
    'never lets a cache keep the answer to a request carrying a token (%s), verified or not',
    async (header) => {
      const unverified = await call(postHandler(), withHeaders(post(), { [header]: TOKEN }));
      expect(unverified.statusCode).toBe(200);
      expect(unverified.headers?.['Cache-Control']).toBe('private, no-store');

      const verifier = {
        verify: jest.fn(async () => ({ sub: 'u1', 'cognito:username': 'u1', token_use: 'id' })),
      };
      const verified = await call(
        postHandler({}, { identifyOnPublicRoutes: verifier }),
        withHeaders(post(), { [header]: TOKEN }),
      );
      expect(verified.json.caller).toBe('u1');
      expect(verified.headers?.['Cache-Control']).toBe('private, no-store');
    },
  );

  it("stores no error, a guest's or a member's", async () => {
    const missing = postHandler({
      'GET /posts/{postId}': async () => {
        throw new NotFoundError('No post with this id.');
      },
    });
    const guest = await call(missing, post());
    expect(guest.statusCode).toBe(404);
    expect(guest.headers?.['Cache-Control']).toBe('no-store');
    const member = await call(missing, withHeaders(post(), { Authorization: TOKEN }));
    expect(member.headers?.['Cache-Control']).toBe('private, no-store');

    const refusing = { verify: jest.fn(async () => Promise.reject(new Error('expired'))) };
    const refused = await call(
      postHandler({}, { identifyOnPublicRoutes: refusing }),
      withHeaders(post(), { Authorization: TOKEN }),
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.headers?.['Cache-Control']).toBe('private, no-store');

    const busy = await call(
      postHandler({
        'GET /posts/{postId}': async () => {
          throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
        },
      }),
      post(),
    );
    expect(busy.statusCode).toBe(503);
    expect(busy.headers?.['Cache-Control']).toBe('no-store');
  });

  it("stores no write, not even a guest's public one (the view count)", async () => {
    const res = await call(
      postHandler(),
      apiGatewayEvent('POST', '/posts/{postId}/view', { pathParameters: { postId: 'p1' }, origin: SITE }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['Cache-Control']).toBe('no-store');
  });

  it('decides from the route, the token, the status and the max-age alone', () => {
    const read = { method: 'GET', access: 'public' } as const;
    expect(cacheControlOf({ route: read, sentToken: false, statusCode: 200 })).toBe(GUEST);
    expect(cacheControlOf({ route: read, sentToken: true, statusCode: 200 })).toBe('private, no-store');
    expect(cacheControlOf({ route: read, sentToken: false, statusCode: 304 })).toBe('no-store');
    expect(cacheControlOf({ route: read, sentToken: false, statusCode: 500 })).toBe('no-store');
    expect(
      cacheControlOf({ route: { method: 'GET', access: 'member' }, sentToken: false, statusCode: 200 }),
    ).toBe('no-store');
    expect(
      cacheControlOf({ route: { method: 'POST', access: 'public' }, sentToken: false, statusCode: 200 }),
    ).toBe('no-store');
  });
});
