/** The answer to a REST call: status, the parsed JSON body (null when empty) and the headers. */
export interface RestAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface RestCallOptions {
  /** An ID token, sent as `Authorization` as the web app sends it. */
  readonly token?: string;
  /** Sent as JSON. */
  readonly body?: unknown;
}

/** A REST call as the web app makes it; the stack tests and the benchmark both call the local APIs this way. */
export async function restCall<T = Record<string, unknown>>(
  url: string,
  method: string,
  options: RestCallOptions = {},
): Promise<RestAnswer<T>> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(options.token ? { Authorization: options.token } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
