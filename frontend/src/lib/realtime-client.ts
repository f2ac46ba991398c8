import type { RuntimeConfig } from '@contracts/runtime-config';

/**
 * A small client of AppSync's realtime (subscription) protocol, for visitors (API-key auth). Amplify's GraphQL
 * client is not used (architecture brief §4): it always rewrites the realtime URL to wss://, which the plain-HTTP
 * local server cannot serve, and it costs ~48 kB. This one takes the URL from /config.json (`ws://` locally) or
 * derives AppSync's (`wss://` deployed) and speaks the documented protocol: `header` query parameter plus
 * subprotocol graphql-ws, connection_init → connection_ack (with the keep-alive timeout), `ka`, start/stop per
 * subscription. One socket per page, opened with the first subscription and closed after the last; on loss
 * (close, error, or no `ka` within the timeout) it reconnects with capped, jittered exponential back-off and
 * restarts every active subscription. Pages load it lazily: nothing here is needed for the first paint.
 */

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

/** Receives each event's `data` (the selection of the subscription's query). */
export type DataHandler = (data: unknown) => void;
/** Receives a readable reason when the server refused or failed the subscription or the connection. */
export type ErrorHandler = (message: string) => void;
export type Unsubscribe = () => void;

export interface RealtimeClient {
  /** Starts a subscription (opening the page's socket if needed); the returned function stops it. */
  subscribe(
    query: string,
    variables: Readonly<Record<string, unknown>>,
    onData: DataHandler,
    onError?: ErrorHandler,
  ): Unsubscribe;
}

/** The parts of the browser's WebSocket the client uses; tests pass a fake through `createSocket`. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}
export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

export interface RealtimeClientOptions {
  /** The realtime URL ({@link realtimeUrlOf}). */
  readonly url: string;
  /** The GraphQL endpoint: its host goes into the authorization, as AppSync requires. */
  readonly endpoint: string;
  readonly apiKey: string;
  /** Default: the browser's WebSocket. */
  readonly createSocket?: SocketFactory;
  /** Delay before the n-th reconnection attempt (n from 0). Default: {@link backoffDelayMs}. */
  readonly backoffMs?: (attempt: number) => number;
}

const OPEN = 1;
/** How long to wait for connection_ack before giving the connection up (AppSync's own clients use 15 s). */
const ACK_TIMEOUT_MS = 15_000;
/** AppSync's documented connectionTimeoutMs, used if an ack leaves it out. */
const DEFAULT_KEEP_ALIVE_MS = 300_000;
const MAX_BACKOFF_MS = 30_000;

/** Capped exponential back-off with "equal jitter": between half and all of min(30 s, 1 s × 2ⁿ). */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

interface Active {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly onData: DataHandler;
  readonly onError?: ErrorHandler;
}

interface ServerMessage {
  readonly type?: string;
  readonly id?: string;
  readonly payload?: {
    readonly data?: unknown;
    readonly errors?: unknown;
    readonly connectionTimeoutMs?: unknown;
  };
}

