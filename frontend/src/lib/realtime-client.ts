import type { RuntimeConfig } from '@contracts/runtime-config';
import {
  ACK_TIMEOUT_MS,
  KEEP_ALIVE_CHECK_MS,
  KEEP_ALIVE_MISSED_MS,
  errorText,
  realtimeUrlOf,
  reconnectDelayMs,
  type ServerMessage,
} from './realtime-protocol';
import type {
  ConnectionState,
  DataHandler,
  ErrorHandler,
  RealtimeClient,
  RealtimeClientOptions,
  SocketFactory,
  SocketLike,
  StateListener,
} from './realtime-types';

// Importers keep one module to import from; the protocol's rules and the types have files of their own.
export {
  ACK_TIMEOUT_MS,
  FIRST_RECONNECT_MS,
  KEEP_ALIVE_CHECK_MS,
  KEEP_ALIVE_MISSED_MS,
  LATER_RECONNECT_MS,
  realtimeUrlOf,
  reconnectDelayMs,
} from './realtime-protocol';
export type * from './realtime-types';

/**
 * A small client of AppSync's realtime (subscription) protocol, for visitors (API-key auth) and members (their
 * user-pool ID token, read again for every connection so a refreshed token is used). Amplify's GraphQL
 * client is not used (docs/local-vs-aws.md): it always rewrites the realtime URL to wss://, which the
 * plain-HTTP local server cannot serve, and it costs ~48 kB. This one takes the URL from /config.json (`ws://` locally) or
 * derives AppSync's (`wss://` deployed) and speaks the documented protocol: `header` query parameter plus
 * subprotocol graphql-ws, connection_init → connection_ack, `ka`, start/stop per subscription. One socket per
 * client, opened with the first subscription and closed after the last. Timings follow Amplify's realtime
 * provider: the ack and each start_ack within 15 s; keep-alive checked every 5 s and missed after 65 s
 * without a `ka` (AppSync sends one a minute); on loss it reconnects after 5 s, then every 60 s, and restarts
 * every active subscription. Its state (connecting, connected, disrupted, disconnected) is observable, so a
 * screen can show it and refetch what it may have missed once connected again. Pages load it lazily.
 */

/** WebSocket.OPEN, written out so only opening a socket touches the browser's WebSocket (tests pass fakes). */
const OPEN = 1;

