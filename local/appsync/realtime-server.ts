import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Authentication, CallerIdentity, HeaderMap } from './appsync-auth';
import { notAuthorizedError, type FieldAuthorizer } from './auth-directives';
import { formatGraphqlError, type AppSyncErrorJson } from './error-format';
import { describeError, type LocalLogger } from '../shared/logger';
import type { OperationRunner } from './operation-runner';
import { stringHeaders } from '../shared/string-headers';
import { handshakeHeaders } from './realtime-handshake';
import {
  collectFields,
  fragmentsOf,
  matchesArguments,
  subscriptionTriggers,
  type Publication,
} from './subscription-triggers';

/**
 * AppSync's real-time WebSocket protocol for GraphQL subscriptions
 * (https://docs.aws.amazon.com/appsync/latest/devguide/real-time-websocket-client.html), so the site's own
 * client speaks one protocol to the local server and to AppSync:
 * - the client connects with subprotocol `graphql-ws` and the query parameters `header` (base64 JSON of the
 *   auth headers: host plus x-api-key or Authorization) and `payload=e30=`, or with the auth headers in a
 *   second subprotocol `header-<base64url>` as Amplify v6 does (realtime-handshake.ts);
 * - `connection_init` → `connection_ack {connectionTimeoutMs}` then `ka` periodically, or `connection_error`
 *   (UnauthorizedException, errorCode 401) and the socket closes;
 * - `start {id, payload: {data: JSON string of {query, variables}, extensions: {authorization}}}` →
 *   `start_ack` or `error`; events arrive as `data {id, payload: {data}}`; `stop` → `complete`.
 * Each start is authorized by its own `extensions.authorization` (AppSync allows subscriptions of different
 * modes on one connection) and by the subscription field's directives.
 */
export const connectionTimeoutMs = 300_000;

export interface RealtimeServerOptions {
  readonly schema: GraphQLSchema;
  readonly authorizer: FieldAuthorizer;
  readonly authenticate: (headers: HeaderMap) => Promise<Authentication>;
  readonly runner: OperationRunner;
  readonly keepAliveIntervalMs: number;
  readonly logger: LocalLogger;
  /**
   * Subscription fields with a resolver. AppSync runs it once, when a client subscribes (not per message):
   * an error refuses the subscription. The resolver sees the subscriber's identity and arguments.
   */
  readonly subscriptionResolvers?: ReadonlySet<string>;
}

interface Subscription {
  readonly id: string;
  readonly document: DocumentNode;
  readonly operationName?: string;
  readonly variables: Record<string, unknown>;
  readonly fieldName: string;
  readonly args: Record<string, unknown>;
  readonly identity: CallerIdentity;
  readonly headers: Record<string, string>;
}

interface Connection {
  readonly id: string;
  readonly socket: WebSocket;
  readonly sourceIp: string;
  readonly authentication: Promise<Authentication>;
  readonly subscriptions: Map<string, Subscription>;
  keepAlive?: NodeJS.Timeout;
  /** Messages are handled one after another, so a start never overtakes the connection_init before it. */
  queue: Promise<void>;
}

type ErrorEntry = Record<string, unknown> & { message: string };

