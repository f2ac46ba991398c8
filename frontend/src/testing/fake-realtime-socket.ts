import { testConfig } from './test-config';

/** The test config with a realtime endpoint, so the app opens a (fake) WebSocket to it. */
export const realtimeTestConfig = {
  ...testConfig,
  graphql: { ...testConfig.graphql, realtimeEndpoint: 'ws://127.0.0.1:4020/graphql/realtime' },
};

/**
 * The browser's WebSocket, replaced: the test plays AppSync's realtime server. With `acknowledging`, the
 * server acknowledges connection_init and every start at once; otherwise the test calls `accept()`.
 */
export class FakeRealtimeSocket {
  static instances: FakeRealtimeSocket[] = [];
  static acknowledging = false;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: { id?: string; type: string; payload?: { data?: string } }[] = [];

  constructor(readonly url: string) {
    FakeRealtimeSocket.instances.push(this);
  }

  /** Replaces `WebSocket` with this fake for the test (the spy is restored after it) and forgets earlier sockets. */
  static install({ acknowledging }: { acknowledging: boolean }): void {
    FakeRealtimeSocket.instances = [];
    FakeRealtimeSocket.acknowledging = acknowledging;
    jest
      .spyOn(globalThis, 'WebSocket')
      .mockImplementation((url: string | URL) => new FakeRealtimeSocket(String(url)) as unknown as WebSocket);
  }

  /** The socket opened last. */
  static latest(): FakeRealtimeSocket {
    const socket = FakeRealtimeSocket.instances[FakeRealtimeSocket.instances.length - 1];
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  send(data: string) {
    const message = JSON.parse(data) as FakeRealtimeSocket['sent'][number];
    this.sent.push(message);
    if (!FakeRealtimeSocket.acknowledging) return;
    if (message.type === 'connection_init') this.serve({ type: 'connection_ack', payload: {} });
    if (message.type === 'start') this.serve({ type: 'start_ack', id: message.id });
  }

  close() {
    this.readyState = 3;
  }

  serve(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  open() {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Opens and acknowledges the connection, as the server does. */
  accept() {
    this.open();
    this.serve({ type: 'connection_ack', payload: { connectionTimeoutMs: 300000 } });
  }

  /** The network drops the connection. */
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }

  /** The id of the started subscription on `field`. */
  subscriptionOn(field: string) {
    const start = this.sent.find((m) => m.type === 'start' && String(m.payload?.data).includes(field));
    if (!start?.id) throw new Error(`${field} was not started`);
    return start.id;
  }
}
