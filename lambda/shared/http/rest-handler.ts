import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { routesOf, type LambdaHandlerName, type RestRoute } from '../../../contracts/registry';
import { callerFromEvent, type Caller } from '../auth/caller';
import { InvalidTokenError, optionalCaller, type IdTokenVerifier } from '../auth/optional-caller';
import { allowedOrigins } from '../runtime/env';
import { logger } from '../runtime/logger';
import { toHttpError } from './error-mapping';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  ServiceUnavailableError,
  UnauthorizedError,
} from './errors';

/** What a route implementation receives: parsed, but not yet validated (each route validates with its schema). */
export interface RestRequest {
  readonly route: RestRoute;
  readonly pathParameters: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  /** The verified caller; always set on `member` and `admin` routes (the router refuses otherwise). */
  readonly caller: Caller | null;
}

export interface RestResult {
  readonly statusCode?: number;
  readonly body: unknown;
  /** Seconds a shared cache may keep a public answer; default: not cacheable. */
  readonly maxAgeSeconds?: number;
}

export type RouteImplementation = (request: RestRequest) => Promise<RestResult>;

/** `"GET /member/{userId}"`: a route's method and resource path, as in the registry. */
export type RouteKey = `${RestRoute['method']} ${string}`;

const MAX_BODY_BYTES = 256 * 1024;

export const routeKey = (route: Pick<RestRoute, 'method' | 'path'>): RouteKey =>
  `${route.method} ${route.path}`;

/**
 * Builds the Lambda handler of one REST function from the registry: every route the registry assigns to this
 * function must have an implementation and nothing else may (checked at cold start and in the unit tests).
 * The router enforces the route's access level from the verified claims before the implementation runs, so
 * an authorizer misconfiguration cannot open a member route; domain errors become their 4xx status, and
 * anything unexpected becomes a logged 500 without internal details.
 */
export interface RestHandlerOptions {
  /**
   * Verifies an ID token sent to a public route (which has no authorizer), so what the route answers can
   * depend on who asks (e.g. a board readable by members only). Without it public routes see only guests.
   */
  readonly identifyOnPublicRoutes?: IdTokenVerifier | null;
  /**
   * Runs before every write (a method other than GET on a member or admin route) with the verified caller:
   * refuses a disabled member's write at once (lambda/members/member-gate.ts).
   */
  readonly beforeWrite?: (caller: Caller) => Promise<void>;
}

export function createRestHandler(
  name: LambdaHandlerName,
  implementations: Readonly<Record<RouteKey, RouteImplementation>>,
  options: RestHandlerOptions = {},
) {
  const routes = new Map(routesOf(name).map((r) => [routeKey(r), r]));
  const missing = [...routes.keys()].filter((k) => !(k in implementations));
  const extra = Object.keys(implementations).filter((k) => !routes.has(k as RouteKey));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Handler ${name} does not match the registry: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`,
    );
  }
  const origins = allowedOrigins();

  const base = async (event: APIGatewayProxyEvent, _context: Context): Promise<APIGatewayProxyResult> => {
    const started = Date.now();
    const key = `${event.httpMethod} ${event.resource}` as RouteKey;
    const route = routes.get(key);
    const cors = corsHeaders(event, origins);
    let caller = callerFromEvent(event);
    let result: APIGatewayProxyResult;
    try {
      if (!route) throw new HttpError(404, `No route ${key}`);
      if (!caller && route.access === 'public' && options.identifyOnPublicRoutes) {
        caller = await optionalCaller(event, options.identifyOnPublicRoutes).catch((error: unknown) => {
          if (error instanceof InvalidTokenError) throw new UnauthorizedError(error.message);
          throw error;
        });
      }
      authorize(route, caller);
      if (caller && route.access !== 'public' && route.method !== 'GET' && options.beforeWrite) {
        await options.beforeWrite(caller);
      }
      const implementation = implementations[key] as RouteImplementation;
      const answer = await implementation({
        route,
        caller,
        pathParameters: compact(event.pathParameters),
        query: compact(event.queryStringParameters),
        body: parseBody(event),
      });
      result = respond(answer.statusCode ?? 200, answer.body, cors, answer.maxAgeSeconds);
    } catch (error) {
      result = errorResponse(error, cors, event.requestContext.requestId);
    }
    logger.info('request', {
      route: key,
      status: result.statusCode,
      durationMs: Date.now() - started,
      userId: caller?.userId,
    });
    return result;
  };

  return middy(base).use(injectLambdaContext(logger, { resetKeys: true }));
}

function authorize(route: RestRoute, caller: Caller | null): void {
  if (route.access === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (route.access === 'admin' && !caller.isAdmin)
    throw new ForbiddenError('Only administrators can do this.');
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

function corsHeaders(event: APIGatewayProxyEvent, origins: readonly string[]): Record<string, string> {
  const origin = event.headers?.origin ?? event.headers?.Origin;
  if (origin === undefined || !origins.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

function respond(
  statusCode: number,
  body: unknown,
  cors: Record<string, string>,
  maxAgeSeconds?: number,
  retryAfterSeconds?: number,
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': maxAgeSeconds ? `public, max-age=${maxAgeSeconds}` : 'no-store',
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
      undefined,
      known instanceof ServiceUnavailableError ? known.retryAfterSeconds : undefined,
    );
  }
  logger.error('unexpected fault', error as Error);
  return respond(
    500,
    { message: 'Something went wrong on our side. Please try again later.', requestId },
    cors,
  );
}

function describe(error: unknown): string {
  const e = error as { name?: string; code?: string; message?: string } | null;
  return [e?.name, e?.code, e?.message].filter(Boolean).join(': ');
}
