import { startEarly, takeEarly } from './early-requests';
import { HttpError } from './http-error';
import { endsSession } from '@contracts/session-messages';
import { reportSessionEnded } from './session-ended';

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

function send(endpoint: string, auth: GraphqlAuth, body: string, signal?: AbortSignal): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...authHeaders(auth) },
    body,
    signal,
  });
}

function requestBody(request: Pick<GraphqlRequest, 'query' | 'variables'>): string {
  return JSON.stringify({ query: request.query, variables: request.variables ?? {} });
}

/** Early requests (lib/early-requests.ts) are looked up by everything that makes the answer: where, who, what. */
function earlyKey(endpoint: string, apiKey: string, body: string): string {
  return `POST ${endpoint} ${apiKey} ${body}`;
}

/**
 * Sends a query with the public API key before the page that needs it has rendered (src/boot/boot.ts):
 * {@link graphqlRequest} then takes its answer, once, for the same endpoint, key, query and variables.
 */
export function startEarlyGraphql(
  request: Omit<GraphqlRequest, 'auth' | 'signal'> & { readonly apiKey: string },
): void {
  const body = requestBody(request);
  void startEarly(earlyKey(request.endpoint, request.apiKey, body), () =>
    send(request.endpoint, { apiKey: request.apiKey }, body),
  );
}

/**
 * POSTs `{ query, variables }` and answers `{ data, errors }`. GraphQL errors are returned, not thrown (the
 * caller decides how to show them); only a missing or unreadable answer throws an {@link HttpError}.
 * AppSync answers auth failures with HTTP 401 and a GraphQL `errors` body: those count as GraphQL errors.
 */
export async function graphqlRequest(request: GraphqlRequest): Promise<GraphqlAnswer> {
  const sent = requestBody(request);
  let response: Response;
  try {
    // A public query the boot script sent before this page rendered (lib/early-requests.ts).
    const early =
      'apiKey' in request.auth ? takeEarly(earlyKey(request.endpoint, request.auth.apiKey, sent)) : undefined;
    response = await (early ?? send(request.endpoint, request.auth, sent, request.signal));
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
  // The member's session is over (ended elsewhere, or the account closed): sign out here, as the REST
  // clients do on their 401; a refused permission is also `Unauthorized` but keeps the member signed in.
  if (
    'idToken' in request.auth &&
    errors.some((e) => e.errorType === 'Unauthorized' && endsSession(e.message))
  ) {
    reportSessionEnded();
  }
  if (!response.ok && errors.length === 0) {
    throw new HttpError(`The GraphQL API answered HTTP ${response.status}.`, response.status);
  }
  return { data: isRecord(body) ? (body.data ?? null) : null, errors };
}
