import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The one Host rule of every listener the local stack opens (docs/local-vs-aws.md, "Lockdown"): a request must
 * name this machine as `localhost` or `127.0.0.1`, with no port or with the port it arrived on. The listeners
 * already bind 127.0.0.1 only, but a web page can still reach them by DNS rebinding (a name of the attacker's
 * that first resolves to the attacker, then to 127.0.0.1): the browser then treats the local server as the
 * attacker's own origin and lets the page read its answers. The Host header is the one thing such a request
 * cannot fake, since it carries the attacker's name. DynamoDB Local applies the same names in Java
 * (local/dynamodb/Launcher.java), handed over from here.
 */
export const LOCAL_HOST_NAMES: readonly string[] = ['localhost', '127.0.0.1'];

/** Misdirected Request: the request was meant for another host. */
export const FOREIGN_HOST_STATUS = 421;
export const FOREIGN_HOST_MESSAGE =
  'This local development server answers only requests addressed to localhost or 127.0.0.1.';

/** Whether a Host header value names this machine (`port`: the port the connection arrived on). */
export function isLocalHost(host: string | undefined, port: number | undefined): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  const colon = value.lastIndexOf(':');
  if (colon === -1) return LOCAL_HOST_NAMES.includes(value);
  if (port === undefined || value.slice(colon + 1) !== String(port)) return false;
  return LOCAL_HOST_NAMES.includes(value.slice(0, colon));
}

/** Whether the request is addressed to this machine, on the port it arrived on. */
export function isLocalRequest(request: IncomingMessage): boolean {
  return isLocalHost(request.headers.host, request.socket.localPort);
}

/** Answers a request for a foreign host with 421 and a short text; true when it did (stop handling it). */
export function refuseForeignHost(request: IncomingMessage, response: ServerResponse): boolean {
  if (isLocalRequest(request)) return false;
  // The body is not read: the connection closes after the answer.
  response.writeHead(FOREIGN_HOST_STATUS, {
    'Content-Type': 'text/plain; charset=utf-8',
    Connection: 'close',
  });
  response.end(`${FOREIGN_HOST_MESSAGE}\n`);
  return true;
}

/** The same for a WebSocket upgrade, before any handshake: answers 421 on the raw socket and closes it. */
export function refuseForeignUpgrade(request: IncomingMessage, socket: Duplex): boolean {
  if (isLocalRequest(request)) return false;
  const body = `${FOREIGN_HOST_MESSAGE}\n`;
  socket.end(
    [
      `HTTP/1.1 ${FOREIGN_HOST_STATUS} Misdirected Request`,
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
  return true;
}
