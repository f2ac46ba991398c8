import {
  createRealtimeClient,
  memberRealtimeClient,
  reconnectDelayMs,
  type ConnectionState,
  realtimeUrlOf,
  sharedRealtimeClient,
  type SocketLike,
} from './realtime-client';

/** A WebSocket stand-in that records what the client sends and lets the test play AppSync's server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readonly sent: { id?: string; type: string; payload?: Record<string, unknown> }[] = [];
  closed = false;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
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
  /** The network drops the connection: the browser fires error, then close. */
  drop() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
  types() {
    return this.sent.map((m) => m.type);
  }
  /** The id the client gave the subscription whose query contains `text`. */
  startIdOf(text: string) {
    const start = this.sent.find(
      (m) =>
        m.type === 'start' && (JSON.parse(String(m.payload?.data)) as { query: string }).query.includes(text),
    );
    if (!start?.id) throw new Error(`no start for ${text}`);
    return start.id;
  }
}

const endpoint = 'http://127.0.0.1:4020/graphql';
const url = 'ws://127.0.0.1:4020/graphql/realtime';
const MENU = 'subscription { onMenuChanged { id } }';
const SETTINGS = 'subscription { onSiteSettingsUpdated { title } }';
let sockets: FakeSocket[];

/** A client on fake sockets; back-off is 1 s, 2 s, 3 s … so the tests can step through it. */
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

function socket(index: number): FakeSocket {
  const found = sockets[index];
  if (!found) throw new Error(`socket ${index} was not opened`);
  return found;
}

