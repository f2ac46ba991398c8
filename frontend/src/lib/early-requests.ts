/**
 * Requests started before the page that needs them has rendered, handed over when it asks for the same one:
 * /config.json (config/load-runtime-config.ts), the menu's public GraphQL query (lib/graphql-client.ts) and a
 * guest's first REST reads (lib/rest-request.ts).
 * Why: otherwise each waits for the entry to download and run, and a page's data also for its code to
 * render; started by the boot script (src/boot/boot.ts) they run while that code downloads
 * (docs/performance.md, "First render"). Only requests without a member's token: theirs answer per member.
 */

// A response older than this is not handed over: the page asks afresh (e.g. the visitor came back later).
const MAX_AGE_MS = 10_000;

interface EarlyRequest {
  readonly started: number;
  readonly response: Promise<Response>;
}

/**
 * Kept on the page's global object, not in this module: the boot script and the entry are separate bundles,
 * each with its own copy of this module, and the entry must see what the boot script started.
 */
const started = ((
  globalThis as { communityEarlyRequests?: Map<string, EarlyRequest> }
).communityEarlyRequests ??= new Map<string, EarlyRequest>());

/**
 * Sends the request `key` names with `send`, once, and answers its response. `key` is what the page's own
 * request will be looked up by: the same key must mean the same request.
 */
export function startEarly(
  key: string,
  send: () => Promise<Response>,
  now: () => number = Date.now,
): Promise<Response> {
  const already = started.get(key);
  if (already) return already.response;
  const response = send();
  // A failure is for the page to see when it takes the response; none is reported if it never does.
  response.catch(() => undefined);
  started.set(key, { started: now(), response });
  return response;
}

/** The early response for `key`, once (a second call gets undefined), or undefined if none or too old. */
export function takeEarly(key: string, now: () => number = Date.now): Promise<Response> | undefined {
  const early = started.get(key);
  started.delete(key);
  return early && now() - early.started < MAX_AGE_MS ? early.response : undefined;
}

/**
 * Starts a GET of `url` (no headers: as a guest's REST call, or /config.json's read, sends it), keyed by the
 * URL. `cache` as the page's own request sets it: the browser hands a preloaded response only to a request
 * that matches.
 */
export function startEarlyGet(
  url: string,
  { cache, now }: { readonly cache?: RequestCache; readonly now?: () => number } = {},
): Promise<Response> {
  return startEarly(url, () => (cache ? fetch(url, { cache }) : fetch(url)), now);
}