/** The server's error entries as one sentence; AppSync sends `{ errorType, message }` entries. */
function errorText(errors: unknown, fallback: string): string {
  const messages = Array.isArray(errors)
    ? errors
        .map((e: { message?: unknown; errorType?: unknown } | null) => e?.message ?? e?.errorType)
        .filter((m): m is string => typeof m === 'string' && m !== '')
    : [];
  return messages.length > 0 ? messages.join('; ') : fallback;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const createSocket: SocketFactory =
    options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike);
  const backoff = options.backoffMs ?? ((attempt: number) => backoffDelayMs(attempt));
  const authorization = { host: new URL(options.endpoint).host, 'x-api-key': options.apiKey };
  const connectUrl = `${options.url}?header=${encodeURIComponent(btoa(JSON.stringify(authorization)))}&payload=e30=`;
  const active = new Map<string, Active>();
  let socket: SocketLike | undefined;
  let acknowledged = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveMs = DEFAULT_KEEP_ALIVE_MS;
  let attempt = 0;
  let lastId = 0;

  const send = (message: Record<string, unknown>) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const start = (id: string, { query, variables }: Active) =>
    send({
      id,
      type: 'start',
      payload: { data: JSON.stringify({ query, variables }), extensions: { authorization } },
    });

  /** Drops the current socket without letting its late events reach this client. */
  const teardown = () => {
    clearTimeout(watchdog);
    const closing = socket;
    socket = undefined;
    acknowledged = false;
    if (closing) {
      closing.onopen = closing.onmessage = closing.onclose = closing.onerror = null;
      closing.close();
    }
  };

  /** The connection is gone (or never came up): try again later if anyone still listens. */
  const reconnectLater = () => {
    teardown();
    if (active.size === 0 || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, backoff(attempt));
    attempt += 1;
  };

  /** Without a message within `ms` the connection counts as dead, even if the socket has not noticed. */
  const watch = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(reconnectLater, ms);
  };

  const handle = (message: ServerMessage) => {
    const subscription = message.id === undefined ? undefined : active.get(message.id);
    switch (message.type) {
      case 'connection_ack': {
        acknowledged = true;
        attempt = 0;
        const timeout = Number(message.payload?.connectionTimeoutMs);
        keepAliveMs = timeout > 0 ? timeout : DEFAULT_KEEP_ALIVE_MS;
        watch(keepAliveMs);
        for (const [id, entry] of active) start(id, entry);
        break;
      }
      case 'ka':
        if (acknowledged) watch(keepAliveMs);
        break;
      case 'data':
        if (message.payload?.errors)
          subscription?.onError?.(errorText(message.payload.errors, 'A live update could not be read.'));
        if (message.payload?.data != null) subscription?.onData(message.payload.data);
        break;
      case 'error':
        // A refused start: the server holds no such subscription, so it is not restarted after a reconnect.
        if (subscription && message.id !== undefined) {
          active.delete(message.id);
          subscription.onError?.(errorText(message.payload?.errors, 'The subscription was refused.'));
          if (active.size === 0) stopAll();
        }
        break;
      case 'connection_error': {
        const reason = errorText(message.payload?.errors, 'The live-update connection was refused.');
        for (const entry of active.values()) entry.onError?.(reason);
        reconnectLater();
        break;
      }
      default:
        // start_ack, complete and anything newer need no action.
        break;
    }
  };

  function connect() {
    let opened: SocketLike;
    try {
      opened = createSocket(connectUrl, ['graphql-ws']);
    } catch {
      reconnectLater();
      return;
    }
    socket = opened;
    watch(ACK_TIMEOUT_MS);
    opened.onopen = () => send({ type: 'connection_init' });
    opened.onclose = reconnectLater;
    opened.onerror = reconnectLater;
    opened.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      handle(message);
    };
  }

  function stopAll() {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    attempt = 0;
    teardown();
  }

  return {
    subscribe(query, variables, onData, onError) {
      lastId += 1;
      const id = `${lastId}`;
      const entry: Active = { query, variables, onData, onError };
      active.set(id, entry);
      if (acknowledged) start(id, entry);
      else if (!socket && !reconnectTimer) connect();
      return () => {
        if (!active.delete(id)) return;
        if (acknowledged) send({ id, type: 'stop' });
        if (active.size === 0) stopAll();
      };
    },
  };
}

const shared = new Map<string, RealtimeClient>();

/**
 * The page's client for this API: every caller shares it, so a page holds one socket however many components
 * subscribe. Undefined when the API has no realtime URL ({@link realtimeUrlOf}).
 */
export function sharedRealtimeClient(graphql: RuntimeConfig['graphql']): RealtimeClient | undefined {
  const url = realtimeUrlOf(graphql);
  if (!url) return undefined;
  const key = `${url} ${graphql.apiKey}`;
  let client = shared.get(key);
  if (!client) {
    client = createRealtimeClient({ url, endpoint: graphql.endpoint, apiKey: graphql.apiKey });
    shared.set(key, client);
  }
  return client;
}
