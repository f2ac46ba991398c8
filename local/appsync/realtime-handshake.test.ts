import type { IncomingMessage } from 'node:http';
import { handshakeHeaders } from './realtime-handshake';

const auth = { host: '127.0.0.1:4020', 'x-api-key': 'da2-key' };
const handshake = (url: string, protocol?: string) =>
  ({ url, headers: protocol ? { 'sec-websocket-protocol': protocol } : {} }) as unknown as IncomingMessage;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('handshakeHeaders', () => {
  it('reads the header query parameter (base64)', () => {
    const header = Buffer.from(JSON.stringify(auth)).toString('base64');
    expect(
      handshakeHeaders(handshake(`/graphql/realtime?header=${encodeURIComponent(header)}&payload=e30=`)),
    ).toEqual(auth);
  });

  it('reads a header-<base64url> subprotocol beside graphql-ws, as Amplify v6 sends it', () => {
    expect(handshakeHeaders(handshake('/graphql/realtime', `graphql-ws, header-${base64url(auth)}`))).toEqual(
      auth,
    );
  });

  it('prefers the query parameter when both are sent', () => {
    const header = Buffer.from(JSON.stringify(auth)).toString('base64');
    const other = { host: 'x', Authorization: 'token' };
    expect(
      handshakeHeaders(
        handshake(`/graphql/realtime?header=${header}`, `graphql-ws,header-${base64url(other)}`),
      ),
    ).toEqual(auth);
  });

  it('gives no headers for a missing, undecodable or non-object authorization', () => {
    expect(handshakeHeaders(handshake('/graphql/realtime', 'graphql-ws'))).toEqual({});
    expect(handshakeHeaders(handshake('/graphql/realtime', 'graphql-ws, header-!!!'))).toEqual({});
    expect(
      handshakeHeaders(handshake('/graphql/realtime', `graphql-ws, header-${base64url([1, 2])}`)),
    ).toEqual({});
    expect(
      handshakeHeaders(handshake('/graphql/realtime', `graphql-ws, header-${base64url({ 'x-api-key': 7 })}`)),
    ).toEqual({});
  });
});
