import { HttpError } from './http-error';

/**
 * A thin GraphQL-over-HTTP client for AppSync and the local AppSync-compatible server. Amplify's
 * `generateClient` is deliberately not used: it adds about 48 kB to the first load and always turns the
 * realtime endpoint into wss://, which the plain-HTTP local server cannot serve (docs/web-app.md).
 */

/** One entry of a GraphQL answer's `errors` (AppSync adds errorType). */
export interface GraphqlError {
  readonly message: string;
  readonly errorType?: string;
  readonly path?: readonly (string | number)[];
}

/** The answer: `data` is left unknown on purpose; each caller validates the shape it asked for. */
export interface GraphqlAnswer {
  readonly data: unknown;
  readonly errors: readonly GraphqlError[];
}

/** AppSync authorization modes the app uses: the public API key, or a user-pool ID token. */
export type GraphqlAuth = { readonly apiKey: string } | { readonly idToken: string };

export interface GraphqlRequest {
  readonly endpoint: string;
  readonly auth: GraphqlAuth;
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
  readonly signal?: AbortSignal;
}

function authHeaders(auth: GraphqlAuth): Record<string, string> {
  // AppSync takes the raw JWT in Authorization (no "Bearer") for user-pool auth.
  return 'apiKey' in auth ? { 'x-api-key': auth.apiKey } : { Authorization: auth.idToken };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toGraphqlError(value: unknown): GraphqlError {
  if (isRecord(value) && typeof value.message === 'string') {
    return {
      message: value.message,
      ...(typeof value.errorType === 'string' ? { errorType: value.errorType } : {}),
    };
  }
  return { message: 'Unknown Error' };
}

/**
 * POSTs `{ query, variables }` and answers `{ data, errors }`. GraphQL errors are returned, not thrown (the
 * caller decides how to show them); only a missing or unreadable answer throws an {@link HttpError}.
 * AppSync answers auth failures with HTTP 401 and a GraphQL `errors` body: those count as GraphQL errors.
 */
export async function graphqlRequest(request: GraphqlRequest): Promise<GraphqlAnswer> {
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authHeaders(request.auth) },
      body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
      signal: request.signal,
    });
  } catch (cause) {
    throw new HttpError('The GraphQL API could not be reached.', undefined, { cause });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new HttpError(`The GraphQL API answered HTTP ${response.status} without JSON.`, response.status, {
      cause,
    });
  }

  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.map(toGraphqlError) : [];
  if (!response.ok && errors.length === 0) {
    throw new HttpError(`The GraphQL API answered HTTP ${response.status}.`, response.status);
  }
  return { data: isRecord(body) ? (body.data ?? null) : null, errors };
}
