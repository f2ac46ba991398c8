import type { IncomingMessage } from 'node:http';
import { stringHeaders } from '../shared/string-headers';

/**
 * The authorization a realtime client sends with its WebSocket handshake, in either of the forms AppSync
 * accepts (https://docs.aws.amazon.com/appsync/latest/devguide/real-time-websocket-client.html):
 * - the `header` query parameter: base64 of the JSON headers (host plus x-api-key or Authorization), which the
 *   site's own client sends;
 * - a `header-<base64url of the JSON headers>` subprotocol offered beside `graphql-ws` in
 *   `Sec-WebSocket-Protocol`, which Amplify v6 sends. The server still chooses `graphql-ws` as the protocol.
 * The query parameter wins when both are present.
 */
const HEADER_SUBPROTOCOL = 'header-';

function decodeHeaders(encoded: string): Record<string, string> {
  try {
    // Node's base64 decoder reads both alphabets, padded or not.
    return stringHeaders(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
  } catch {
    return {};
  }
}

export function handshakeHeaders(request: IncomingMessage): Record<string, string> {
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams.get('header');
  if (query) return decodeHeaders(query);
  const offered = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((protocol) => protocol.trim());
  const subprotocol = offered.find((protocol) => protocol.startsWith(HEADER_SUBPROTOCOL));
  return subprotocol ? decodeHeaders(subprotocol.slice(HEADER_SUBPROTOCOL.length)) : {};
}
