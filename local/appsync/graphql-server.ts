import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { buildSchema, getOperationAST, type GraphQLSchema } from 'graphql';
import { loadAppSyncSchema } from '../../contracts/graphql/schema';
import type { GraphqlLimits } from '../../contracts/graphql-limits';
import {
  graphqlResolvers,
  type JsResolverDefinition,
  type LambdaHandlerName,
  type ResolverDefinition,
} from '../../contracts/registry';
import type { TableId } from '../../contracts/tables';
import type { TokenVerifier } from '../auth/token-verifier';
import { refuseForeignHost, refuseForeignUpgrade } from '../shared/host-check';
import { dynamoDbCallHeaders, withDynamoDbCallCount } from '../shared/dynamodb-calls';
import { describeError, jsonLogger, type LocalLogger } from '../shared/logger';
import { fromRepositoryRoot } from '../shared/repository-root';
import { readBody } from '../shared/request-body';
import { stringHeaders } from '../shared/string-headers';
import { authenticate, unauthorizedBody, type HeaderMap } from './appsync-auth';
import { installAppSyncScalars } from './appsync-scalars';
import { FieldAuthorizer } from './auth-directives';
import { answerPreflight, applyCors } from './http-cors';
import { createFieldResolver, type LambdaResolverHandler, type RequestContext } from './field-resolvers';
import type { JsResolverModule } from './js-resolver-executor';
import { loadJsResolver } from './js-resolver-loader';
import { OperationRunner } from './operation-runner';
import { RealtimeServer } from './realtime-server';
import { publications } from './subscription-triggers';

/**
 * The local stand-in for AppSync: schema.graphql, the registry's resolvers (APPSYNC_JS against DynamoDB
 * Local, direct Lambda resolvers in-process) and AppSync's authentication, field authorization, error shapes
 * and real-time protocol, on node:http + graphql-js + ws. It listens on 127.0.0.1 only: the API key and the
 * local pool's tokens are not secrets worth exposing to the network. docs/local-vs-aws.md lists what differs.
 */
export interface LocalGraphqlServerOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  readonly port?: number;
  /** SDL without AppSync's built-in scalars and directives (they are added). Default: schema.graphql. */
  readonly schema?: string;
  /** The API key (default mode API_KEY): `x-api-key` must equal it. */
  readonly apiKey: string;
  /** Verifies user-pool tokens (additional mode AMAZON_COGNITO_USER_POOLS). Without it tokens are refused. */
  readonly tokenVerifier?: TokenVerifier;
  /** Default: the registry's graphqlResolvers. */
  readonly resolvers?: readonly ResolverDefinition[];
  /**
   * Client for the JS resolvers' DynamoDB data sources (required when any resolver is kind 'js'). Its timeouts
   * are the data source's deadline: the local stack gives it the functions' (lambda/shared/runtime/sdk-settings.ts).
   */
  readonly dynamodbClient?: DynamoDBClient;
  /** Physical table name of a table id. Default: the id itself (as local/dynamodb/create-tables.ts names them). */
  readonly tableName?: (id: TableId) => string;
  /**
   * Direct Lambda resolver handlers by registry name. A handler not given is imported from its registry entry
   * on first use (its environment, such as table names, must be set by then).
   */
  readonly lambdaHandlers?: Partial<Record<LambdaHandlerName, LambdaResolverHandler>>;
  /** Default: bundles the resolver's source with esbuild as the CDK app does (js-resolver-loader.ts). */
  readonly loadJsResolver?: (definition: JsResolverDefinition) => JsResolverModule;
  /** Browser origins allowed by CORS (e.g. http://localhost:5173). Default: none. */
  readonly allowedOrigins?: readonly string[];
  /** Interval of realtime `ka` messages. Default 60 000 ms. */
  readonly keepAliveIntervalMs?: number;
  /** Default: JSON lines on stdout. */
  readonly logger?: LocalLogger;
  /** Answer introspection (`__schema`, `__type`), as the stage's AppSync API does. Default true. */
  readonly introspection?: boolean;
  /** Overrides of contracts/graphql-limits.ts (tests shorten the request timeout). Default: none. */
  readonly limits?: Partial<GraphqlLimits>;
}

