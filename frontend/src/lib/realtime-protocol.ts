import type { RuntimeConfig } from '@contracts/runtime-config';

// What AppSync's realtime protocol fixes, apart from the client that speaks it (realtime-client.ts): where the
// socket is, how long each step may take, and the shape of the server's messages.

/**
 * The realtime URL: config.json's `realtimeEndpoint`, else AppSync's naming rule
 * (`https://<id>.appsync-api.<region>.amazonaws.com/graphql` → `wss://<id>.appsync-realtime-api.…/graphql`).
 * Undefined for any other host: the page then has no live updates rather than a socket that keeps failing.
 */
export function realtimeUrlOf(graphql: RuntimeConfig['graphql']): string | undefined {
  if (graphql.realtimeEndpoint) return graphql.realtimeEndpoint;
  const url = new URL(graphql.endpoint);
  const appsync = /^([^.]+)\.appsync-api\.([^.]+)\.amazonaws\.com$/.exec(url.hostname);
  if (!appsync) return undefined;
  return `wss://${appsync[1]}.appsync-realtime-api.${appsync[2]}.amazonaws.com${url.pathname}`;
}

/** How long to wait for connection_ack, and for each start_ack, before giving the connection up. */
export const ACK_TIMEOUT_MS = 15_000;
/** How often the keep-alive is checked. */
export const KEEP_ALIVE_CHECK_MS = 5_000;
/** Without a `ka` (or any message) for this long the connection counts as dead. */
export const KEEP_ALIVE_MISSED_MS = 65_000;
export const FIRST_RECONNECT_MS = 5_000;
export const LATER_RECONNECT_MS = 60_000;

/** The first reconnection attempt after 5 s, every later one 60 s after the previous. */
export function reconnectDelayMs(attempt: number): number {
  return attempt === 0 ? FIRST_RECONNECT_MS : LATER_RECONNECT_MS;
}

/** A message from the server, as far as the client reads it; unknown types are ignored. */
export interface ServerMessage {
  readonly type?: string;
  readonly id?: string;
  readonly payload?: {
    readonly data?: unknown;
    readonly errors?: unknown;
    readonly connectionTimeoutMs?: unknown;
  };
}

/** The server's error entries as one sentence; AppSync sends `{ errorType, message }` entries. */
export function errorText(errors: unknown, fallback: string): string {
  const messages = Array.isArray(errors)
    ? errors
        .map((e: { message?: unknown; errorType?: unknown } | null) => e?.message ?? e?.errorType)
        .filter((m): m is string => typeof m === 'string' && m !== '')
    : [];
  return messages.length > 0 ? messages.join('; ') : fallback;
}
