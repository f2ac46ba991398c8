import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import {
  restRoutes,
  type HttpMethod,
  type LambdaHandlerName,
  type RestApiName,
  type RestRoute,
} from '../../contracts/registry';
import type { TokenVerifier } from '../auth/token-verifier';
import { dynamoDbCallHeaders, withDynamoDbCallCount } from '../shared/dynamodb-calls';
import { isLocalHost } from '../shared/host-check';
import { describeError, jsonLogger, type LocalLogger, type LogFields } from '../shared/logger';
import { readBody } from '../shared/request-body';
import type { AccessLogEntry } from './access-log';
import { authorizeWithCognito } from './cognito-authorizer';
import { allowMethodsOf, assertAllowedOrigins, gatewayResponseCorsHeaders, preflightHeaders } from './cors';
import {
  MAX_REQUEST_BODY_BYTES,
  badGateway,
  forbidden,
  internalServerError,
  missingAuthenticationToken,
  requestTooLarge,
  type GatewayResponse,
} from './gateway-responses';
import { createLambdaContext } from './lambda-context';
import { buildProxyEvent } from './proxy-event';
import { accepts, toHttpAnswer } from './proxy-result';
import { createRouteMatcher, type ResourceMatch, type RouteMatcher } from './route-matcher';

/**
 * A REST handler invoked in process, e.g. `handler` of lambda/apis/member-api.ts. The result is checked like
 * API Gateway checks a Lambda proxy result, so it is typed loosely on purpose.
 */
export type RestLambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<unknown>;

export interface LocalRestGatewayOptions {
  /** Stage name in the URL and the event (`local`, `dev`…). */
  readonly stage: string;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  readonly port?: number;
  /** Default: every route of contracts/registry.ts. */
  readonly routes?: readonly RestRoute[];
  /** The function behind each registry handler name; a route whose handler is missing answers 500. */
  readonly handlers: Partial<Record<LambdaHandlerName, RestLambdaHandler>>;
  /** Verifies ID tokens on `member` and `admin` routes like the Cognito authorizer (local/auth/token-verifier.ts). */
  readonly tokenVerifier: TokenVerifier;
  /** CORS origins, the site's first (as in the deployed construct). */
  readonly allowedOrigins: readonly string[];
  /** Default: JSON lines, access entries (message `access`, access-log.ts) on stdout, faults on stderr. */
  readonly logger?: LocalLogger;
  /** The functions' timeout; past it the request gets 502 as from a timed-out Lambda. Default 10 000 (house-function.ts). */
  readonly functionTimeoutMs?: number;
  /** For ARNs in the Lambda context. Default: AWS_REGION or ap-northeast-2. */
  readonly region?: string;
  /** For the event and ARNs. Default 000000000000. */
  readonly accountId?: string;
  /** Media types passed base64-encoded; the deployed APIs declare none (the default). */
  readonly binaryMediaTypes?: readonly string[];
}

export interface LocalRestGateway {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  readonly port: number;
  /** Base URL of one API and stage, like the deployed `https://<id>.execute-api.<region>.amazonaws.com/<stage>`. */
  apiUrl(api: RestApiName): string;
  close(): Promise<void>;
}

interface ApiDefinition {
  readonly matcher: RouteMatcher;
  readonly allowMethods: readonly string[];
}

interface Outcome {
  readonly status: number;
  readonly resourcePath: string | null;
  readonly gatewayResponse: string | null;
  readonly authorizerError: string | null;
  readonly api: string | null;
  readonly stage: string | null;
  readonly bytes: number;
}

const HOST = '127.0.0.1';
const FUNCTION_MEMORY_MB = 512;
const STAGE_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * The local stand-in for the deployed REST APIs of contracts/registry.ts (`member` and `post`): one HTTP server on
 * 127.0.0.1 serving every API of the registry under `/<api>/<stage>/…` (each API has its own host in AWS), routing
 * by the registry's path templates, answering CORS preflight and API Gateway's own errors as the deployed stage
 * does, checking ID tokens like the Cognito authorizer, and invoking the same Lambda handlers in process with the
 * REST v1 proxy event. docs/local-vs-aws.md lists what is matched and what differs.
 */