export interface LocalGraphqlServer {
  /** `http://127.0.0.1:<port>/graphql` */
  readonly url: string;
  /** `ws://127.0.0.1:<port>/graphql/realtime` */
  readonly realtimeUrl: string;
  /** The listening socket's address (always 127.0.0.1). */
  readonly address: AddressInfo;
  /** Stops accepting, closes realtime connections and waits for the HTTP server to close. */
  close(): Promise<void>;
}

const graphqlPath = '/graphql';
const realtimePath = '/graphql/realtime';
const maxBodyBytes = 1024 * 1024;

function buildServerSchema(sdl: string | undefined): GraphQLSchema {
  if (sdl === undefined) return loadAppSyncSchema();
  const builtins = readFileSync(
    fromRepositoryRoot('contracts', 'graphql', 'appsync-builtins.graphql'),
    'utf8',
  );
  return buildSchema(`${builtins}\n${sdl}`);
}

export async function startLocalGraphqlServer(
  options: LocalGraphqlServerOptions,
): Promise<LocalGraphqlServer> {
  const logger = options.logger ?? jsonLogger('local-graphql');
  // A fresh schema per server: installAppSyncScalars changes its scalars in place.
  const schema = buildServerSchema(options.schema);
  installAppSyncScalars(schema);
  const authorizer = new FieldAuthorizer(schema);
  for (const field of authorizer.ignoredDirectives())
    logger.warn('@aws_auth is ignored when several authorization modes are configured (as AppSync does)', {
      field,
    });
  const fieldResolver = createFieldResolver({
    schema,
    authorizer,
    resolvers: options.resolvers ?? graphqlResolvers,
    loadJsResolver: options.loadJsResolver ?? ((definition) => loadJsResolver(definition.source)),
    dynamodbClient: options.dynamodbClient,
    tableName: options.tableName ?? ((id) => id),
    lambdaHandlers: options.lambdaHandlers ?? {},
    logger,
  });
  const resolved = new Set(
    (options.resolvers ?? graphqlResolvers).map((resolver) => `${resolver.typeName}.${resolver.fieldName}`),
  );
  const runner = new OperationRunner(schema, fieldResolver, {
    hasResolver: (typeName, fieldName) => resolved.has(`${typeName}.${fieldName}`),
    limits: options.limits,
    introspection: options.introspection,
  });
  const authConfig = { apiKey: options.apiKey, tokenVerifier: options.tokenVerifier };
  const realtime = new RealtimeServer({
    schema,
    authorizer,
    authenticate: (headers) => authenticate(headers, authConfig),
    runner,
    keepAliveIntervalMs: options.keepAliveIntervalMs ?? 60_000,
    logger,
    subscriptionResolvers: new Set(
      (options.resolvers ?? graphqlResolvers)
        .filter((resolver) => resolver.typeName === schema.getSubscriptionType()?.name)
        .map((resolver) => resolver.fieldName),
    ),
  });
  const allowedOrigins = new Set(options.allowedOrigins ?? []);

  const server = createServer((request, response) => {
    // Only requests addressed to this machine: a page cannot reach the API through DNS rebinding.
    if (refuseForeignHost(request, response)) return;
    // Each request counts its own DynamoDB calls (reported only where the local stack counts them).
    withDynamoDbCallCount(() => handleHttp(request, response)).catch((error: unknown) => {
      logger.error('request failed', describeError(error));
      if (!response.headersSent)
        sendJson(response, 500, { errors: [{ errorType: 'InternalFailure', message: 'Internal failure' }] });
      else response.end();
    });
  });

  async function handleHttp(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const started = Date.now();
    response.setHeader('x-amzn-requestid', requestId);
    applyCors(request, response, allowedOrigins);
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== graphqlPath) {
      sendJson(response, 404, { errors: [{ errorType: 'NotFoundException', message: 'Not found' }] });
      return;
    }
    if (request.method === 'OPTIONS') {
      answerPreflight(request, response, allowedOrigins);
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST, OPTIONS');
      sendJson(response, 405, { errors: [{ errorType: 'MethodNotAllowed', message: 'Use POST' }] });
      return;
    }

    const authentication = await authenticate(request.headers as HeaderMap, authConfig);
    if (!authentication.ok) {
      logger.info('graphql request', {
        requestId,
        status: 401,
        outcome: 'unauthorized',
        durationMs: Date.now() - started,
      });
      response.setHeader('x-amzn-errortype', 'UnauthorizedException');
      sendJson(response, 401, unauthorizedBody(authentication.message));
      return;
    }

    const body = (await readBody(request, maxBodyBytes))?.toString('utf8');
    if (body === undefined) {
      sendJson(response, 413, {
        errors: [{ errorType: 'PayloadTooLargeException', message: 'Request body is too large.' }],
      });
      return;
    }
    // AppSync's answers to bodies that are not a GraphQL request (HTTP 400, MalformedHttpRequestException).
    if (body.trim() === '') {
      sendJson(response, 400, malformed('Request body is empty.'));
      return;
    }
    const graphqlRequest = parseGraphqlRequest(body);
    if (!graphqlRequest) {
      sendJson(response, 400, malformed('Unable to parse GraphQL query.'));
      return;
    }

    const prepared = runner.prepare(graphqlRequest.query);
    if (!prepared.ok) {
      // A document over a size or cost limit is the client's error (400); others are AppSync's 200.
      const status = prepared.refused ? 400 : 200;
      logger.info('graphql request', {
        requestId,
        status,
        outcome: prepared.refused ? 'refused' : 'invalid',
        durationMs: Date.now() - started,
      });
      sendJson(response, status, { data: null, errors: prepared.errors });
      return;
    }
    const operation = getOperationAST(prepared.document, graphqlRequest.operationName);
    if (operation?.operation === 'subscription') {
      sendJson(response, 200, {
        data: null,
        errors: [
          {
            path: null,
            locations: null,
            message: 'Subscriptions are served by the realtime endpoint only',
            errorType: 'UnsupportedOperation',
          },
        ],
      });
      return;
    }
    const context: RequestContext = {
      identity: authentication.identity,
      headers: stringHeaders(request.headers),
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      requestId,
      appendedErrors: [],
    };
    const result = await runner.run({
      document: prepared.document,
      variables: graphqlRequest.variables,
      operationName: graphqlRequest.operationName,
      context,
    });
    const status = result.refused ? 400 : 200;
    for (const [name, value] of Object.entries(dynamoDbCallHeaders())) response.setHeader(name, value);
    sendJson(response, status, {
      data: result.data,
      ...(result.errors.length > 0 ? { errors: result.errors } : {}),
    });
    logger.info('graphql request', {
      requestId,
      status,
      operation: operation?.operation,
      operationName: operation?.name?.value,
      authMode: authentication.identity.mode,
      errors: result.errors.length,
      durationMs: Date.now() - started,
    });
    if (operation?.operation === 'mutation') {
      // Only a root field's own failure stops its publication; errors below it leave the result published.
      const failedRootKeys = new Set(
        result.errors.flatMap((e) =>
          e.path?.length === 1 && typeof e.path[0] === 'string' ? [e.path[0]] : [],
        ),
      );
      for (const publication of publications(prepared.document, operation, result.data, failedRootKeys))
        realtime.publish(publication);
    }
  }

  server.on('upgrade', (request, socket, head: Buffer) => {
    if (refuseForeignUpgrade(request, socket)) return;
    if (new URL(request.url ?? '/', 'http://localhost').pathname === realtimePath) {
      realtime.handleUpgrade(request, socket, head);
    } else {
      socket.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const { port } = address;
  const url = `http://127.0.0.1:${port}${graphqlPath}`;
  const realtimeUrl = `ws://127.0.0.1:${port}${realtimePath}`;
  logger.info('local GraphQL server listening', { url, realtimeUrl });

  return {
    url,
    realtimeUrl,
    address,
    async close() {
      await realtime.close();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function malformed(message: string) {
  return { errors: [{ message, errorType: 'MalformedHttpRequestException' }] };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

interface GraphqlRequest {
  readonly query: string;
  readonly variables: Record<string, unknown> | null;
  readonly operationName: string | null;
}

function parseGraphqlRequest(body: string): GraphqlRequest | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const { query, variables, operationName } = parsed as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') return undefined;
  return {
    query,
    variables:
      variables !== null && typeof variables === 'object' && !Array.isArray(variables)
        ? (variables as Record<string, unknown>)
        : null,
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}
