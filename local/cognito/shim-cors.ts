import type { IncomingMessage } from 'node:http';

/**
 * CORS of the local user pool's endpoint. Cognito's own endpoint answers every origin; the local one answers
 * only the site's origins (the list the REST gateway and the GraphQL server use), because it holds a
 * developer's accounts and a page on any other site must not be able to read its answers
 * (docs/local-vs-aws.md, "Lockdown"). Caches must not hand one origin's answer to another: `Vary: Origin`.
 */
const EXPOSED_HEADERS = 'x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Date';
/** What the AWS SDK and Amplify send; a preflight asking for anything else is answered with this list. */
const ALLOWED_HEADERS = [
  'authorization',
  'cache-control',
  'content-type',
  'x-amz-content-sha256',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-target',
  'x-amz-user-agent',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
];

function allowedOrigin(request: IncomingMessage, allowedOrigins: readonly string[]): string | undefined {
  const origin = request.headers.origin;
  return origin !== undefined && allowedOrigins.includes(origin) ? origin : undefined;
}

/** Headers for an answer: the allowance only for a listed origin. */
export function corsHeaders(
  request: IncomingMessage,
  allowedOrigins: readonly string[],
): Record<string, string> {
  const origin = allowedOrigin(request, allowedOrigins);
  return {
    Vary: 'Origin',
    ...(origin
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED_HEADERS }
      : {}),
  };
}

/** A preflight: 204 with methods and headers for a listed origin; 403 without any allowance otherwise. */
export function preflightAnswer(
  request: IncomingMessage,
  allowedOrigins: readonly string[],
): { status: number; headers: Record<string, string> } {
  const origin = allowedOrigin(request, allowedOrigins);
  if (!origin) return { status: 403, headers: { Vary: 'Origin' } };
  return {
    status: 204,
    headers: {
      ...corsHeaders(request, allowedOrigins),
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
      'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
      'Access-Control-Max-Age': '600',
    },
  };
}
