import {
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import {
  graphqlLimits,
  localGraphqlGuards,
  type GraphqlLimits,
  type LocalGraphqlGuards,
} from '../../contracts/graphql-limits';
import { AppSyncError } from './appsync-error';
import { formatAppendedError, formatGraphqlError, type AppSyncErrorJson } from './error-format';
import type { RequestContext } from './field-resolvers';
import { isLimitError, measureDocument, scanDocument, type GraphqlLimitError } from './operation-limits';

export type Prepared =
  | { readonly ok: true; readonly document: DocumentNode }
  | {
      readonly ok: false;
      readonly errors: AppSyncErrorJson[];
      /** A size or cost limit refused the document (HTTP 400), rather than a syntax or validation error. */
      readonly refused: boolean;
    };

export interface OperationResult {
  /** null when nothing ran (bad variables) or a non-null root field failed. */
  readonly data: Record<string, unknown> | null;
  readonly errors: AppSyncErrorJson[];
  /** Nothing ran because a variable broke a size limit (e.g. an AWSJSON value nested too deep): HTTP 400. */
  readonly refused: boolean;
}

export interface RunRequest {
  readonly document: DocumentNode;
  readonly variables?: Record<string, unknown> | null;
  readonly operationName?: string | null;
  readonly rootValue?: unknown;
  readonly context: RequestContext;
}

export interface OperationRunnerOptions {
  /** Whether a field has a resolver (it counts toward the resolver limit). Default: none has one. */
  readonly hasResolver?: (typeName: string, fieldName: string) => boolean;
  /** Default: contracts/graphql-limits.ts. */
  readonly limits?: Partial<GraphqlLimits>;
  /** Default: contracts/graphql-limits.ts. */
  readonly guards?: Partial<LocalGraphqlGuards>;
  /** Answer `__schema` and `__type` (AppSync's introspection setting). Default true. */
  readonly introspection?: boolean;
}

/**
 * Parses, validates and executes operations against the server's schema with its one field resolver,
 * within AppSync's limits: query depth and resolver count before anything runs, the request timeout while
 * it runs, and introspection as configured.
 */
export class OperationRunner {
  private readonly documents = new Map<string, DocumentNode>();
  private readonly limits: GraphqlLimits;
  private readonly guards: LocalGraphqlGuards;
  private readonly hasResolver: (typeName: string, fieldName: string) => boolean;
  private readonly rules: readonly ValidationRule[];

  constructor(
    readonly schema: GraphQLSchema,
    private readonly fieldResolver: GraphQLFieldResolver<unknown, RequestContext>,
    options: OperationRunnerOptions = {},
  ) {
    this.limits = { ...graphqlLimits, ...options.limits };
    this.guards = { ...localGraphqlGuards, ...options.guards };
    this.hasResolver = options.hasResolver ?? (() => false);
    this.rules =
      (options.introspection ?? true) ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  }

  /**
   * Syntax and validation errors as AppSync returns them (HTTP 200, data null); a document over a size or
   * cost limit is `refused` (HTTP 400).
   */
  prepare(query: string): Prepared {
    const cached = this.documents.get(query);
    if (cached) return { ok: true, document: cached };
    const oversized = scanDocument(query, this.guards);
    if (oversized) return refusal(oversized);
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.guards.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError) return invalid([error]);
      throw error;
    }
    const tooCostly = measureDocument(document, this.schema, this.hasResolver, {
      queryDepthLimit: this.limits.queryDepthLimit,
      resolverCountLimit: this.limits.resolverCountLimit,
      maxFieldVisits: this.guards.maxFieldVisits,
    });
    if (tooCostly) return refusal(tooCostly);
    const errors = validate(this.schema, document, this.rules);
    if (errors.length > 0) return invalid(errors);
    // Clients repeat the same few documents; a small cache skips parsing and validating them again.
    if (this.documents.size < 500) this.documents.set(query, document);
    return { ok: true, document };
  }

  async run(request: RunRequest): Promise<OperationResult> {
    const budget = new RequestBudget(this.limits, this.hasResolver);
    try {
      const result = await execute({
        schema: this.schema,
        document: request.document,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
        rootValue: request.rootValue,
        contextValue: request.context,
        fieldResolver: budget.wrap(this.fieldResolver),
      });
      const thrown = result.errors ?? [];
      const errors = [
        ...thrown.map(formatGraphqlError),
        ...request.context.appendedErrors.map(formatAppendedError),
      ];
      const data = (result.data as Record<string, unknown> | null | undefined) ?? null;
      // Without data nothing ran: the variables were refused, possibly by a size limit.
      const refused = !('data' in result) && thrown.some(isLimitError);
      return { data, errors: refused ? errors.map(withLimitType) : errors, refused };
    } finally {
      budget.close();
    }
  }
}

/** One request's share of AppSync's limits: its deadline and the resolvers it has run. */
class RequestBudget {
  private resolvers = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly deadline: Promise<never>;

  constructor(
    private readonly limits: GraphqlLimits,
    private readonly hasResolver: (typeName: string, fieldName: string) => boolean,
  ) {
    this.deadline = new Promise<never>((_resolve, reject) => {
      this.timer = setTimeout(
        () => reject(new AppSyncError('Execution timed out.', 'ExecutionTimeout')),
        limits.requestTimeoutMs,
      );
    });
    // Nothing may be waiting when it fires (the request finished): that is not an unhandled rejection.
    this.deadline.catch(() => undefined);
  }

  /**
   * Counts resolver invocations (one below a list runs once per item, which measuring the document cannot
   * see) and ends any resolver still running at the deadline; its data source call is abandoned, as AppSync
   * abandons it.
   */
  wrap(
    resolve: GraphQLFieldResolver<unknown, RequestContext>,
  ): GraphQLFieldResolver<unknown, RequestContext> {
    return (source, args, context, info) => {
      if (!context.fromPayload && this.hasResolver(info.parentType.name, info.fieldName)) {
        this.resolvers += 1;
        if (this.resolvers > this.limits.resolverCountLimit)
          throw new AppSyncError(
            `The request reached the limit of ${this.limits.resolverCountLimit} resolvers.`,
            'BadRequestException',
          );
      }
      const value: unknown = resolve(source, args, context, info);
      return value instanceof Promise ? Promise.race([value, this.deadline]) : value;
    };
  }

  close(): void {
    clearTimeout(this.timer);
  }
}

function refusal(error: GraphqlLimitError): Prepared {
  return { ok: false, errors: [withLimitType(formatGraphqlError(error))], refused: true };
}

function invalid(errors: readonly GraphQLError[]): Prepared {
  return {
    ok: false,
    errors: errors.map((error) =>
      isLimitError(error) ? withLimitType(formatGraphqlError(error)) : formatGraphqlError(error),
    ),
    refused: errors.some(isLimitError),
  };
}

function withLimitType(error: AppSyncErrorJson): AppSyncErrorJson {
  return { ...error, errorType: 'BadRequestException' };
}
