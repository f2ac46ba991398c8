import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { routesOf, type LambdaHandlerName, type RestRoute } from '../../../contracts/registry';
import { MEMBER_CACHE_CONTROL, NO_STORE, REST_CACHE, guestCacheControl } from '../../../contracts/rest-cache';
import { callerFromEvent, verifiedCaller, type Caller } from '../auth/caller';
import { InvalidTokenError, optionalCaller, type IdTokenVerifier } from '../auth/optional-caller';
import { allowedOrigins } from '../runtime/env';
import { logContext, logger } from '../runtime/logger';
import { implementationsByAccess } from '../runtime/registry-check';
import { toHttpError } from './error-mapping';
import {
  BadRequestError,
  HttpError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
} from './errors';

/**
 * What a route implementation receives: parsed, but not yet validated (each route validates with its schema).
 * `C` is the caller the route's access guarantees: `Caller` on member and admin routes (the router refuses a
 * request without a verified one before the route runs), `Caller | null` on public routes.
 */
export interface RestRequest<C extends Caller | null = Caller | null> {
  readonly route: RestRoute;
  readonly pathParameters: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly caller: C;
}

export interface RestResult {
  readonly statusCode?: number;
  readonly body: unknown;
  /**
   * Seconds a cache may keep a guest's answer of a public read as fresh; default
   * `REST_CACHE.guestMaxAgeSeconds`, 0: not kept. Ignored on every other answer, which no cache keeps
   * (see {@link cacheControlOf}).
   */
  readonly maxAgeSeconds?: number;
}

export type RouteImplementation<C extends Caller | null = Caller | null> = (
  request: RestRequest<C>,
) => Promise<RestResult>;

/** `"GET /member/{userId}"`: a route's method and resource path, as in the registry. */
export type RouteKey = `${RestRoute['method']} ${string}`;

const MAX_BODY_BYTES = 256 * 1024;

export const routeKey = (route: Pick<RestRoute, 'method' | 'path'>): RouteKey =>
  `${route.method} ${route.path}`;

/**
 * One REST function's route implementations, grouped by the access the registry gives each route: a route in
 * `member` or `admin` is handed the verified caller, one in `public` the caller if a token was sent.
 */
export interface RouteImplementations {
  readonly public?: Readonly<Record<RouteKey, RouteImplementation<Caller | null>>>;
  readonly member?: Readonly<Record<RouteKey, RouteImplementation<Caller>>>;
  readonly admin?: Readonly<Record<RouteKey, RouteImplementation<Caller>>>;
}

export interface RestHandlerOptions {
  /**
   * Verifies an ID token sent to a public route (which has no authorizer), so what the route answers can
   * depend on who asks (e.g. a board readable by members only). Without it public routes see only guests.
   */
  readonly identifyOnPublicRoutes?: IdTokenVerifier | null;
  /**
   * Runs before every write (a method other than GET on a member or admin route) with the verified caller:
   * refuses a disabled member's write at once (lambda/members/member-gate.ts). `route` is the route's key
   * (`"POST /me/withdraw"`), for checks some routes are exempt from.
   */
  readonly beforeWrite?: (caller: Caller, route: RouteKey) => Promise<void>;
  /**
   * Runs before every request that carries a verified caller (member and admin routes, and a public route
   * a token was sent to), before beforeWrite: the member gate refuses there a token whose session the member
   * ended, or an account that was closed (lambda/members/member-gate.ts).
   */
  readonly beforeRequest?: (caller: Caller, route: RestRoute) => Promise<void>;
}

/**
 * Builds the Lambda handler of one REST function from the registry: every route the registry assigns to this
 * function must have an implementation, in the group of its access, and nothing else may (checked at cold
 * start and in the unit tests). The router enforces the route's access level from the verified claims before
 * the implementation runs, so an authorizer misconfiguration cannot open a member route; domain errors become
 * their 4xx status, and anything unexpected becomes a logged 500 without internal details.
 */
export function createRestHandler(
  name: LambdaHandlerName,
  implementations: RouteImplementations,
  options: RestHandlerOptions = {},
) {
  const routes = new Map(routesOf(name).map((r) => [routeKey(r), r]));
  const { publicOnes: publicRoutes, signedInOnes: signedInRoutes } = implementationsByAccess(
    name,
    [...routes].map(([key, route]) => [key, route.access]),
    implementations,
  );
  const origins = allowedOrigins();

  const base = async (event: APIGatewayProxyEvent, _context: Context): Promise<APIGatewayProxyResult> => {
    const started = Date.now();
    const key = `${event.httpMethod} ${event.resource}` as RouteKey;
    const route = routes.get(key);
    const cors = corsHeaders(event, origins);
    let caller = callerFromEvent(event);
    // Decided by what was sent, not by whether it verified: an answer to a token is never shared.
    const sentToken = caller !== null || carriesToken(event);
    let result: APIGatewayProxyResult;
    try {
      if (!route) throw new HttpError(404, `No route ${key}`);
      if (!caller && route.access === 'public' && options.identifyOnPublicRoutes) {
        caller = await optionalCaller(event, options.identifyOnPublicRoutes).catch((error: unknown) => {
          if (error instanceof InvalidTokenError) throw new UnauthorizedError(error.message);
          throw error;
        });
      }
      // Parsed only once the caller may call the route: a refused request is a 401/403 whatever its body.
      const request = () => ({
        route,
        pathParameters: compact(event.pathParameters),
        query: compact(event.queryStringParameters),
        body: parseBody(event),
      });
      // Every route is in the group of its access (checked at cold start): the lookups below always find it.
      let answer: RestResult;
      if (route.access === 'public') {
        const publicRoute = publicRoutes.get(key) as RouteImplementation<Caller | null>;
        answer = await admittedPublic(caller, route, options.beforeRequest, () =>
          publicRoute({ ...request(), caller }),
        );
      } else {
        const verified = verifiedCaller(route.access, caller);
        if (options.beforeRequest) await options.beforeRequest(verified, route);
        if (route.method !== 'GET' && options.beforeWrite) await options.beforeWrite(verified, key);
        const signedInRoute = signedInRoutes.get(key) as RouteImplementation<Caller>;
        answer = await signedInRoute({ ...request(), caller: verified });
      }
      const statusCode = answer.statusCode ?? 200;
      result = respond(
        statusCode,
        answer.body,
        cors,
        cacheControlOf({ route, sentToken, statusCode, maxAgeSeconds: answer.maxAgeSeconds }),
      );
    } catch (error) {
      result = errorResponse(
        error,
        cors,
        event.requestContext.requestId,
        sentToken ? MEMBER_CACHE_CONTROL : NO_STORE,
      );
    }
    logger.info('request', {
      route: key,
      status: result.statusCode,
      durationMs: Date.now() - started,
      userId: caller?.userId,
    });
    return result;
  };

  return middy(base).use(logContext());
}

