/**
 * GET requests started before the page that needs them has rendered, handed over when it asks for the same
 * URL (lib/rest-request.ts). Why: a page's data request otherwise waits for its code to download and render
 * first; started from main.tsx as soon as /config.json is read, it runs while that code downloads
 * (docs/performance.md, "First render"). Only for guests: a member's request carries their token.
 */

// A response older than this is not handed over: the page asks afresh (e.g. the visitor came back later).
const MAX_AGE_MS = 10_000;

interface EarlyGet {
  readonly started: number;
  readonly response: Promise<Response>;
}

const started = new Map<string, EarlyGet>();

/** Starts a plain GET of `url` (no headers, as a guest's REST call sends it), once. */
export function startEarlyGet(url: string, now: () => number = Date.now): void {
  if (started.has(url)) return;
  const response = fetch(url);
  // A failure is for the page to see when it takes the response; none is reported if it never does.
  response.catch(() => undefined);
  started.set(url, { started: now(), response });
}

/** The early response for `url`, once (a second call gets undefined), or undefined if none or too old. */
export function takeEarlyGet(url: string, now: () => number = Date.now): Promise<Response> | undefined {
  const early = started.get(url);
  started.delete(url);
  return early && now() - early.started < MAX_AGE_MS ? early.response : undefined;
}
