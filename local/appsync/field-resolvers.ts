import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import {
  defaultFieldResolver,
  isObjectType,
  responsePathAsArray,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { JsResolverDefinition, LambdaHandlerName, ResolverDefinition } from '../../contracts/registry';
import type { TableId } from '../../contracts/tables';
import { describeError, type LocalLogger, type LogFields } from '../shared/logger';
import { registryHandler } from '../shared/registry-handler';
import { AppSyncError } from './appsync-error';
import { resolverIdentity, type CallerIdentity } from './appsync-auth';
import { notAuthorizedError, type FieldAuthorizer } from './auth-directives';
import { executeJsResolver, type JsResolverModule } from './js-resolver-executor';
import {
  asLambdaPayload,
  lambdaContext,
  lambdaResolverEvent,
  selectionSetGraphQL,
  selectionSetList,
  serializedEvent,
  type LambdaResolverEvent,
} from './lambda-resolver-event';

/** A direct Lambda resolver's handler, called in-process (the real module's `handler` export fits). */
export type LambdaResolverHandler = (event: LambdaResolverEvent, context: Context) => Promise<unknown>;

/** Per request (or per subscription delivery): who calls, with what headers, and errors found beside data. */
export interface RequestContext {
  readonly identity: CallerIdentity;
  readonly headers: Readonly<Record<string, string>>;
  readonly sourceIp: string;
  readonly requestId: string;
  /** util.appendError of JS resolvers: AppSync returns them with the data, at the field's path. */
  readonly appendedErrors: AppendedError[];
  /**
   * Subscription deliveries: AppSync shapes the mutation's published result for each subscriber without
   * running resolvers again, so fields resolve from the payload only (still authorized per subscriber).
   */
  readonly fromPayload?: boolean;
}

export interface AppendedError {
  readonly error: AppSyncError;
  readonly path: ReadonlyArray<string | number>;
  readonly locations: ReadonlyArray<{ line: number; column: number }>;
}

export interface FieldResolverOptions {
  readonly schema: GraphQLSchema;
  readonly authorizer: FieldAuthorizer;
  readonly resolvers: readonly ResolverDefinition[];
  readonly loadJsResolver: (definition: JsResolverDefinition) => JsResolverModule;
  readonly dynamodbClient?: DynamoDBClient;
  readonly tableName: (id: TableId) => string;
  readonly lambdaHandlers: Partial<Record<LambdaHandlerName, LambdaResolverHandler>>;
  readonly logger: LocalLogger;
}

type Binding = (
  source: unknown,
  args: Record<string, unknown>,
  context: RequestContext,
  info: GraphQLResolveInfo,
) => Promise<unknown>;

/**
 * The one field resolver of the server: authorizes every field (AppSync checks each field it resolves), then
 * runs the field's registry resolver, or AppSync's default (the parent's property of the field's name).
 * Bindings are checked at start, as AppSync's deployment would: a resolver on a field the schema lacks, a field
 * listed twice or a JS resolver that does not bundle fails the start.
 */
export function createFieldResolver(
  options: FieldResolverOptions,
): GraphQLFieldResolver<unknown, RequestContext> {
  const bindings = new Map<string, Binding>();
  const lambdaCache = new Map<LambdaHandlerName, LambdaResolverHandler>();
  for (const definition of options.resolvers) {
    const key = `${definition.typeName}.${definition.fieldName}`;
    const type = options.schema.getType(definition.typeName);
    if (!isObjectType(type) || !type.getFields()[definition.fieldName])
      throw new Error(`Resolver ${key} is attached to a field the schema does not have`);
    if (bindings.has(key)) throw new Error(`Resolver ${key} is listed twice`);
    bindings.set(
      key,
      definition.kind === 'js'
        ? jsBinding(definition, options)
        : lambdaBinding(definition.handler, options, lambdaCache),
    );
  }

  return async (source, args, context, info) => {
    if (!options.authorizer.allows(info.parentType, info.fieldName, context.identity)) {
      throw notAuthorizedError(info.fieldName, info.parentType.name);
    }
    // Subscription resolvers run once, when a client subscribes (realtime-server.ts); deliveries shape the
    // published payload without them (fromPayload), as AppSync does.
    const binding = context.fromPayload
      ? undefined
      : bindings.get(`${info.parentType.name}.${info.fieldName}`);
    if (!binding) return defaultFieldResolver(source, args, context, info);
    try {
      return await binding(source, args, context, info);
    } catch (error) {
      // AppSync-shaped failures are the resolver's answer; anything else is a bug worth a log line here.
      if (!(error instanceof AppSyncError))
        options.logger.error('resolver failed', {
          requestId: context.requestId,
          field: `${info.parentType.name}.${info.fieldName}`,
          ...describeError(error),
        });
      throw error;
    }
  };
}

function jsBinding(definition: JsResolverDefinition, options: FieldResolverOptions): Binding {
  const resolver = options.loadJsResolver(definition);
  const client = options.dynamodbClient;
  if (!client)
    throw new Error(
      `Resolver ${definition.typeName}.${definition.fieldName} reads DynamoDB: the server needs a dynamodbClient`,
    );
  const tableName = options.tableName(definition.table);
  return async (source, args, context, info) => {
    const outcome = await executeJsResolver(
      resolver,
      {
        typeName: info.parentType.name,
        fieldName: info.fieldName,
        arguments: args,
        identity: resolverIdentity(context.identity, context.sourceIp),
        source: source ?? null,
        headers: { ...context.headers },
        variables: { ...info.variableValues },
        selectionSetList: selectionSetList(info),
        selectionSetGraphQL: selectionSetGraphQL(info),
      },
      { client, tableName },
    );
    const errors = [...outcome.errors];
    // util.error ends the resolver: the field is null and its error is the last one. Appended errors
    // travel beside whatever data the resolver returned.
    const thrown = outcome.data === null || outcome.data === undefined ? errors.pop() : undefined;
    const at = { path: responsePathAsArray(info.path), locations: locationsOf(info) };
    for (const error of errors) context.appendedErrors.push({ error, ...at });
    if (thrown) throw thrown;
    return outcome.data;
  };
}

function lambdaBinding(
  name: LambdaHandlerName,
  options: FieldResolverOptions,
  cache: Map<LambdaHandlerName, LambdaResolverHandler>,
): Binding {
  // A handler not passed in is the registry's, loaded on first use, so a field added to the registry works
  // locally without touching the server.
  const handlerFor = (): LambdaResolverHandler => {
    let found = cache.get(name);
    if (!found) {
      found = options.lambdaHandlers[name] ?? registryHandler(name);
      cache.set(name, found);
    }
    return found;
  };
  return async (source, args, context, info) => {
    const event = serializedEvent(
      lambdaResolverEvent({
        arguments: args,
        source,
        identity: resolverIdentity(context.identity, context.sourceIp),
        headers: context.headers,
        info,
      }),
    );
    const started = Date.now();
    const logCall = (outcome: 'ok' | 'error', fields: LogFields = {}) =>
      options.logger.info('lambda resolver', {
        requestId: context.requestId,
        handler: name,
        field: `${info.parentType.name}.${info.fieldName}`,
        outcome,
        durationMs: Date.now() - started,
        ...fields,
      });
    try {
      const result = await handlerFor()(event, lambdaContext(`local-${name}`));
      logCall('ok');
      return asLambdaPayload(result);
    } catch (error) {
      logCall('error', describeError(error));
      // A direct Lambda resolver's failure reaches the client as AppSync shows it: the error's name as
      // errorType (the Lambda runtime reports it so), its message, no data or errorInfo.
      if (error instanceof Error) throw new AppSyncError(error.message, error.name, null, null);
      throw new AppSyncError(String(error), 'Lambda:Unhandled', null, null);
    }
  };
}

function locationsOf(info: GraphQLResolveInfo): Array<{ line: number; column: number }> {
  return info.fieldNodes.flatMap((node) => {
    const start = node.loc?.startToken;
    return start ? [{ line: start.line, column: start.column }] : [];
  });
}
