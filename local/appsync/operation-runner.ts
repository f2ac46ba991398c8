import {
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { formatAppendedError, formatGraphqlError, type AppSyncErrorJson } from './error-format';
import type { RequestContext } from './field-resolvers';

export type Prepared =
  | { readonly ok: true; readonly document: DocumentNode }
  | { readonly ok: false; readonly errors: AppSyncErrorJson[] };

export interface OperationResult {
  /** null when nothing ran (bad variables) or a non-null root field failed. */
  readonly data: Record<string, unknown> | null;
  readonly errors: AppSyncErrorJson[];
}

export interface RunRequest {
  readonly document: DocumentNode;
  readonly variables?: Record<string, unknown> | null;
  readonly operationName?: string | null;
  readonly rootValue?: unknown;
  readonly context: RequestContext;
}

/** Parses, validates and executes operations against the server's schema with its one field resolver. */
export class OperationRunner {
  private readonly documents = new Map<string, DocumentNode>();

  constructor(
    readonly schema: GraphQLSchema,
    private readonly fieldResolver: GraphQLFieldResolver<unknown, RequestContext>,
  ) {}

  /** Syntax and validation errors, as AppSync returns them (HTTP 200, data null). */
  prepare(query: string): Prepared {
    const cached = this.documents.get(query);
    if (cached) return { ok: true, document: cached };
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      if (error instanceof GraphQLError) return { ok: false, errors: [formatGraphqlError(error)] };
      throw error;
    }
    const errors = validate(this.schema, document);
    if (errors.length > 0) return { ok: false, errors: errors.map(formatGraphqlError) };
    // Clients repeat the same few documents; a small cache skips parsing and validating them again.
    if (this.documents.size < 500) this.documents.set(query, document);
    return { ok: true, document };
  }

  async run(request: RunRequest): Promise<OperationResult> {
    const result = await execute({
      schema: this.schema,
      document: request.document,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      rootValue: request.rootValue,
      contextValue: request.context,
      fieldResolver: this.fieldResolver,
    });
    const errors = [
      ...(result.errors ?? []).map(formatGraphqlError),
      ...request.context.appendedErrors.map(formatAppendedError),
    ];
    return { data: (result.data as Record<string, unknown> | null | undefined) ?? null, errors };
  }
}