export class RealtimeServer {
  private readonly sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has('graphql-ws') ? 'graphql-ws' : false),
  });
  private readonly connections = new Set<Connection>();
  private readonly triggers: Map<string, string[]>;

  constructor(private readonly options: RealtimeServerOptions) {
    this.triggers = subscriptionTriggers(options.schema);
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.sockets.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request));
  }

  /** Delivers a mutation's result to the subscriptions it triggers (fire and forget, like AppSync). */
  publish(publication: Publication): void {
    const fields = this.triggers.get(publication.mutationField);
    if (!fields) return;
    for (const connection of this.connections) {
      for (const subscription of connection.subscriptions.values()) {
        if (!fields.includes(subscription.fieldName)) continue;
        if (!matchesArguments(subscription.args, publication.payload)) continue;
        void this.deliver(connection, subscription, publication.payload);
      }
    }
  }

  async close(): Promise<void> {
    for (const connection of this.connections) {
      clearInterval(connection.keepAlive);
      connection.socket.terminate();
    }
    this.connections.clear();
    await new Promise<void>((resolve) => this.sockets.close(() => resolve()));
  }

  private accept(socket: WebSocket, request: IncomingMessage): void {
    const connection: Connection = {
      id: randomUUID(),
      socket,
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      authentication: this.options.authenticate(handshakeHeaders(request)),
      subscriptions: new Map(),
      queue: Promise.resolve(),
    };
    if (socket.protocol !== 'graphql-ws') {
      // What AppSync answers a client that does not offer the graphql-ws subprotocol.
      this.send(connection, {
        type: 'connection_error',
        payload: { errors: [{ message: 'SubProtocolNotSupportedError', errorCode: 400 }] },
      });
      socket.close(1002);
      return;
    }
    this.connections.add(connection);
    this.options.logger.info('realtime connected', { connectionId: connection.id });
    socket.on('message', (data) => {
      connection.queue = connection.queue
        .then(() => this.handle(connection, data))
        .catch((error: unknown) =>
          this.options.logger.error('realtime message failed', {
            connectionId: connection.id,
            ...describeError(error),
          }),
        );
    });
    socket.on('close', () => {
      clearInterval(connection.keepAlive);
      this.connections.delete(connection);
      this.options.logger.info('realtime disconnected', {
        connectionId: connection.id,
        subscriptions: connection.subscriptions.size,
      });
    });
  }

  private async handle(connection: Connection, data: RawData): Promise<void> {
    let message: Record<string, unknown>;
    try {
      const parsed = JSON.parse(data.toString()) as unknown;
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new Error('not an object');
      message = parsed as Record<string, unknown>;
    } catch {
      this.sendError(connection, undefined, [
        { errorType: 'MalformedMessage', message: 'Message is not JSON' },
      ]);
      return;
    }
    switch (message.type) {
      case 'connection_init':
        return this.init(connection);
      case 'start':
        return this.start(connection, message);
      case 'stop':
        return this.stop(connection, message);
      default:
        this.sendError(connection, typeof message.id === 'string' ? message.id : undefined, [
          { errorType: 'UnsupportedOperation', message: `Unknown message type ${String(message.type)}` },
        ]);
    }
  }

  /** Refuses the connection when its `header` credentials are missing or invalid. */
  private async connectionAuthorized(connection: Connection): Promise<boolean> {
    const authentication = await connection.authentication;
    if (authentication.ok) return true;
    this.send(connection, {
      type: 'connection_error',
      payload: {
        errors: [{ errorType: 'UnauthorizedException', message: authentication.message, errorCode: 401 }],
      },
    });
    connection.socket.close(1000);
    return false;
  }

  private async init(connection: Connection): Promise<void> {
    if (!(await this.connectionAuthorized(connection))) return;
    this.send(connection, { type: 'connection_ack', payload: { connectionTimeoutMs } });
    this.send(connection, { type: 'ka' });
    clearInterval(connection.keepAlive);
    connection.keepAlive = setInterval(
      () => this.send(connection, { type: 'ka' }),
      this.options.keepAliveIntervalMs,
    );
    connection.keepAlive.unref();
  }

  private async start(connection: Connection, message: Record<string, unknown>): Promise<void> {
    const id = message.id;
    if (typeof id !== 'string' || id === '') {
      this.sendError(connection, undefined, [
        { errorType: 'BadRequestException', message: 'A start message needs an id' },
      ]);
      return;
    }
    if (!(await this.connectionAuthorized(connection))) return;
    if (connection.subscriptions.has(id)) {
      this.sendError(connection, id, [
        { errorType: 'DuplicatedOperationError', message: `A subscription with id ${id} is already started` },
      ]);
      return;
    }
    const payload = (message.payload ?? {}) as { data?: unknown; extensions?: { authorization?: unknown } };
    const authentication = await this.options.authenticate(stringHeaders(payload.extensions?.authorization));
    if (!authentication.ok) {
      this.sendError(connection, id, [
        { errorType: 'UnauthorizedException', message: authentication.message, errorCode: 401 },
      ]);
      return;
    }
    const request = this.parseRequest(payload.data);
    if (!request) {
      this.sendError(connection, id, [
        { errorType: 'MalformedHttpRequestException', message: 'Unable to parse GraphQL query.' },
      ]);
      return;
    }
    const prepared = this.options.runner.prepare(request.query);
    if (!prepared.ok) return this.sendError(connection, id, prepared.errors.map(asEntry));
    const { document } = prepared;
    const operation = getOperationAST(document, request.operationName);
    if (!operation) {
      this.sendError(connection, id, [{ errorType: 'BadRequestException', message: 'No operation to run' }]);
      return;
    }
    if (operation.operation !== 'subscription') {
      this.sendError(connection, id, [
        {
          errorType: 'UnsupportedOperation',
          message: `${operation.operation} not supported through the realtime channel`,
        },
      ]);
      return;
    }
    const { schema } = this.options;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables);
    if (coerced.errors)
      return this.sendError(connection, id, coerced.errors.map(formatGraphqlError).map(asEntry));
    const subscriptionType = schema.getSubscriptionType();
    const [fieldNode] = collectFields(operation.selectionSet, fragmentsOf(document));
    const field = fieldNode && subscriptionType?.getFields()[fieldNode.name.value];
    if (!subscriptionType || !fieldNode || !field) {
      this.sendError(connection, id, [
        { errorType: 'BadRequestException', message: 'No subscription field selected' },
      ]);
      return;
    }
    if (!this.options.authorizer.allows(subscriptionType, field.name, authentication.identity)) {
      const refused = notAuthorizedError(field.name, subscriptionType.name);
      this.sendError(connection, id, [{ errorType: refused.errorType, message: refused.message }]);
      return;
    }
    const headers = stringHeaders(payload.extensions?.authorization);
    if (this.options.subscriptionResolvers?.has(field.name)) {
      const check = await this.options.runner.run({
        document,
        variables: request.variables,
        operationName: request.operationName,
        rootValue: {},
        context: {
          identity: authentication.identity,
          headers,
          sourceIp: connection.sourceIp,
          requestId: randomUUID(),
          appendedErrors: [],
        },
      });
      if (check.errors.length > 0) {
        this.sendError(connection, id, check.errors.map(asEntry));
        return;
      }
    }
    connection.subscriptions.set(id, {
      id,
      document,
      operationName: request.operationName,
      variables: request.variables,
      fieldName: field.name,
      args: getArgumentValues(field, fieldNode, coerced.coerced),
      identity: authentication.identity,
      headers,
    });
    this.options.logger.info('realtime subscription started', {
      connectionId: connection.id,
      subscriptionId: id,
      field: `${subscriptionType.name}.${field.name}`,
      authMode: authentication.identity.mode,
    });
    this.send(connection, { type: 'start_ack', id });
  }

  private stop(connection: Connection, message: Record<string, unknown>): void {
    if (typeof message.id !== 'string') return;
    connection.subscriptions.delete(message.id);
    this.send(connection, { type: 'complete', id: message.id });
  }

  private parseRequest(
    data: unknown,
  ): { query: string; variables: Record<string, unknown>; operationName?: string } | undefined {
    if (typeof data !== 'string') return undefined;
    try {
      const parsed = JSON.parse(data) as Record<string, unknown>;
      if (typeof parsed.query !== 'string' || parsed.query.trim() === '') return undefined;
      const variables = parsed.variables;
      return {
        query: parsed.query,
        variables:
          variables !== null && typeof variables === 'object' && !Array.isArray(variables)
            ? (variables as Record<string, unknown>)
            : {},
        operationName: typeof parsed.operationName === 'string' ? parsed.operationName : undefined,
      };
    } catch {
      return undefined;
    }
  }

  private async deliver(connection: Connection, subscription: Subscription, payload: unknown): Promise<void> {
    try {
      const result = await this.options.runner.run({
        document: subscription.document,
        variables: subscription.variables,
        operationName: subscription.operationName,
        rootValue: { [subscription.fieldName]: payload },
        context: {
          identity: subscription.identity,
          headers: subscription.headers,
          sourceIp: connection.sourceIp,
          requestId: randomUUID(),
          appendedErrors: [],
          fromPayload: true,
        },
      });
      // The subscriber may have stopped while the payload was being shaped.
      if (!connection.subscriptions.has(subscription.id)) return;
      this.send(connection, {
        type: 'data',
        id: subscription.id,
        payload: { data: result.data, ...(result.errors.length > 0 ? { errors: result.errors } : {}) },
      });
    } catch (error) {
      this.options.logger.error('realtime delivery failed', {
        connectionId: connection.id,
        subscriptionId: subscription.id,
        ...describeError(error),
      });
    }
  }

  private sendError(connection: Connection, id: string | undefined, errors: ErrorEntry[]): void {
    this.send(connection, { type: 'error', ...(id !== undefined ? { id } : {}), payload: { errors } });
  }

  private send(connection: Connection, message: Record<string, unknown>): void {
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.send(JSON.stringify(message));
  }
}

function asEntry(error: AppSyncErrorJson): ErrorEntry {
  return { ...error };
}
