import { HttpError } from './http-error';
import { reportSessionEnded } from './session-ended';

export interface RestGetRequest {
  /** Base URL of a REST API including its stage, e.g. https://…/dev (RuntimeConfig.rest.*). */
  readonly baseUrl: string;
  /** Path below the base URL, starting with '/'; callers encode path parameters. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** The raw ID token: API Gateway's Cognito authorizer reads it as is (no "Bearer"). */
  readonly idToken?: string;
  readonly signal?: AbortSignal;
}

/** GETs JSON from one of the REST APIs. Answers the parsed body (unknown: the caller validates it). */
export async function restGet(request: RestGetRequest): Promise<unknown> {
  const url = new URL(request.baseUrl.replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: request.idToken ? { Authorization: request.idToken } : {},
      signal: request.signal,
    });
  } catch (cause) {
    throw new HttpError(`GET ${url.pathname} could not reach the server.`, undefined, { cause });
  }
  // A token the server refuses: the member's session ended elsewhere (lib/session-ended.ts).
  if (response.status === 401 && request.idToken) reportSessionEnded();
  if (!response.ok)
    throw new HttpError(`GET ${url.pathname} answered HTTP ${response.status}.`, response.status);
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    throw new HttpError(`GET ${url.pathname} answered without JSON.`, response.status, { cause });
  }
}
