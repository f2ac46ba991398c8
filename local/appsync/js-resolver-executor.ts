import {
  GetItemCommand,
  QueryCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isUnavailable } from '../../lambda/shared/runtime/unavailable';
import { AppSyncError } from './appsync-error';
import { collectAppendedErrors } from './utils-runtime';

/**
 * An APPSYNC_JS resolver module: `request(ctx)` builds the data source request, `response(ctx)` the result.
 * Each resolver types its own `Context<Args>`; `never` accepts them all, and the executor passes the
 * AppSync-shaped context below.
 */
export interface JsResolverModule {
  request(ctx: never): unknown;
  response(ctx: never): unknown;
}

export interface ResolverContext {
  arguments: Record<string, unknown>;
  args: Record<string, unknown>;
  identity: unknown;
  source: unknown;
  stash: Record<string, unknown>;
  request: { headers: Record<string, string>; domainName: string | null };
  info: {
    fieldName: string;
    parentTypeName: string;
    variables: Record<string, unknown>;
    selectionSetList: string[];
    selectionSetGraphQL: string;
  };
  prev: { result: unknown };
  result?: unknown;
  error?: { message: string; type: string };
}

export interface DynamoDbDataSource {
  readonly client: DynamoDBClient;
  readonly tableName: string;
}

export interface ResolverInvocation {
  readonly typeName: string;
  readonly fieldName: string;
  readonly arguments?: Record<string, unknown>;
  readonly identity?: unknown;
  readonly source?: unknown;
  readonly headers?: Record<string, string>;
  /** The operation's variables and the field's selection (the GraphQL server passes them; tests may not). */
  readonly variables?: Record<string, unknown>;
  readonly selectionSetList?: readonly string[];
  readonly selectionSetGraphQL?: string;
}

export interface ResolverOutcome {
  readonly data: unknown;
  readonly errors: readonly AppSyncError[];
}

/**
 * Runs a unit APPSYNC_JS resolver attached to a DynamoDB data source the way AppSync does: request() →
 * one DynamoDB operation → response(), with a failed operation surfacing as ctx.error rather than a throw,
 * util.error aborting the field, and util.appendError adding errors beside the data.
 */
export async function executeJsResolver(
  resolver: JsResolverModule,
  invocation: ResolverInvocation,
  dataSource: DynamoDbDataSource,
): Promise<ResolverOutcome> {
  const args = invocation.arguments ?? {};
  const ctx: ResolverContext = {
    arguments: args,
    args,
    identity: invocation.identity ?? null,
    source: invocation.source ?? null,
    stash: {},
    request: { headers: invocation.headers ?? {}, domainName: null },
    info: {
      fieldName: invocation.fieldName,
      parentTypeName: invocation.typeName,
      variables: invocation.variables ?? {},
      selectionSetList: [...(invocation.selectionSetList ?? [])],
      selectionSetGraphQL: invocation.selectionSetGraphQL ?? '',
    },
    prev: { result: null },
  };
  try {
    const built = collectAppendedErrors(() => resolver.request(ctx as never));
    const operation = built.value as DataSourceRequest;
    try {
      ctx.result = await runOperation(operation, dataSource);
    } catch (error) {
      if (error instanceof AppSyncError) throw error;
      ctx.error = dataSourceError(error as Error);
    }
    const answered = collectAppendedErrors(() => resolver.response(ctx as never));
    return { data: answered.value, errors: [...built.errors, ...answered.errors] };
  } catch (error) {
    if (error instanceof AppSyncError) return { data: null, errors: [error] };
    throw error;
  }
}

/**
 * What the resolver sees in ctx.error when its DynamoDB operation failed. DynamoDB's own refusals keep its
 * name and message, as on AWS. A store that cannot be reached, answers too late or throttles (which on AWS
 * is AppSync's own concern) reads as ServiceUnavailable with a human message: the client never sees
 * `connect ECONNREFUSED 127.0.0.1:…`.
 */
function dataSourceError(failure: Error): { message: string; type: string } {
  if (isUnavailable(failure)) {
    console.error(`[graphql] DynamoDB data source unavailable: ${failure.name}: ${failure.message}`);
    return { message: 'The service is busy. Please try again.', type: 'ServiceUnavailable' };
  }
  return { message: failure.message, type: `DynamoDB:${failure.name}` };
}

type Expression = {
  expression: string;
  expressionNames?: Record<string, string>;
  expressionValues?: Record<string, AttributeValue>;
};

type DataSourceRequest =
  | {
      operation: 'Query';
      query: Expression;
      index?: string;
      nextToken?: string;
      limit?: number;
      scanIndexForward?: boolean;
      consistentRead?: boolean;
      filter?: Expression;
    }
  | { operation: 'GetItem'; key: Record<string, AttributeValue>; consistentRead?: boolean }
  | { operation: string };

async function runOperation(request: DataSourceRequest, source: DynamoDbDataSource): Promise<unknown> {
  if (isQuery(request)) {
    const names = { ...request.query.expressionNames, ...request.filter?.expressionNames };
    const values = { ...request.query.expressionValues, ...request.filter?.expressionValues };
    const out = await source.client.send(
      new QueryCommand({
        TableName: source.tableName,
        IndexName: request.index,
        KeyConditionExpression: request.query.expression,
        FilterExpression: request.filter?.expression,
        ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
        ExpressionAttributeValues: Object.keys(values).length > 0 ? values : undefined,
        Limit: request.limit,
        ScanIndexForward: request.scanIndexForward,
        ConsistentRead: request.consistentRead,
        ExclusiveStartKey: decodeNextToken(request.nextToken),
      }),
    );
    return {
      items: (out.Items ?? []).map((item) => unmarshall(item)),
      nextToken: out.LastEvaluatedKey
        ? Buffer.from(JSON.stringify(out.LastEvaluatedKey)).toString('base64url')
        : null,
      scannedCount: out.ScannedCount ?? 0,
    };
  }
  if (isGetItem(request)) {
    const out = await source.client.send(
      new GetItemCommand({
        TableName: source.tableName,
        Key: request.key,
        ConsistentRead: request.consistentRead,
      }),
    );
    return out.Item ? unmarshall(out.Item) : null;
  }
  throw new Error(
    `DynamoDB operation ${request.operation} is not implemented by the local resolver executor`,
  );
}

function isQuery(
  request: DataSourceRequest,
): request is Extract<DataSourceRequest, { operation: 'Query'; query: Expression }> {
  return request.operation === 'Query';
}

function isGetItem(
  request: DataSourceRequest,
): request is Extract<DataSourceRequest, { operation: 'GetItem' }> {
  return request.operation === 'GetItem';
}

/** AppSync's tokens are opaque; locally they are base64url JSON of the LastEvaluatedKey. */
function decodeNextToken(token: string | undefined): Record<string, AttributeValue> | undefined {
  if (token === undefined || token === null) return undefined;
  try {
    const key = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
    if (typeof key === 'object' && key !== null && !Array.isArray(key))
      return key as Record<string, AttributeValue>;
  } catch {
    // Falls through to the AppSync-style error below.
  }
  throw new AppSyncError('Invalid pagination token given.', 'BadRequest');
}
