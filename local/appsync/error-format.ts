import { GraphQLError } from 'graphql';
import { isUnavailable } from '../../lambda/shared/runtime/unavailable';
import { AppSyncError } from './appsync-error';
import type { AppendedError } from './field-resolvers';

/**
 * Errors in AppSync's JSON shape. Resolver errors carry path, data, errorType, errorInfo, locations and
 * message; errors found before execution (syntax, validation, variables) carry path null, locations and
 * message only. Locations have `sourceName: null`, as graphql-java (AppSync's engine) writes them.
 * Messages of the second kind are graphql-js's wording, not graphql-java's ("Validation error of type …").
 */
export interface AppSyncLocation {
  readonly line: number;
  readonly column: number;
  readonly sourceName: null;
}

export interface AppSyncErrorJson {
  readonly path: ReadonlyArray<string | number> | null;
  readonly data?: unknown;
  readonly errorType?: string | null;
  readonly errorInfo?: unknown;
  readonly locations: readonly AppSyncLocation[] | null;
  readonly message: string;
}

function locations(
  list: ReadonlyArray<{ line: number; column: number }> | undefined,
): AppSyncLocation[] | null {
  return list && list.length > 0
    ? list.map(({ line, column }) => ({ line, column, sourceName: null }))
    : null;
}

export function formatGraphqlError(error: GraphQLError): AppSyncErrorJson {
  const original = error.originalError;
  if (error.path && original instanceof AppSyncError) {
    return {
      path: error.path,
      data: original.data ?? null,
      errorType: original.errorType ?? null,
      errorInfo: original.errorInfo ?? null,
      locations: locations(error.locations),
      message: error.message,
    };
  }
  if (error.path && original && !(original instanceof GraphQLError)) return internalFault(error, original);
  return { path: error.path ?? null, locations: locations(error.locations), message: error.message };
}

/**
 * A resolver that threw something other than an AppSync error (a data source that cannot be reached, a
 * fault in the local server): the client gets an error type and a human message, never the internal text
 * (`connect ECONNREFUSED 127.0.0.1:…`, stack details); field-resolvers.ts logs that text for the developer.
 */
function internalFault(error: GraphQLError, original: Error): AppSyncErrorJson {
  const unavailable = isUnavailable(original);
  return {
    path: error.path ?? null,
    data: null,
    errorType: unavailable ? 'ServiceUnavailable' : 'InternalFailure',
    errorInfo: null,
    locations: locations(error.locations),
    message: unavailable
      ? 'The service is busy. Please try again.'
      : 'Something went wrong on our side. Please try again later.',
  };
}

export function formatAppendedError({ error, path, locations: at }: AppendedError): AppSyncErrorJson {
  return {
    path,
    data: error.data ?? null,
    errorType: error.errorType ?? null,
    errorInfo: error.errorInfo ?? null,
    locations: locations(at),
    message: error.message,
  };
}