export async function startLocalRestGateway(options: LocalRestGatewayOptions): Promise<LocalRestGateway> {
  if (!STAGE_NAME.test(options.stage)) throw new Error(`Invalid stage name "${options.stage}"`);
  assertAllowedOrigins(options.allowedOrigins);
  const routes = options.routes ?? restRoutes;
  const apis = new Map<string, ApiDefinition>();
  for (const api of new Set(routes.map((route) => route.api))) {
    const apiRoutes = routes.filter((route) => route.api === api);
    apis.set(api, { matcher: createRouteMatcher(apiRoutes), allowMethods: allowMethodsOf(apiRoutes) });
  }
  const logger = options.logger ?? jsonLogger('local-rest');
  let port = 0;

  const server = createServer((req, res) => {
    const started = Date.now();
    const requestId = randomUUID();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // Each request counts its own DynamoDB calls (reported only where the local stack counts them).
    withDynamoDbCallCount(() => serve(req, res, requestId, started)).then(
      (outcome) => {
        const entry: AccessLogEntry = {
          requestId,
          ip: req.socket.remoteAddress ?? HOST,
          requestTime: new Date(started).toISOString(),
          httpMethod: req.method ?? 'GET',
          api: outcome.api,
          stage: outcome.stage,
          path,
          resourcePath: outcome.resourcePath,
          status: outcome.status,
          protocol: `HTTP/${req.httpVersion}`,
          responseLength: outcome.bytes,
          durationMs: Date.now() - started,
          gatewayResponse: outcome.gatewayResponse,
          authorizerError: outcome.authorizerError,
        };
        logger.info('access', { ...entry });
      },
      (error: unknown) => {
        // A fault of the gateway itself, not of a handler: answer like API Gateway's 500 and say what broke.
        logger.error('local gateway fault', { requestId, ...describeError(error) });
        if (res.writableEnded) return;
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal server error' }));
      },
    );
  });

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    started: number,
  ): Promise<Outcome> {
    const headers = lastHeaderValues(req.rawHeaders);
    const method = req.method ?? 'GET';
    const origin = headers.get('origin');
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const fullPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const [, api = '', stage = '', ...rest] = fullPath.split('/');
    const definition = apis.get(api);
    const base = { api: definition ? api : null, stage: definition ? stage : null };
    const reply = (
      response: GatewayResponse,
      resourcePath: string | null = null,
      authorizerError: string | null = null,
    ): Outcome => ({
      ...base,
      ...sendGatewayResponse(res, response, requestId, origin, options.allowedOrigins),
      resourcePath,
      gatewayResponse: response.type,
      authorizerError,
    });

    // Only this machine's own names: a page on another site cannot reach the gateway through DNS rebinding.
    // The rule is the whole stack's (local/shared/host-check.ts); the answer is API Gateway's own 403.
    if (!isLocalHost(headers.get('host'), port)) return reply(forbidden());

    // API Gateway refuses over-quota bodies before routing; the rest of the body is drained, not kept.
    const body = await readBody(req, MAX_REQUEST_BODY_BYTES);
    if (body === undefined) return reply(requestTooLarge());

    // An unknown stage is not deployed (AWS: 403 Forbidden); an unknown API is another host in AWS.
    if (!definition || stage !== options.stage || !fullPath.startsWith('/')) return reply(forbidden());
    const rawPath = `/${rest.join('/')}`;
    const match = definition.matcher.match(rawPath);
    const authorization = headers.get('authorization');
    if (!match) return reply(missingAuthenticationToken(authorization));

    if (method === 'OPTIONS') {
      const cors = preflightHeaders(origin, options.allowedOrigins, definition.allowMethods);
      res.writeHead(204, { ...cors, 'x-amzn-RequestId': requestId });
      res.end();
      return {
        ...base,
        status: 204,
        resourcePath: match.resourcePath,
        gatewayResponse: null,
        authorizerError: null,
        bytes: 0,
      };
    }
    const route = match.methods.get(method as HttpMethod);
    if (!route) return reply(missingAuthenticationToken(authorization), match.resourcePath);

    let claims: Readonly<Record<string, string>> | undefined;
    if (route.access !== 'public') {
      const outcome = await authorizeWithCognito(authorization, options.tokenVerifier);
      if (!outcome.authorized) return reply(outcome.response, match.resourcePath, outcome.reason);
      claims = outcome.claims;
    }

    const handler = options.handlers[route.handler];
    if (!handler) {
      logger.error('no handler given for the route', { requestId, handler: route.handler });
      return reply(internalServerError(), match.resourcePath);
    }
    const event = buildProxyEvent({
      api: route.api,
      stage,
      method,
      rawPath,
      rawQuery,
      match,
      rawHeaders: req.rawHeaders,
      body: body.length === 0 ? null : body,
      binaryBody: accepts(headers.get('content-type'), options.binaryMediaTypes ?? []),
      ...(claims ? { claims } : {}),
      requestId,
      requestTimeEpoch: started,
      sourceIp: req.socket.remoteAddress ?? HOST,
      sourcePort: port,
      accountId: options.accountId ?? '000000000000',
      protocol: `HTTP/${req.httpVersion}`,
    });
    return {
      ...base,
      ...(await integrate(res, handler, route, match, event, requestId, origin, headers.get('accept'))),
      resourcePath: match.resourcePath,
      authorizerError: null,
    };
  }

  async function integrate(
    res: ServerResponse,
    handler: RestLambdaHandler,
    route: RestRoute,
    match: ResourceMatch,
    event: APIGatewayProxyEvent,
    requestId: string,
    origin: string | undefined,
    accept: string | undefined,
  ): Promise<{ status: number; gatewayResponse: string | null; bytes: number }> {
    const timeoutMs = options.functionTimeoutMs ?? 10_000;
    const functionName = `${options.stage}-${route.handler}`;
    const context = createLambdaContext({
      functionName,
      region: options.region ?? process.env.AWS_REGION ?? 'ap-northeast-2',
      accountId: options.accountId ?? '000000000000',
      timeoutMs,
      memoryLimitInMB: FUNCTION_MEMORY_MB,
    });
    const invoked = await invokeWithTimeout(() => handler(event, context), timeoutMs);
    const failed = (problem: string, fields: LogFields = {}) => {
      logger.error('integration failed', {
        requestId,
        awsRequestId: context.awsRequestId,
        functionName,
        resource: `${route.method} ${match.resourcePath}`,
        problem,
        ...fields,
      });
      const sent = sendGatewayResponse(res, badGateway(), requestId, origin, options.allowedOrigins);
      return { ...sent, gatewayResponse: 'DEFAULT_5XX' };
    };
    if (invoked.kind === 'timeout')
      return failed(`Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`);
    if (invoked.kind === 'error') return failed('handler threw', describeError(invoked.error));
    const outcome = toHttpAnswer(invoked.value, { accept, binaryMediaTypes: options.binaryMediaTypes ?? [] });
    if (!outcome.ok) return failed(`Malformed Lambda proxy response: ${outcome.problem}`);

    // The handler's own headers (its CORS included) pass through untouched.
    const { statusCode, headers, body } = outcome.answer;
    const outgoing: Record<string, string[]> = {};
    for (const [name, values] of headers) outgoing[name] = [...values];
    res.writeHead(statusCode, { ...outgoing, 'x-amzn-RequestId': requestId, ...dynamoDbCallHeaders() });
    res.end(body);
    return { status: statusCode, gatewayResponse: null, bytes: body.length };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const baseUrl = `http://${HOST}:${port}`;
  return {
    baseUrl,
    port,
    apiUrl: (api) => `${baseUrl}/${api}/${options.stage}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets of finished requests would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

function sendGatewayResponse(
  res: ServerResponse,
  response: GatewayResponse,
  requestId: string,
  origin: string | undefined,
  allowedOrigins: readonly string[],
): { status: number; bytes: number } {
  const body = Buffer.from(response.body);
  res.writeHead(response.statusCode, {
    'Content-Type': response.contentType,
    'x-amzn-RequestId': requestId,
    ...(response.errorType ? { 'x-amzn-ErrorType': response.errorType } : {}),
    // The DEFAULT_4XX / DEFAULT_5XX customizations of lib/constructs/registry-rest-api.ts: CORS, and no cache
    // may keep the error (the handlers' own answers carry their Cache-Control and pass through untouched).
    ...(response.customizable
      ? { ...gatewayResponseCorsHeaders(origin, allowedOrigins), 'Cache-Control': 'no-store' }
      : {}),
  });
  res.end(body);
  return { status: response.statusCode, bytes: body.length };
}

/** Lower-cased header name → the last value sent (API Gateway's single-value view of repeated headers). */
function lastHeaderValues(rawHeaders: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    values.set((rawHeaders[i] as string).toLowerCase(), rawHeaders[i + 1] as string);
  }
  return values;
}

type Invocation =
  | { readonly kind: 'result'; readonly value: unknown }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'timeout' };

/**
 * Runs the handler with the function's timeout. A timed-out handler cannot be stopped in process; its late
 * result is ignored, as Lambda would have frozen it.
 */
async function invokeWithTimeout(run: () => Promise<unknown>, timeoutMs: number): Promise<Invocation> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Invocation>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  const invocation = Promise.resolve()
    .then(run)
    .then(
      (value): Invocation => ({ kind: 'result', value }),
      (error: unknown): Invocation => ({ kind: 'error', error }),
    );
  try {
    return await Promise.race([invocation, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
