/**
 * A fake `fetch` for tests (jsdom has none, and tests never touch the network). Each handler sees the URL,
 * method, headers and body of a request and answers with `json(...)`, `networkError()`, or undefined to let
 * the next handler try. Unhandled requests fail the test loudly.
 */
export interface FakeRequest {
  readonly url: URL;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export type FakeAnswer =
  { readonly status: number; readonly body: unknown } | { readonly networkError: true };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | undefined;

export function json(body: unknown, status = 200): FakeAnswer {
  return { status, body };
}

export function networkError(): FakeAnswer {
  return { networkError: true };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

export function installFakeFetch(
  ...handlers: FakeHandler[]
): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const fake = jest.fn(async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof URL ? input.href : String(input), 'http://localhost');
    const request: FakeRequest = {
      url,
      method: init?.method ?? 'GET',
      headers: headersOf(init),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    for (const handler of handlers) {
      const answer = handler(request);
      if (!answer) continue;
      if ('networkError' in answer) throw new TypeError('Failed to fetch');
      // A string body is sent as is (tests of non-JSON answers); anything else as JSON.
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }
    throw new Error(`Unexpected request in test: ${request.method} ${url.href}`);
  });
  globalThis.fetch = fake;
  return fake;
}