/**
 * A public route's answer, once a caller who sent a token is admitted. A read runs beside the check rather
 * than after it (the check's GetItem adds no round trip to a board list or a post: docs/performance.md), and
 * a refusal still wins over the answer; a write waits for the check, so a refused caller writes nothing.
 */
async function admittedPublic(
  caller: Caller | null,
  route: RestRoute,
  beforeRequest: RestHandlerOptions['beforeRequest'],
  run: () => Promise<RestResult>,
): Promise<RestResult> {
  if (!caller || !beforeRequest) return run();
  if (route.method !== 'GET') {
    await beforeRequest(caller, route);
    return run();
  }
  const [admitted, answered] = await Promise.allSettled([beforeRequest(caller, route), run()]);
  if (admitted.status === 'rejected') throw admitted.reason;
  if (answered.status === 'rejected') throw answered.reason;
  return answered.value;
}

function compact(values: Record<string, string | undefined> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values ?? {})) if (v !== undefined) out[k] = v;
  return out;
}

function parseBody(event: APIGatewayProxyEvent): unknown {
  if (event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) {
    throw new HttpError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.', [
      { field: 'body', message: 'is not valid JSON' },
    ]);
  }
}

/** Whether the request carries the header members send their ID token in (any spelling of its name). */
function carriesToken(event: APIGatewayProxyEvent): boolean {
  const name = REST_CACHE.tokenHeader.toLowerCase();
  return Object.entries(event.headers ?? {}).some(
    ([header, value]) => header.toLowerCase() === name && value !== undefined && value !== '',
  );
}

/**
 * Who may keep an answer, and for how long (docs/operations.md, "Edge cache"). Only a guest's successful read
 * of a public route is shared: it depends on nothing but the path, the query and the Origin, so CloudFront
 * keeps it a few seconds and serves it to every guest. An answer to a request carrying a token may depend on
 * who asks (boards for members only, the member's own votes): no cache keeps it, not even the browser's. The
 * edge keys on the token header as well, so a wrong header here still could not cross answers there.
 */
export function cacheControlOf(answer: {
  readonly route: Pick<RestRoute, 'method' | 'access'>;
  readonly sentToken: boolean;
  readonly statusCode: number;
  readonly maxAgeSeconds?: number;
}): string {
  if (answer.sentToken) return MEMBER_CACHE_CONTROL;
  const guestRead = answer.route.method === 'GET' && answer.route.access === 'public';
  const succeeded = answer.statusCode >= 200 && answer.statusCode < 300;
  if (!guestRead || !succeeded || answer.maxAgeSeconds === 0) return NO_STORE;
  return guestCacheControl(answer.maxAgeSeconds);
}

/**
 * `Vary` names what, besides the URL, makes answers differ: the Origin (the CORS header echoes it) and the
 * token header, so that no cache, the browser's included, answers a member with what a guest was given.
 */
const VARY = `Origin, ${REST_CACHE.tokenHeader}`;

function corsHeaders(event: APIGatewayProxyEvent, origins: readonly string[]): Record<string, string> {
  const origin = event.headers?.origin ?? event.headers?.Origin;
  if (origin === undefined || !origins.includes(origin)) return { Vary: VARY };
  return { 'Access-Control-Allow-Origin': origin, Vary: VARY };
}

function respond(
  statusCode: number,
  body: unknown,
  cors: Record<string, string>,
  cacheControl: string,
  retryAfterSeconds?: number,
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      ...(retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
      ...cors,
    },
    body: JSON.stringify(body),
  };
}

function errorResponse(
  error: unknown,
  cors: Record<string, string>,
  requestId: string,
  cacheControl: string,
): APIGatewayProxyResult {
  const known = toHttpError(error);
  if (known) {
    // A busy or unreachable store is an operator's signal too, though the client only hears "try again".
    if (known instanceof ServiceUnavailableError)
      logger.warn('store unavailable', { error: describe(error) });
    return respond(
      known.statusCode,
      { message: known.message, ...(known.fields ? { fields: known.fields } : {}) },
      cors,
      cacheControl,
      // A busy store and a member's used-up minute both say when to come back.
      known instanceof ServiceUnavailableError || known instanceof RateLimitedError
        ? known.retryAfterSeconds
        : undefined,
    );
  }
  logger.error('unexpected fault', error as Error);
  return respond(
    500,
    { message: 'Something went wrong on our side. Please try again later.', requestId },
    cors,
    cacheControl,
  );
}

function describe(error: unknown): string {
  const e = error as { name?: string; code?: string; message?: string } | null;
  return [e?.name, e?.code, e?.message].filter(Boolean).join(': ');
}
