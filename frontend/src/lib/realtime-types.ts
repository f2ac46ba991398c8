// The realtime client's public types; realtime-client.ts implements them.

/** Receives each event's `data` (the selection of the subscription's query). */
export type DataHandler = (data: unknown) => void;
/** Receives a readable reason when the server refused or failed the subscription or the connection. */
export type ErrorHandler = (message: string) => void;
export type Unsubscribe = () => void;

/**
 * - connecting: the first connection of this client is being opened;
 * - connected: acknowledged, subscriptions are live;
 * - disrupted: a connection was lost or refused; a reconnect is scheduled (events may be missed meanwhile);
 * - disconnected: nothing is subscribed, no socket.
 */
export type ConnectionState = 'connecting' | 'connected' | 'disrupted' | 'disconnected';
export type StateListener = (state: ConnectionState) => void;

export interface RealtimeClient {
  /** Starts a subscription (opening the page's socket if needed); the returned function stops it. */
  subscribe(
    query: string,
    variables: Readonly<Record<string, unknown>>,
    onData: DataHandler,
    onError?: ErrorHandler,
  ): Unsubscribe;
  /** The current connection state. */
  readonly state: ConnectionState;
  /** Calls `listener` on every change of state; the returned function stops it. */
  onStateChange(listener: StateListener): Unsubscribe;
  /** Closes the socket and forgets every subscription (e.g. on sign-out). */
  close(): void;
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
  /** The realtime URL (`realtimeUrlOf` in realtime-protocol.ts). */
  readonly url: string;
  /** The GraphQL endpoint: its host goes into the authorization, as AppSync requires. */
  readonly endpoint: string;
  /** API-key authorization (visitors). */
  readonly apiKey?: string;
  /**
   * User-pool authorization (members): the current ID token, asked for on every connection (Amplify refreshes
   * it). Undefined: signed out, nothing is opened.
   */
  readonly idToken?: () => Promise<string | undefined>;
  /** Default: the browser's WebSocket. */
  readonly createSocket?: SocketFactory;
  /** Delay before the n-th reconnection attempt (n from 0). Default: `reconnectDelayMs` (realtime-protocol.ts). */
  readonly backoffMs?: (attempt: number) => number;
}
