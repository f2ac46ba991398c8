import { WebSocket } from 'ws';

export type RealtimeMessage = { type: string; id?: string; payload?: Record<string, unknown> };

/**
 * A client of AppSync's real-time protocol on the real `ws` client: connects with the base64 `header`
 * parameter and subprotocol graphql-ws, queues what the server sends and waits for messages by type.
 */
export class RealtimeClient {
  private readonly received: RealtimeMessage[] = [];
  private readonly waiting: Array<() => void> = [];
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as RealtimeMessage);
      this.waiting.splice(0).forEach((wake) => wake());
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting.splice(0).forEach((wake) => wake());
    });
  }

  static async connect(url: string, headers: Record<string, string>, protocols = ['graphql-ws']) {
    const header = Buffer.from(JSON.stringify({ host: new URL(url).host, ...headers })).toString('base64');
    const socket = new WebSocket(`${url}?header=${encodeURIComponent(header)}&payload=e30=`, protocols);
    // Listening before `open`: the server may speak first (a connection_error right after the handshake).
    const client = new RealtimeClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The next message of `type` (and `id`), skipping none of the others (they stay queued). */
  async next(type: string, id?: string, timeoutMs = 2000): Promise<RealtimeMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((m) => m.type === type && (id === undefined || m.id === id));
      if (index >= 0) return this.received.splice(index, 1)[0] as RealtimeMessage;
      if (this.closed) throw new Error(`connection closed before a ${type} message`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Messages other than keep-alives that arrived for `id` so far. */
  pending(id: string): RealtimeMessage[] {
    return this.received.filter((m) => m.id === id);
  }

  start(
    id: string,
    query: string,
    authorization: Record<string, string>,
    variables: Record<string, unknown> = {},
  ) {
    this.send({
      id,
      type: 'start',
      payload: { data: JSON.stringify({ query, variables }), extensions: { authorization } },
    });
  }

  close(): void {
    this.socket.close();
  }
}
