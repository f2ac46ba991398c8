import { useCallback } from 'react';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { graphqlRequest } from './graphql-client';
import { HttpError } from './http-error';
import { currentIdToken } from './rest-request';

/** A GraphQL operation the server refused: its first error's message, and its errorType (Conflict, …). */
export class GraphqlOperationError extends Error {
  override readonly name = 'GraphqlOperationError';

  constructor(
    message: string,
    readonly errorType?: string,
  ) {
    super(message);
  }
}

export interface SignedInOperation {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
  readonly signal?: AbortSignal;
}

/**
 * Runs one GraphQL operation as the signed-in member (the Message Box, the admin portal): the first GraphQL
 * error is thrown as a {@link GraphqlOperationError} in the server's own words; no answer at all is an
 * {@link HttpError} worded as the REST client words it, which the query client retries. A visitor without a
 * session gets `signedOutMessage` and no request.
 */
export async function signedInGraphql(
  config: RuntimeConfig,
  operation: SignedInOperation,
  signedOutMessage: string,
): Promise<Record<string, unknown>> {
  const idToken = await currentIdToken(config);
  if (!idToken) throw new HttpError(signedOutMessage, 401);
  let answer;
  try {
    answer = await graphqlRequest({ endpoint: config.graphql.endpoint, auth: { idToken }, ...operation });
  } catch (cause) {
    if (operation.signal?.aborted) throw cause;
    throw new HttpError(
      'The server could not be reached. Please check your connection and try again.',
      cause instanceof HttpError ? cause.status : undefined,
      { cause },
    );
  }
  const [first] = answer.errors;
  if (first) throw new GraphqlOperationError(first.message, first.errorType);
  return (answer.data ?? {}) as Record<string, unknown>;
}

/** A caller of {@link signedInGraphql} bound to the runtime config. */
export type SignedInGraphql = (operation: SignedInOperation) => Promise<Record<string, unknown>>;

/** {@link signedInGraphql} bound to this site's configuration. */
export function useSignedInGraphql(signedOutMessage: string): SignedInGraphql {
  const config = useRuntimeConfig();
  return useCallback(
    (operation: SignedInOperation) => signedInGraphql(config, operation, signedOutMessage),
    [config, signedOutMessage],
  );
}
