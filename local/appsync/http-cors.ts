import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the local GraphQL endpoint: the site's dev origin (Vite) calls it from the browser. Only listed
 * origins get CORS headers, errors (401) included so the client can read them; every other origin is left
 * to the browser's same-origin policy.
 */
export const allowedRequestHeaders = 'content-type, x-api-key, authorization, x-amz-date, x-amz-user-agent';

export function applyCors(
  request: IncomingMessage,
  response: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
): void {
  const origin = request.headers.origin;
  if (origin && allowedOrigins.has(origin)) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-expose-headers', 'x-amzn-requestid, x-amzn-errortype');
  }
  // Caches must not hand one origin's CORS answer to another.
  response.setHeader('vary', 'origin');
}

/** Answers a preflight: 200 with the allowed methods and headers for a listed origin, 403 otherwise. */
export function answerPreflight(
  request: IncomingMessage,
  response: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
): void {
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins.has(origin)) {
    response.writeHead(403).end();
    return;
  }
  response.writeHead(200, {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': allowedRequestHeaders,
    'access-control-max-age': '86400',
  });
  response.end();
}
