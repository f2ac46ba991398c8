import { createRealtimeClient, realtimeUrlOf, type SocketLike } from './appsync-realtime';

/** A WebSocket stand-in that records what the client sends and lets the test play the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readonly sent: Record<string, unknown>[] = [];
  closed = false;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
    this.onclose?.({});
  }
  // The server's side:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  types() {
    return this.sent.map((m) => m.type);
  }
}

const endpoint = 'http://127.0.0.1:4020/graphql';
const url = 'ws://127.0.0.1:4020/graphql/realtime';
let sockets: FakeSocket[];

function client() {
  sockets = [];
  return createRealtimeClient({
    url,
    endpoint,
    apiKey: 'key-1',
    backoffMs: (attempt) => 1000 * (attempt + 1),
    createSocket: (socketUrl, protocols) => {
      const socket = new FakeSocket(socketUrl, protocols);
      sockets.push(socket);
      return socket;
    },
  });
}

function connected(socket: FakeSocket, connectionTimeoutMs = 10_000) {
  socket.open();
  socket.receive({ type: 'connection_ack', payload: { connectionTimeoutMs } });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('realtimeUrlOf', () => {
  it("uses config.json's realtime URL when given (the local server)", () => {
    expect(realtimeUrlOf({ endpoint, apiKey: 'k', realtimeEndpoint: url })).toBe(url);
  });

  it("derives AppSync's realtime host from its GraphQL host", () => {
    expect(
      realtimeUrlOf({
        endpoint: 'https://abc.appsync-api.ap-northeast-2.amazonaws.com/graphql',
        apiKey: 'k',
      }),
    ).toBe('wss://abc.appsync-realtime-api.ap-northeast-2.amazonaws.com/graphql');
  });

  it('gives none for another host without a configured URL (no live updates, no failing socket)', () => {
    expect(realtimeUrlOf({ endpoint: 'https://api.example.com/graphql', apiKey: 'k' })).toBeUndefined();
  });
});

describe('createRealtimeClient', () => {
  it('connects with the AppSync header and subprotocol, then starts the subscription after the ack', () => {
    const realtime = client();
    const next = jest.fn();
    realtime.subscribe('subscription { onMenuChanged { id } }', {}, { next });

    const [socket] = sockets as [FakeSocket];
    expect(socket.protocols).toEqual(['graphql-ws']);
    const header = new URL(socket.url).searchParams.get('header') ?? '';
    expect(JSON.parse(atob(header))).toEqual({ host: '127.0.0.1:4020', 'x-api-key': 'key-1' });
    expect(new URL(socket.url).searchParams.get('payload')).toBe('e30=');

    socket.open();
    expect(socket.types()).toEqual(['connection_init']);
    socket.receive({ type: 'connection_ack', payload: { connectionTimeoutMs: 300000 } });
    const start = socket.sent[1] as { id: string; type: string; payload: Record<string, unknown> };
    expect(start.type).toBe('start');
    expect(JSON.parse(start.payload.data as string)).toEqual({
      query: 'subscription { onMenuChanged { id } }',
      variables: {},
    });
    expect(start.payload.extensions).toEqual({
      authorization: { host: '127.0.0.1:4020', 'x-api-key': 'key-1' },
    });

    socket.receive({ type: 'data', id: start.id, payload: { data: { onMenuChanged: { id: 'm1' } } } });
    expect(next).toHaveBeenCalledWith({ onMenuChanged: { id: 'm1' } });
  });

  it('shares one socket between subscriptions and closes it after the last one stops', () => {
    const realtime = client();
    const stopA = realtime.subscribe('subscription A { a }', {}, { next: jest.fn() });
    const stopB = realtime.subscribe('subscription B { b }', {}, { next: jest.fn() });
    const [socket] = sockets as [FakeSocket];
    connected(socket);
    expect(sockets).toHaveLength(1);
    expect(socket.types()).toEqual(['connection_init', 'start', 'start']);

    stopA();
    expect(socket.sent.at(-1)).toEqual({ id: socket.sent[1]?.id, type: 'stop' });
    expect(socket.closed).toBe(false);
    stopB();
    expect(socket.closed).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1); // no reconnection once nothing listens
  });

  it('reconnects with back-off when keep-alives stop, and restarts every subscription', () => {
    const realtime = client();
    const next = jest.fn();
    realtime.subscribe('subscription { onMenuChanged { id } }', {}, { next });
    const [first] = sockets as [FakeSocket];
    connected(first, 5000);

    jest.advanceTimersByTime(4000);
    first.receive({ type: 'ka' });
    jest.advanceTimersByTime(4000);
    expect(first.closed).toBe(false); // the ka re-armed the timeout
    jest.advanceTimersByTime(1500);
    expect(first.closed).toBe(true);

    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1000); // back-off of the first attempt
    const second = sockets[1] as FakeSocket;
    expect(second).toBeDefined();
    connected(second);
    expect(second.types()).toEqual(['connection_init', 'start']);
    const id = second.sent[1]?.id;
    second.receive({ type: 'data', id, payload: { data: { onMenuChanged: { id: 'm2' } } } });
    expect(next).toHaveBeenCalledWith({ onMenuChanged: { id: 'm2' } });
  });

  it('backs off longer after each failed attempt', () => {
    const realtime = client();
    realtime.subscribe('subscription { a }', {}, { next: jest.fn() });
    (sockets[0] as FakeSocket).close();
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).close();
    jest.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it("reports a subscription's error message to its handler", () => {
    const realtime = client();
    const error = jest.fn();
    realtime.subscribe('subscription { secret }', {}, { next: jest.fn(), error });
    const [socket] = sockets as [FakeSocket];
    connected(socket);
    socket.receive({
      type: 'error',
      id: socket.sent[1]?.id,
      payload: { errors: [{ errorType: 'Unauthorized', message: 'Not Authorized to access secret' }] },
    });
    expect(error).toHaveBeenCalledWith('Not Authorized to access secret');
  });
});
