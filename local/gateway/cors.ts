import type { RestRoute } from '../../contracts/registry';
import { REST_CORS } from '../../contracts/rest-cors';

/**
 * CORS as the deployed REST APIs answer it. lib/constructs/registry-rest-api.ts sets
 * `defaultCorsPreflightOptions` (allowHeaders Content-Type + Authorization instead of CDK's default list, the
 * API's methods plus OPTIONS on every resource, max age 1 hour, no credentials) and DEFAULT_4XX / DEFAULT_5XX
 * gateway responses naming the site origin. Headers and max age come from contracts/rest-cors.ts, like the
 * construct's.
 */
const ALLOW_HEADERS = REST_CORS.allowHeaders;
const MAX_AGE_SECONDS = REST_CORS.maxAgeSeconds;

/** Refuses what the construct refuses, so a local configuration cannot be looser than a deployable one. */
export function assertAllowedOrigins(allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0 || allowedOrigins.includes('*')) {
    throw new Error(`allowedOrigins must list explicit origins, got ${JSON.stringify(allowedOrigins)}`);
  }
}

/**
 * `Access-Control-Allow-Methods` of every resource of one API: CDK's preflight applies the API-wide list from
 * the construct (`[...new Set(methods)].sort()` + OPTIONS), not only the methods of the resource asked about.
 */
export function allowMethodsOf(apiRoutes: readonly RestRoute[]): string[] {
  return [...[...new Set(apiRoutes.map((route) => route.method))].sort(), 'OPTIONS'];
}

/**
 * The OPTIONS mock integration CDK generates: 204 with the first allowed origin, overridden by the request's
 * Origin when it is one of the other allowed ones (its VTL template). A refused origin therefore gets the site's
 * origin back, which the browser rejects as a mismatch: exactly what happens when deployed.
 */
export function preflightHeaders(
  origin: string | undefined,
  allowedOrigins: readonly string[],
  allowMethods: readonly string[],
): Record<string, string> {
  return {
    'Access-Control-Allow-Headers': ALLOW_HEADERS.join(','),
    'Access-Control-Allow-Origin': allowedOriginOrSite(origin, allowedOrigins),
    Vary: 'Origin',
    'Access-Control-Allow-Methods': allowMethods.join(','),
    'Access-Control-Max-Age': String(MAX_AGE_SECONDS),
  };
}

/**
 * Headers added to API Gateway's own 4xx/5xx answers (authorizer 401, unknown path 403, 502), so the browser
 * lets the app read them. Deployed, a gateway response can only carry one fixed origin, the site's (the first
 * allowed origin); locally the request's origin is echoed when it is any allowed one (see docs/local-vs-aws.md).
 */
export function gatewayResponseCorsHeaders(
  origin: string | undefined,
  allowedOrigins: readonly string[],
): Record<string, string> {
  return { 'Access-Control-Allow-Origin': allowedOriginOrSite(origin, allowedOrigins), Vary: 'Origin' };
}

function allowedOriginOrSite(origin: string | undefined, allowedOrigins: readonly string[]): string {
  return origin !== undefined && allowedOrigins.includes(origin) ? origin : (allowedOrigins[0] as string);
}
