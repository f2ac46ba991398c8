/**
 * How long guests' answers of the public REST reads may be kept, shared by the handlers, which write the
 * `Cache-Control` header (lambda/shared/http/rest-handler.ts), and by the CloudFront cache in front of the post
 * API (lib/constructs/rest-api-edge.ts), whose limits must leave room for them (docs/operations.md, "Edge
 * cache"). Plain data, no CDK: imported by Lambda bundles.
 */
export const REST_CACHE = {
  /**
   * The header the web app sends a member's ID token in (frontend/src/lib/rest-request.ts). An answer to a
   * request carrying it is never shared, and the edge cache keys on it all the same.
   */
  tokenHeader: 'Authorization',
  /** Seconds a guest's answer is fresh, unless the route asks for its own max-age. */
  guestMaxAgeSeconds: 5,
  /**
   * Seconds after that during which a cache may still answer with it while it fetches a fresh one: a guest
   * sees a list at most 30 s old (5 + 25), the age the board list was already kept for, and a hot list is
   * fetched from the origin about once per max-age and edge instead of once per reader.
   */
  staleWhileRevalidateSeconds: 25,
  /** Seconds a cache may keep answering with it while the origin fails (5xx or unreachable). */
  staleIfErrorSeconds: 300,
  /**
   * The longest any answer may stay fresh at the edge (CloudFront's maximum TTL): the longest route max-age
   * (30 s: board list, board settings, articles) fits, and an origin asking for more is cut to it.
   */
  edgeMaxTtlSeconds: 60,
} as const;

/** The `Cache-Control` of a guest's successful public read. */
export function guestCacheControl(maxAgeSeconds: number = REST_CACHE.guestMaxAgeSeconds): string {
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${REST_CACHE.staleWhileRevalidateSeconds}, stale-if-error=${REST_CACHE.staleIfErrorSeconds}`;
}

/** Of an answer to a request that carried a token: kept by no cache, the browser's included. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';
/** Of every other answer (errors, writes): kept by no cache. */
export const NO_STORE = 'no-store';