interface Active {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly onData: DataHandler;
  readonly onError?: ErrorHandler;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const createSocket: SocketFactory =
    options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike);
  const backoff = options.backoffMs ?? reconnectDelayMs;
  const host = new URL(options.endpoint).host;
  let authorization: Record<string, string> = {};
  const active = new Map<string, Active>();
  const pendingAcks = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<StateListener>();
  let state: ConnectionState = 'disconnected';
  let socket: SocketLike | undefined;
  let connecting = false;
  let acknowledged = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let keepAliveCheck: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastId = 0;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(next);
  };

  /** The headers AppSync authorizes the connection and each start with; a Promise only for tokens. */
  const readAuthorization = ():
    Record<string, string> | undefined | Promise<Record<string, string> | undefined> => {
    if (options.idToken) {
      return options.idToken().then((token) => (token ? { host, Authorization: token } : undefined));
    }
    return options.apiKey ? { host, 'x-api-key': options.apiKey } : undefined;
  };

  const send = (message: Record<string, unknown>) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const start = (id: string, { query, variables }: Active) => {
    send({
      id,
      type: 'start',
      payload: { data: JSON.stringify({ query, variables }), extensions: { authorization } },
    });
    clearTimeout(pendingAcks.get(id));
    // No start_ack in time: the connection is not working, whatever the socket says.
    pendingAcks.set(
      id,
      setTimeout(() => reconnectLater(), ACK_TIMEOUT_MS),
    );
  };

  const clearAcks = () => {
    for (const timer of pendingAcks.values()) clearTimeout(timer);
    pendingAcks.clear();
  };

  /** Drops the current socket without letting its late events reach this client. */
  const teardown = () => {
    clearTimeout(watchdog);
    clearInterval(keepAliveCheck);
    keepAliveCheck = undefined;
    clearAcks();
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
    if (active.size === 0) {
      setState('disconnected');
      return;
    }
    setState('disrupted');
    if (reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, backoff(attempt));
    attempt += 1;
  };

  /** Without an ack within 15 s the connection counts as dead, even if the socket has not noticed. */
  const watchAck = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(reconnectLater, ACK_TIMEOUT_MS);
  };

  /** Checked every 5 s: no message for 65 s means the connection is dead (a half-open socket). */
  const watchKeepAlive = () => {
    clearTimeout(watchdog);
    lastHeard = Date.now();
    clearInterval(keepAliveCheck);
    keepAliveCheck = setInterval(() => {
      if (Date.now() - lastHeard >= KEEP_ALIVE_MISSED_MS) reconnectLater();
    }, KEEP_ALIVE_CHECK_MS);
  };

  const handle = (message: ServerMessage) => {
    const subscription = message.id === undefined ? undefined : active.get(message.id);
    switch (message.type) {
      case 'connection_ack': {
        acknowledged = true;
        attempt = 0;
        watchKeepAlive();
        for (const [id, entry] of active) start(id, entry);
        if (active.size === 0) setState('connected');
        break;
      }
      case 'ka':
        if (acknowledged) lastHeard = Date.now();
        break;
      case 'start_ack':
        if (message.id !== undefined) {
          clearTimeout(pendingAcks.get(message.id));
          pendingAcks.delete(message.id);
        }
        // Connected once every subscription is live on the server, so a refetch then misses nothing.
        if (acknowledged && pendingAcks.size === 0) setState('connected');
        break;
      case 'data':
        if (message.payload?.errors)
          subscription?.onError?.(errorText(message.payload.errors, 'A live update could not be read.'));
        if (message.payload?.data != null) subscription?.onData(message.payload.data);
        break;
      case 'error':
        // A refused start: the server holds no such subscription, so it is not restarted after a reconnect.
        if (subscription && message.id !== undefined) {
          clearTimeout(pendingAcks.get(message.id));
          pendingAcks.delete(message.id);
          active.delete(message.id);
          subscription.onError?.(errorText(message.payload?.errors, 'The subscription was refused.'));
          if (active.size === 0) stopAll();
          else if (acknowledged && pendingAcks.size === 0) setState('connected');
        }
        break;
      case 'connection_error': {
        const reason = errorText(message.payload?.errors, 'The live-update connection was refused.');
        for (const entry of active.values()) entry.onError?.(reason);
        reconnectLater();
        break;
      }
      default:
        // complete and anything newer need no action.
        break;
    }
  };

  function connect() {
    if (state === 'disconnected') setState('connecting');
    const auth = readAuthorization();
    if (auth instanceof Promise) {
      connecting = true;
      auth.then(
        (headers) => {
          connecting = false;
          if (active.size === 0 || socket || reconnectTimer) return;
          open(headers);
        },
        () => {
          connecting = false;
          reconnectLater();
        },
      );
    } else {
      open(auth);
    }
  }

  function open(headers: Record<string, string> | undefined) {
    if (!headers) {
      // Signed out meanwhile: nothing to connect with; the subscribers are told, nothing is retried.
      for (const entry of active.values()) entry.onError?.('Sign in to receive live updates.');
      stopAll();
      return;
    }
    authorization = headers;
    const connectUrl = `${options.url}?header=${encodeURIComponent(btoa(JSON.stringify(authorization)))}&payload=e30=`;
    let opened: SocketLike;
    try {
      opened = createSocket(connectUrl, ['graphql-ws']);
    } catch {
      reconnectLater();
      return;
    }
    socket = opened;
    watchAck();
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
      lastHeard = Date.now();
      handle(message);
    };
  }

  function stopAll() {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    attempt = 0;
    teardown();
    setState('disconnected');
  }

  return {
    subscribe(query, variables, onData, onError) {
      lastId += 1;
      const id = `${lastId}`;
      const entry: Active = { query, variables, onData, onError };
      active.set(id, entry);
      if (acknowledged) start(id, entry);
      else if (!socket && !reconnectTimer && !connecting) connect();
      return () => {
        if (!active.delete(id)) return;
        clearTimeout(pendingAcks.get(id));
        pendingAcks.delete(id);
        if (acknowledged) send({ id, type: 'stop' });
        if (active.size === 0) stopAll();
      };
    },
    get state() {
      return state;
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      active.clear();
      stopAll();
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

/**
 * A client authorized as the signed-in member (their user-pool ID token), for member-only subscriptions such
 * as the Message Box. Each caller owns it: close it on sign-out. Undefined without a realtime URL.
 */
export function memberRealtimeClient(
  graphql: RuntimeConfig['graphql'],
  idToken: () => Promise<string | undefined>,
  createSocket?: SocketFactory,
): RealtimeClient | undefined {
  const url = realtimeUrlOf(graphql);
  if (!url) return undefined;
  return createRealtimeClient({ url, endpoint: graphql.endpoint, idToken, createSocket });
}
