import { useCallback } from 'react';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { loadAmplifyIfSignedIn } from '@/lib/amplify/load-amplify';
import { takeEarly } from './early-requests';
import { restUrl } from './rest-url';
import { HttpError } from './http-error';
import { reportSessionEnded } from './session-ended';

export interface RestRequest {
  /** Path below the API's base URL, starting with '/'; callers encode path parameters. */
  readonly path: string;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters; undefined and empty values are left out. */
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /**
   * The ID token to send, when the caller holds it already (the session's own lookup of the member, made
   * with the token Amplify has just handed it); otherwise the current one is read.
   */
  readonly idToken?: string;
}

/** A REST call that answers the parsed JSON body (unknown: the caller validates it). */
export type RestCaller = (request: RestRequest) => Promise<unknown>;

/**
 * The signed-in member's ID token, or undefined for a guest. Amplify refreshes an expired token here, so every
 * call carries a valid one; the REST APIs read the raw token (no "Bearer").
 */
export async function currentIdToken(config: RuntimeConfig): Promise<string | undefined> {
  try {
    // A guest without a stored session is a guest: no need to download Amplify to learn that.
    const amplify = await loadAmplifyIfSignedIn(config);
    return (await amplify?.fetchAuthSession())?.tokens?.idToken?.toString();
  } catch (error) {
    // A guest stays a guest when the auth code cannot load; the server then answers what guests may see.
    console.warn('Could not read the session', error);
    return undefined;
  }
}

/**
 * Calls one of the REST APIs with the visitor's ID token when they are signed in. A refusal throws an
 * {@link HttpError} carrying the server's own message (the API words its errors for people), so a toast can
 * show it as is.
 */
export async function restRequest(
  config: RuntimeConfig,
  api: keyof RuntimeConfig['rest'],
  request: RestRequest,
): Promise<unknown> {
  const method = request.method ?? 'GET';
  const url = restUrl(config, api, request);
  const idToken = request.idToken ?? (await currentIdToken(config));
  const headers: Record<string, string> = {};
  if (idToken) headers.Authorization = idToken;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    // A guest's GET started before this page rendered (src/boot/boot.ts, main.tsx) (lib/early-requests.ts).
    const early = method === 'GET' && !idToken ? takeEarly(url.href) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      }));
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new HttpError(
      'The server could not be reached. Please check your connection and try again.',
      undefined,
      {
        cause,
      },
    );
  }
  const payload = await readJson(response);
  // A token the server refuses: the member's session ended elsewhere (lib/session-ended.ts).
  if (response.status === 401 && idToken) reportSessionEnded();
  if (!response.ok) {
    const message = messageOf(payload) ?? `The server answered HTTP ${response.status}. Please try again.`;
    throw new HttpError(message, response.status);
  }
  return payload;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The server's explanation: its message, followed by the fields a 400 names ("Invalid request (name is
 * required; postsPerPage must be at least 5)"), so a form that let a value through says which one.
 */
function messageOf(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object' || !('message' in payload)) return undefined;
  const { message, fields } = payload as { message: unknown; fields?: unknown };
  if (typeof message !== 'string' || !message) return undefined;
  const details = Array.isArray(fields)
    ? fields.flatMap((field: { field?: unknown; message?: unknown }) =>
        typeof field.field === 'string' && typeof field.message === 'string'
          ? [`${field.field} ${field.message}`]
          : [],
      )
    : [];
  return details.length > 0 ? `${message} (${details.join('; ')})` : message;
}

/** {@link restRequest} bound to the runtime config and one API. */
export function useRest(api: keyof RuntimeConfig['rest'] = 'post'): RestCaller {
  const config = useRuntimeConfig();
  return useCallback((request: RestRequest) => restRequest(config, api, request), [config, api]);
}
