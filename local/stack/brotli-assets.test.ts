import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { HASHED_ASSET_CACHE_CONTROL } from '../../lib/build/web-assets';
import { brotliAssets } from './brotli-assets';

/** What the preview server behind the middleware answers: a marker, so a test sees the request went on. */
const FALLBACK = 'preview server';

let distDir: string;
let server: Server;
let port: number;

const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(200))};\n`;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'brotli-assets-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(distDir, 'assets', 'font-abc123.woff2'), 'not compressed again');
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Site</title>');
  const middleware = brotliAssets(distDir);
  server = createServer((req, res) =>
    middleware(req, res, (error?: unknown) => {
      res.statusCode = error ? 500 : 200;
      res.end(FALLBACK);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

function get(
  urlPath: string,
  acceptEncoding: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: urlPath, method, headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('hashed assets served Brotli-compressed, as the deployed site serves them', () => {
  it('answers a browser that accepts br with the file compressed, its type and its year-long cache header', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(script);
  });

  it('compresses again after the build replaces a file', async () => {
    const file = path.join(distDir, 'assets', 'style-abc123.css');
    writeFileSync(file, 'body { margin: 0 }');
    const first = await get('/assets/style-abc123.css', 'br');
    writeFileSync(file, 'body { margin: 0; padding: 0 }');
    const second = await get('/assets/style-abc123.css', 'br');
    expect(brotliDecompressSync(first.body).toString()).toBe('body { margin: 0 }');
    expect(brotliDecompressSync(second.body).toString()).toBe('body { margin: 0; padding: 0 }');
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await get('/assets/index-abc123.js', 'br', 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it.each([
    ['a browser that does not accept br', '/assets/index-abc123.js', 'gzip, deflate'],
    ['a file that is not there', '/assets/missing-abc123.js', 'br'],
    ['a type that is not compressed', '/assets/font-abc123.woff2', 'br'],
    ['a file outside assets/', '/index.html', 'br'],
    ['a path that climbs out of assets/', '/assets/../index.html', 'br'],
    ['an encoded climb out of assets/', '/assets/%2e%2e/index.html', 'br'],
    ['a path that does not decode', '/assets/%E0%A4%A.js', 'br'],
  ])('leaves %s to the preview server', async (_case, urlPath, acceptEncoding) => {
    const answer = await get(urlPath, acceptEncoding);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(FALLBACK);
  });
});
