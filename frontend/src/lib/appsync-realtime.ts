import type { RuntimeConfig } from '@contracts/runtime-config';

/**
 * A small client of AppSync's realtime (subscription) protocol, for visitors (API-key auth). Amplify's GraphQL
 * client is not used (architecture brief §4): it always rewrites the realtime URL to wss://, which the plain-HTTP
 * local server cannot serve, and it costs ~48 kB. This one takes the URL from /config.json (`ws://` locally,
 * `wss://` deployed) and speaks the documented protocol: `header` query parameter + subprotocol graphql-ws,
 * connection_init → connection_ack (with the keep-alive timeout), start/stop per subscription, `ka` messages.
 * One socket per page, opened with the first subscription and closed after the last; on loss (close, or no
 * `ka` within the timeout) it reconnects with capped exponential back-off and restarts every subscription.
 */

/** The realtime URL: config.json's, else AppSync's naming rule; undefined when neither applies (no live updates). */
export function realtimeUrlOf(graphql: RuntimeConfig['graphql']): string | undefined {
  if (graphql.realtimeEndpoint) return graphql.realtimeEndpoint;
  const url = new URL(graphql.endpoint);
  if (!url.hostname.includes('.appsync-api.')) return undefined;
  url.protocol = 'wss:';
  url.hostname = url.hostname.replace('.appsync-api.', '.appsync-realtime-api.');
  return url.toString();
}

export interface SubscriptionHandlers {
  readonly next: (data: unknown) => void;
  readonly error?: (message: string) => void;
}

export interface RealtimeClient {
  /** Starts a subscription; the returned function stops it. */
  subscribe(query: string, variables: Record<string, unknown>, handlers: SubscriptionHandlers): () => void;
}

/** The parts of the browser's WebSocket the client uses (tests pass a fake). */
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

export interface RealtimeOptions {
  /** Realtime URL (realtimeUrlOf). */
  readonly url: string;
  /** The GraphQL endpoint: its host goes into the authorization, as AppSync requires. */
  readonly endpoint: string;
  readonly apiKey: string;
  readonly createSocket?: SocketFactory;
  /** Back-off of the n-th reconnection attempt in ms. Default: min(30 s, 1 s × 2ⁿ) plus up to 50 % jitter. */
  readonly backoffMs?: (attempt: number) => number;
}

interface Active {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly handlers: SubscriptionHandlers;
}

const OPEN = 1;
const defaultBackoff = (attempt: number) => {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return base + Math.random() * base * 0.5;
};

function base64Json(value: unknown): string {
  return btoa(JSON.stringify(value));
}

export function createRealtimeClient(options: RealtimeOptions): RealtimeClient {
  const createSocket: SocketFactory =
    options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike);
  const backoff = options.backoffMs ?? defaultBackoff;
  const authorization = { host: new URL(options.endpoint).host, 'x-api-key': options.apiKey };
  const active = new Map<string, Active>();
  let socket: SocketLike | undefined;
  let acknowledged = false;
  let keepAliveTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveTimeoutMs = 300_000;
  let attempt = 0;
  let nextId = 0;

  const send = (message: Record<string, unknown>) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const start = (id: string, subscription: Active) =>
    send({
      id,
      type: 'start',
      payload: {
        data: JSON.stringify({ query: subscription.query, variables: subscription.variables }),
        extensions: { authorization },
      },
    });

  const armKeepAlive = () => {
    clearTimeout(keepAliveTimer);
    // No `ka` within the server's timeout: the connection is gone even if the socket has not noticed.
    keepAliveTimer = setTimeout(() => socket?.close(), keepAliveTimeoutMs);
  };

  const teardown = () => {
    clearTimeout(keepAliveTimer);
    const closing = socket;
    socket = undefined;
    acknowledged = false;
    if (closing) {
      closing.onopen = closing.onmessage = closing.onclose = closing.onerror = null;
      closing.close();
    }
  };

  const scheduleReconnect = () => {
    teardown();
    if (active.size === 0 || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, backoff(attempt));
    attempt += 1;
  };

  function connect() {
    const header = base64Json(authorization);
    const opened = createSocket(`${options.url}?header=${encodeURIComponent(header)}&payload=e30=`, [
      'graphql-ws',
    ]);
    socket = opened;
    opened.onopen = () => send({ type: 'connection_init' });
    opened.onclose = () => scheduleReconnect();
    opened.onerror = () => scheduleReconnect();
    opened.onmessage = (event) => {
      let message: { type?: string; id?: string; payload?: Record<string, unknown> };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        return;
      }
      switch (message.type) {
        case 'connection_ack': {
          acknowledged = true;
          attempt = 0;
          const timeout = Number(message.payload?.connectionTimeoutMs);
          if (Number.isFinite(timeout) && timeout > 0) keepAliveTimeoutMs = timeout;
          armKeepAlive();
          for (const [id, subscription] of active) start(id, subscription);
          break;
        }
        case 'ka':
          armKeepAlive();
          break;
        case 'data': {
          const subscription = message.id ? active.get(message.id) : undefined;
          subscription?.handlers.next(message.payload?.data);
          break;
        }
        case 'error': {
          const subscription = message.id ? active.get(message.id) : undefined;
          const errors = message.payload?.errors as { message?: string }[] | undefined;
          subscription?.handlers.error?.(errors?.[0]?.message ?? 'The live update failed.');
          break;
        }
        case 'connection_error':
          scheduleReconnect();
          break;
        default:
          break;
      }
    };
  }

  return {
    subscribe(query, variables, handlers) {
      nextId += 1;
      const id = `s${nextId}`;
      const subscription = { query, variables, handlers };
      active.set(id, subscription);
      if (!socket && !reconnectTimer) connect();
      else if (acknowledged) start(id, subscription);
      return () => {
        if (!active.delete(id)) return;
        send({ id, type: 'stop' });
        if (active.size === 0) {
          clearTimeout(reconnectTimer);
          reconnectTimer = undefined;
          teardown();
        }
      };
    },
  };
}