function connect(fake: FakeSocket, connectionTimeoutMs = 300_000) {
  fake.open();
  fake.receive({ type: 'connection_ack', payload: { connectionTimeoutMs } });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('realtimeUrlOf', () => {
  it("uses config.json's realtime URL when given (the local server's ws://)", () => {
    expect(realtimeUrlOf({ endpoint, apiKey: 'k', realtimeEndpoint: url })).toBe(url);
  });

  it("derives AppSync's wss:// realtime host from its GraphQL host", () => {
    expect(
      realtimeUrlOf({
        endpoint: 'https://abc123.appsync-api.ap-northeast-2.amazonaws.com/graphql',
        apiKey: 'k',
      }),
    ).toBe('wss://abc123.appsync-realtime-api.ap-northeast-2.amazonaws.com/graphql');
  });

  it('prefers the configured URL over the derived one', () => {
    expect(
      realtimeUrlOf({
        endpoint: 'https://abc123.appsync-api.ap-northeast-2.amazonaws.com/graphql',
        apiKey: 'k',
        realtimeEndpoint: 'wss://realtime.example.com/graphql',
      }),
    ).toBe('wss://realtime.example.com/graphql');
  });

  it.each([
    ['a custom domain', 'https://api.example.com/graphql'],
    ['a look-alike host', 'https://abc.appsync-api.example.com/graphql'],
    ['the local server without realtimeEndpoint', 'http://127.0.0.1:4020/graphql'],
  ])('gives none for %s (no live updates, no failing socket)', (_what, other) => {
    expect(realtimeUrlOf({ endpoint: other, apiKey: 'k' })).toBeUndefined();
  });
});

describe('reconnectDelayMs', () => {
  it('tries again after 5 s, then every 60 s', () => {
    expect(reconnectDelayMs(0)).toBe(5000);
    expect(reconnectDelayMs(1)).toBe(60_000);
    expect(reconnectDelayMs(7)).toBe(60_000);
  });
});

describe('createRealtimeClient', () => {
  it('connects with the AppSync header and subprotocol, inits, and starts the subscription after the ack', () => {
    const onData = jest.fn();
    client().subscribe(MENU, { parentId: 'p1' }, onData);

    const first = socket(0);
    expect(first.protocols).toEqual(['graphql-ws']);
    const params = new URL(first.url).searchParams;
    expect(first.url.startsWith(`${url}?`)).toBe(true);
    expect(JSON.parse(atob(params.get('header') ?? ''))).toEqual({
      host: '127.0.0.1:4020',
      'x-api-key': 'key-1',
    });
    expect(params.get('payload')).toBe('e30=');
    expect(first.sent).toEqual([]); // nothing before the socket opens

    first.open();
    expect(first.types()).toEqual(['connection_init']); // no start before the ack
    first.receive({ type: 'connection_ack', payload: { connectionTimeoutMs: 300_000 } });
    expect(first.types()).toEqual(['connection_init', 'start']);
    const start = first.sent[1];
    expect(JSON.parse(String(start?.payload?.data))).toEqual({ query: MENU, variables: { parentId: 'p1' } });
    expect(start?.payload?.extensions).toEqual({
      authorization: { host: '127.0.0.1:4020', 'x-api-key': 'key-1' },
    });

    first.receive({ type: 'start_ack', id: start?.id });
    first.receive({ type: 'ka' });
    first.receive({ type: 'data', id: start?.id, payload: { data: { onMenuChanged: { id: 'm1' } } } });
    expect(onData).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenCalledWith({ onMenuChanged: { id: 'm1' } });
  });

  it('shares one socket: a later subscription starts at once on the open connection', () => {
    const realtime = client();
    realtime.subscribe(MENU, {}, jest.fn());
    connect(socket(0));
    const onSettings = jest.fn();
    realtime.subscribe(SETTINGS, {}, onSettings);
    expect(sockets).toHaveLength(1);
    expect(socket(0).types()).toEqual(['connection_init', 'start', 'start']);

    const id = socket(0).startIdOf('onSiteSettingsUpdated');
    socket(0).receive({ type: 'data', id, payload: { data: { onSiteSettingsUpdated: { title: 'New' } } } });
    expect(onSettings).toHaveBeenCalledWith({ onSiteSettingsUpdated: { title: 'New' } });
  });

  it('sends stop on unsubscribe and closes the socket after the last one, without reconnecting', () => {
    const realtime = client();
    const stopMenu = realtime.subscribe(MENU, {}, jest.fn());
    const onSettings = jest.fn();
    const stopSettings = realtime.subscribe(SETTINGS, {}, onSettings);
    const only = socket(0);
    connect(only);
    const menuId = only.startIdOf('onMenuChanged');
    const settingsId = only.startIdOf('onSiteSettingsUpdated');

    stopMenu();
    expect(only.sent.at(-1)).toEqual({ id: menuId, type: 'stop' });
    expect(only.closed).toBe(false);
    stopMenu(); // a second call is harmless
    expect(only.types().filter((t) => t === 'stop')).toHaveLength(1);

    stopSettings();
    expect(only.sent.at(-1)).toEqual({ id: settingsId, type: 'stop' });
    expect(only.closed).toBe(true);
    only.receive({ type: 'data', id: settingsId, payload: { data: {} } });
    expect(onSettings).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
  });

  it('opens a new socket for a subscription made after the last one stopped', () => {
    const realtime = client();
    realtime.subscribe(MENU, {}, jest.fn())();
    expect(socket(0).closed).toBe(true);
    realtime.subscribe(MENU, {}, jest.fn());
    expect(sockets).toHaveLength(2);
  });

  it('reconnects when keep-alives stop, with back-off, and restarts every subscription', () => {
    const realtime = client();
    const onMenu = jest.fn();
    const onSettings = jest.fn();
    realtime.subscribe(MENU, {}, onMenu);
    realtime.subscribe(SETTINGS, {}, onSettings);
    const first = socket(0);
    connect(first);
    for (const m of first.sent.filter((x) => x.type === 'start'))
      first.receive({ type: 'start_ack', id: m.id });

    jest.advanceTimersByTime(60_000);
    first.receive({ type: 'ka' });
    jest.advanceTimersByTime(60_000);
    expect(first.closed).toBe(false); // the ka counted: 60 s of silence is not yet 65 s
    jest.advanceTimersByTime(5000);
    expect(first.closed).toBe(true); // silent for 65 s (seen at the next 5 s check): given up

    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1); // the first attempt's back-off
    const second = socket(1);
    connect(second);
    expect(second.types()).toEqual(['connection_init', 'start', 'start']);

    // Events reach the handlers through the new connection only.
    first.receive({ type: 'data', id: first.startIdOf('onMenuChanged'), payload: { data: { stale: true } } });
    expect(onMenu).not.toHaveBeenCalled();
    const menuId = second.startIdOf('onMenuChanged');
    second.receive({ type: 'data', id: menuId, payload: { data: { onMenuChanged: { id: 'm2' } } } });
    expect(onMenu).toHaveBeenCalledWith({ onMenuChanged: { id: 'm2' } });
    const settingsId = second.startIdOf('onSiteSettingsUpdated');
    second.receive({
      type: 'data',
      id: settingsId,
      payload: { data: { onSiteSettingsUpdated: { title: 'T' } } },
    });
    expect(onSettings).toHaveBeenCalledWith({ onSiteSettingsUpdated: { title: 'T' } });
  });

  it('backs off longer after each failed attempt and starts over once connected', () => {
    const realtime = client();
    realtime.subscribe(MENU, {}, jest.fn());
    socket(0).drop();
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    socket(1).drop();
    jest.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    connect(socket(2));
    socket(2).drop();
    jest.advanceTimersByTime(1000); // the ack reset the back-off
    expect(sockets).toHaveLength(4);
  });

  it('gives the connection up when no ack arrives', () => {
    client().subscribe(MENU, {}, jest.fn());
    socket(0).open();
    jest.advanceTimersByTime(15_000);
    expect(socket(0).closed).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('stops reconnecting when the last subscription stops during the back-off', () => {
    const stop = client().subscribe(MENU, {}, jest.fn());
    socket(0).drop();
    stop();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("reports a refused subscription's message and does not restart it after a reconnect", () => {
    const realtime = client();
    const onError = jest.fn();
    realtime.subscribe('subscription { secret }', {}, jest.fn(), onError);
    realtime.subscribe(MENU, {}, jest.fn());
    const first = socket(0);
    connect(first);
    first.receive({
      type: 'error',
      id: first.startIdOf('secret'),
      payload: {
        errors: [
          { errorType: 'Unauthorized', message: 'Not Authorized to access secret on type Subscription' },
        ],
      },
    });
    expect(onError).toHaveBeenCalledWith('Not Authorized to access secret on type Subscription');

    first.drop();
    jest.advanceTimersByTime(1000);
    connect(socket(1));
    expect(socket(1).types()).toEqual(['connection_init', 'start']);
    expect(socket(1).startIdOf('onMenuChanged')).toBeDefined();
  });

  it('closes the socket when its only subscription is refused', () => {
    const onError = jest.fn();
    client().subscribe(MENU, {}, jest.fn(), onError);
    connect(socket(0));
    socket(0).receive({ type: 'error', id: socket(0).startIdOf('onMenuChanged'), payload: {} });
    expect(onError).toHaveBeenCalledWith('The subscription was refused.');
    expect(socket(0).closed).toBe(true);
  });

  it('tells every subscriber why the connection was refused, then tries again later', () => {
    const realtime = client();
    const onMenuError = jest.fn();
    const onSettingsError = jest.fn();
    realtime.subscribe(MENU, {}, jest.fn(), onMenuError);
    realtime.subscribe(SETTINGS, {}, jest.fn(), onSettingsError);
    socket(0).open();
    socket(0).receive({
      type: 'connection_error',
      payload: {
        errors: [
          {
            errorType: 'UnauthorizedException',
            message: 'You are not authorized to make this call.',
            errorCode: 401,
          },
        ],
      },
    });
    expect(onMenuError).toHaveBeenCalledWith('You are not authorized to make this call.');
    expect(onSettingsError).toHaveBeenCalledWith('You are not authorized to make this call.');
    expect(socket(0).closed).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it("reports an event's errors and still delivers its data", () => {
    const onData = jest.fn();
    const onError = jest.fn();
    client().subscribe(MENU, {}, onData, onError);
    connect(socket(0));
    socket(0).receive({
      type: 'data',
      id: socket(0).startIdOf('onMenuChanged'),
      payload: { data: { onMenuChanged: null }, errors: [{ message: 'Cannot return null for Menu.name' }] },
    });
    expect(onError).toHaveBeenCalledWith('Cannot return null for Menu.name');
    expect(onData).toHaveBeenCalledWith({ onMenuChanged: null });
  });

  it('retries later when the browser refuses to create the socket', () => {
    let calls = 0;
    const realtime = createRealtimeClient({
      url,
      endpoint,
      apiKey: 'key-1',
      backoffMs: () => 1000,
      createSocket: (socketUrl, protocols) => {
        calls += 1;
        if (calls === 1) throw new SyntaxError('blocked');
        return new FakeSocket(socketUrl, protocols);
      },
    });
    realtime.subscribe(MENU, {}, jest.fn());
    jest.advanceTimersByTime(1000);
    expect(calls).toBe(2);
  });
});

describe('connection state and member auth', () => {
  const acked = (fake: FakeSocket) => {
    for (const m of fake.sent.filter((x) => x.type === 'start'))
      fake.receive({ type: 'start_ack', id: m.id });
  };

  it('goes connecting → connected (after every start_ack) → disrupted on loss → connected again', () => {
    const realtime = client();
    const seen: ConnectionState[] = [];
    realtime.onStateChange((state) => seen.push(state));
    const stop = realtime.subscribe(MENU, {}, jest.fn());
    expect(realtime.state).toBe('connecting');
    connect(socket(0));
    expect(realtime.state).toBe('connecting'); // the subscription is not live yet
    acked(socket(0));
    expect(realtime.state).toBe('connected');
    socket(0).drop();
    expect(realtime.state).toBe('disrupted');
    jest.advanceTimersByTime(1000);
    connect(socket(1));
    acked(socket(1));
    stop();
    expect(seen).toEqual(['connecting', 'connected', 'disrupted', 'connected', 'disconnected']);
  });

  it('gives the connection up when a start is not acknowledged within 15 s', () => {
    const realtime = client();
    realtime.subscribe(MENU, {}, jest.fn());
    connect(socket(0));
    jest.advanceTimersByTime(14_999);
    expect(socket(0).closed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(socket(0).closed).toBe(true);
    expect(realtime.state).toBe('disrupted');
  });

  it("authorizes with the member's current ID token, read again for each connection", async () => {
    sockets = [];
    const tokens = ['token-1', 'token-2'];
    const realtime = memberRealtimeClient(
      { endpoint, apiKey: 'key-1', realtimeEndpoint: url },
      async () => tokens.shift(),
      (socketUrl, protocols) => {
        const fake = new FakeSocket(socketUrl, protocols);
        sockets.push(fake);
        return fake;
      },
    );
    realtime?.subscribe('subscription { onMessageSent(conversationId: "c") { id } }', {}, jest.fn());
    await Promise.resolve();
    await Promise.resolve();
    const header = (fake: FakeSocket) =>
      JSON.parse(atob(decodeURIComponent(new URL(fake.url).searchParams.get('header') ?? ''))) as Record<
        string,
        string
      >;
    expect(header(socket(0))).toEqual({ host: '127.0.0.1:4020', Authorization: 'token-1' });
    connect(socket(0));
    const start = socket(0).sent.find((m) => m.type === 'start');
    expect(start?.payload?.extensions).toEqual({
      authorization: { host: '127.0.0.1:4020', Authorization: 'token-1' },
    });
    socket(0).drop();
    jest.advanceTimersByTime(5000);
    await Promise.resolve();
    await Promise.resolve();
    expect(header(socket(1)).Authorization).toBe('token-2');
  });
});

describe('sharedRealtimeClient', () => {
  it('gives every caller of a page the same client for the same API', () => {
    const graphql = { endpoint, apiKey: 'key-1', realtimeEndpoint: url };
    expect(sharedRealtimeClient(graphql)).toBe(sharedRealtimeClient({ ...graphql }));
    expect(sharedRealtimeClient({ ...graphql, apiKey: 'key-2' })).not.toBe(sharedRealtimeClient(graphql));
  });

  it('gives none when the API has no realtime URL', () => {
    expect(
      sharedRealtimeClient({ endpoint: 'https://api.example.com/graphql', apiKey: 'k' }),
    ).toBeUndefined();
  });
});
