import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { isLocalHost, refuseForeignHost, refuseForeignUpgrade } from './host-check';

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['localhost:4010', true],
    ['127.0.0.1:4010', true],
    ['LOCALHOST:4010', true],
    ['localhost:4011', false],
    ['127.0.0.1:80', false],
    ['evil.example', false],
    ['evil.example:4010', false],
    ['localhost.evil.example:4010', false],
    ['127.0.0.1.nip.io:4010', false],
    ['localhost.', false],
    ['[::1]:4010', false],
    ['0.0.0.0:4010', false],
    ['', false],
    [undefined, false],
  ])('%s → %s (port 4010)', (host, expected) => {
    expect(isLocalHost(host, 4010)).toBe(expected);
  });
});

describe('refusing foreign hosts on a listener', () => {
  let server: Server;
  let port: number;
  let upgraded = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (refuseForeignHost(req, res)) return;
      res.end('served');
    });
    server.on('upgrade', (req, socket) => {
      if (refuseForeignUpgrade(req, socket)) return;
      upgraded += 1;
      socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', headers: { Host: host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('serves requests addressed to this machine, with or without its port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost', '127.0.0.1'])
      expect(await get(host)).toEqual({ status: 200, body: 'served' });
  });

  it('answers 421 with a short text to any other host', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `localhost:${port + 1}`]) {
      const answer = await get(host);
      expect(answer.status).toBe(421);
      expect(answer.body).toContain('localhost or 127.0.0.1');
    }
  });

  it('refuses a WebSocket upgrade for another host before any handshake', async () => {
    const raw = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            `GET /graphql/realtime HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
              'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
          ),
        );
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    expect(await raw('evil.example')).toMatch(/^HTTP\/1\.1 421 /);
    expect(upgraded).toBe(0);
    expect(await raw(`localhost:${port}`)).toMatch(/^HTTP\/1\.1 101 /);
    expect(upgraded).toBe(1);
  });
});
