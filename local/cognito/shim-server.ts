import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { refuseForeignHost } from '../shared/host-check';
import { describeError } from '../shared/logger';
import { readBody } from '../shared/request-body';
import { CognitoError, TARGET_PREFIX, type Json } from './cognito-error';
import { accessRefusal } from './operations';
import { corsHeaders, preflightAnswer } from './shim-cors';
import { createShimOperations } from './shim-operations';
import type { CognitoShimOptions } from './shim-options';
import { upstreamRequest } from './upstream';

/** The only paths answered besides the API: a pool's signing keys and its OpenID discovery document. */
const JWKS_PATH = /^\/([\w-]+)\/\.well-known\/jwks\.json$/;
const DISCOVERY_PATH = /^\/([\w-]+)\/\.well-known\/openid-configuration$/;
const WELL_KNOWN_TIMEOUT_MS = 3000;

/**
 * The local user pool's HTTP endpoint: shim-operations.ts's operations behind the lock of the local stack
 * (docs/local-vs-aws.md, "Lockdown"): requests addressed to another host than localhost / 127.0.0.1 are
 * refused; only the operations of operations.ts run, administration only when SigV4-signed (the signature
 * verified, local/shared/sigv4.ts); CORS only for
 * the site's origins; besides the API, only a pool's keys and discovery document are served (cognito-local's
 * other routes, such as its OAuth pages, are not reachable).
 */
export function createCognitoShim(options: CognitoShimOptions): Server {
  const log = options.logger;
  const { handle } = createShimOperations(options);
  const allowedOrigins = options.allowedOrigins ?? [];
  const region = options.region;

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: Json,
    extra: Record<string, string> = {},
  ) {
    response.writeHead(status, {
      'Content-Type': 'application/x-amz-json-1.1',
      'x-amzn-RequestId': randomUUID(),
      ...corsHeaders(request, allowedOrigins),
      ...extra,
    });
    response.end(JSON.stringify(body));
  }

  function sendError(request: IncomingMessage, response: ServerResponse, error: CognitoError) {
    send(
      request,
      response,
      error.status,
      { __type: error.type, message: error.message },
      { 'x-amzn-ErrorType': error.type },
    );
  }

  /** GET of a pool's keys (from cognito-local) or discovery document (its own names this shim's URL). */
  async function serveWellKnown(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const discovery = DISCOVERY_PATH.exec(pathname);
    const keys = JWKS_PATH.exec(pathname);
    if (request.method !== 'GET' || (!discovery && !keys)) {
      send(request, response, 404, { message: 'Not found' });
      return;
    }
    if (discovery?.[1]) {
      const issuer = `${options.issuerDomain}/${discovery[1]}`;
      send(request, response, 200, {
        issuer,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['RS256'],
        subject_types_supported: ['public'],
      });
      return;
    }
    // The pool's keys are read at start by the verifiers; a stopped cognito-local must not hold them forever.
    const upstream = await upstreamRequest(options.upstreamSocket, pathname, {
      signal: AbortSignal.timeout(WELL_KNOWN_TIMEOUT_MS),
    });
    response.writeHead(upstream.status, {
      'Content-Type': String(upstream.headers['content-type'] ?? 'application/json'),
      ...corsHeaders(request, allowedOrigins),
    });
    response.end(upstream.body);
  }

  function serve(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    if (request.method === 'OPTIONS') {
      const preflight = preflightAnswer(request, allowedOrigins);
      response.writeHead(preflight.status, preflight.headers);
      response.end();
      return;
    }
    const targetHeader = request.headers['x-amz-target'];
    if (request.method !== 'POST' || typeof targetHeader !== 'string') {
      serveWellKnown(request, response).catch((error: unknown) => {
        log.error('cognito-local unreachable', {
          component: 'cognito-shim',
          path: request.url,
          ...describeError(error),
        });
        send(request, response, 503, { message: 'The user pool is not answering. Please try again.' });
      });
      return;
    }
    const target = targetHeader.startsWith(TARGET_PREFIX)
      ? targetHeader.slice(TARGET_PREFIX.length)
      : targetHeader;
    accessRefusal(
      target,
      { method: 'POST', url: request.url ?? '/', headers: request.headers, body },
      region,
    ).then(
      (refusal) => {
        if (!refusal) {
          run(request, response, target, body);
          return;
        }
        log.warn('operation refused', {
          component: 'cognito-shim',
          operation: target,
          status: refusal.status,
          errorType: refusal.type,
        });
        sendError(request, response, new CognitoError(refusal.type, refusal.message, refusal.status));
      },
      (error: unknown) => {
        log.error('signature check failed', {
          component: 'cognito-shim',
          operation: target,
          ...describeError(error),
        });
        sendError(
          request,
          response,
          new CognitoError('InternalErrorException', 'The local user pool failed; see its log.', 500),
        );
      },
    );
  }

  function run(request: IncomingMessage, response: ServerResponse, target: string, body: Buffer): void {
    let parsed: Json;
    try {
      const value = body.length ? (JSON.parse(body.toString('utf8')) as unknown) : {};
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      parsed = value as Json;
    } catch {
      sendError(request, response, new CognitoError('SerializationException', 'Malformed JSON body'));
      return;
    }
    const started = Date.now();
    handle(target, parsed).then(
      (result) => {
        log.info('operation', {
          component: 'cognito-shim',
          operation: target,
          status: 200,
          ms: Date.now() - started,
        });
        send(request, response, 200, result);
      },
      (error: unknown) => {
        const known = error instanceof CognitoError;
        const err = known
          ? error
          : new CognitoError('InternalErrorException', 'The local user pool failed; see its log.', 500);
        log[err.status >= 500 ? 'error' : 'info']('operation', {
          component: 'cognito-shim',
          operation: target,
          status: err.status,
          errorType: err.type,
          ...(known ? {} : describeError(error)),
          ms: Date.now() - started,
        });
        sendError(request, response, err);
      },
    );
  }

  return createServer((request, response) => {
    if (refuseForeignHost(request, response)) return;
    readBody(request).then(
      (body) => serve(request, response, body),
      () => response.destroy(),
    );
  });
}
