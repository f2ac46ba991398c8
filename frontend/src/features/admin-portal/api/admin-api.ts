import { useMemo } from 'react';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { loadAmplify } from '@/lib/amplify/load-amplify';
import { graphqlRequest } from '@/lib/graphql-client';
import { HttpError } from '@/lib/http-error';

export type RestApi = 'member' | 'post';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A refused admin call: the status and the server's own explanation, shown to the admin as is. */
export class AdminApiError extends HttpError {
  constructor(
    message: string,
    status: number | undefined,
    /** GraphQL errorType (Conflict, BadRequest, …) when the call went to the GraphQL API. */
    readonly errorType?: string,
  ) {
    super(message, status);
  }
}

async function idTokenOf(config: RuntimeConfig): Promise<string> {
  const { fetchAuthSession } = await loadAmplify(config);
  const token = (await fetchAuthSession()).tokens?.idToken;
  if (!token) throw new AdminApiError('Your session has ended. Please sign in again.', 401);
  return token.toString();
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, fields } = body as { message?: unknown; fields?: unknown };
  if (typeof message !== 'string') return undefined;
  if (!Array.isArray(fields) || fields.length === 0) return message;
  const details = fields
    .map((f: { field?: unknown; message?: unknown }) =>
      typeof f.field === 'string' && typeof f.message === 'string' ? `${f.field} ${f.message}` : '',
    )
    .filter(Boolean);
  return details.length > 0 ? `${message} (${details.join('; ')})` : message;
}

/** Why a call failed, in words an admin can act on, when the server gave none. */
function statusMessage(status: number): string {
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403) return 'Only admins may do this.';
  if (status === 404) return 'It no longer exists; someone may have removed it.';
  if (status === 409) return 'Someone else changed it meanwhile. Reload and try again.';
  if (status >= 500) return 'The server could not do this right now. Please try again.';
  return `The request was refused (HTTP ${status}).`;
}

export interface AdminRequest {
  readonly api: RestApi;
  readonly method?: Method;
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/** One REST call with the admin's ID token; answers the parsed JSON body or throws {@link AdminApiError}. */
export async function adminRest(config: RuntimeConfig, request: AdminRequest): Promise<unknown> {
  const url = new URL(config.rest[request.api].replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const idToken = await idTokenOf(config);
  const method = request.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Authorization: idToken,
        ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
      signal: request.signal,
    });
  } catch {
    throw new AdminApiError(
      'The server could not be reached. Check your connection and try again.',
      undefined,
    );
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw new AdminApiError(serverMessage(body) ?? statusMessage(response.status), response.status);
  }
  return body;
}

/** One GraphQL operation with the admin's ID token; the first GraphQL error is thrown with its errorType. */
export async function adminGraphql(
  config: RuntimeConfig,
  query: string,
  variables?: Record<string, unknown>,
): Promise<unknown> {
  const idToken = await idTokenOf(config);
  let answer;
  try {
    answer = await graphqlRequest({ endpoint: config.graphql.endpoint, auth: { idToken }, query, variables });
  } catch (error) {
    throw new AdminApiError(
      'The server could not be reached. Check your connection and try again.',
      error instanceof HttpError ? error.status : undefined,
    );
  }
  const [first] = answer.errors;
  if (first) throw new AdminApiError(first.message, undefined, first.errorType);
  return answer.data;
}

export interface AdminClient {
  rest(request: AdminRequest): Promise<unknown>;
  graphql(query: string, variables?: Record<string, unknown>): Promise<unknown>;
}

/** The admin API calls bound to this site's configuration. */
export function useAdminClient(): AdminClient {
  const config = useRuntimeConfig();
  return useMemo(
    () => ({
      rest: (request) => adminRest(config, request),
      graphql: (query, variables) => adminGraphql(config, query, variables),
    }),
    [config],
  );
}
