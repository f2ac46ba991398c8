import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { HASHED_ASSET_CACHE_CONTROL } from '../../lib/build/web-assets';

const compress = promisify(brotliCompress);

/**
 * Brotli quality for the hashed bundles. CloudFront compresses on the fly at a level it does not document; a
 * middle quality (about 6 % smaller than gzip on the entry, where the maximum, 11, gives about 15 %) keeps the
 * local figures from flattering what a deployed site serves.
 */
export const ASSET_BROTLI_QUALITY = 5;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

type Next = (error?: unknown) => void;

/**
 * Middleware for the local server of the production build (`npm start -- --web-dist`): serves `/assets/*`
 * scripts, styles and images Brotli-compressed to a browser that accepts it, as the deployed site does (the
 * distribution compresses with Brotli when a viewer accepts both it and gzip; docs/local-vs-aws.md). Vite's
 * preview server compresses with gzip only, so without this a Lighthouse run on this machine downloads more
 * than a visitor of a deployed stage. Anything else (another path, no `br` in Accept-Encoding, a missing file)
 * goes on to the preview server unchanged. Each file is compressed once, until it changes.
 */
export function brotliAssets(distDir: string) {
  const assetsDir = path.join(path.resolve(distDir), 'assets');
  const compressed = new Map<string, { readonly stamp: string; readonly body: Promise<Buffer> }>();

  async function bodyOf(file: string): Promise<Buffer | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const stamp = `${info.size}:${info.mtimeMs}`;
    let entry = compressed.get(file);
    if (entry?.stamp !== stamp) {
      entry = {
        stamp,
        body: readFile(file).then((raw) =>
          compress(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: ASSET_BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        ),
      };
      compressed.set(file, entry);
      // A failed read (the file replaced meanwhile) is not kept: the next request tries again.
      const failed = entry;
      failed.body.catch(() => {
        if (compressed.get(file) === failed) compressed.delete(file);
      });
    }
    return entry.body;
  }

  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    const contentType = CONTENT_TYPES[path.extname(pathname)];
    const file = path.join(assetsDir, path.relative('/assets', pathname));
    // Only files inside assets/ (no `..` out of it); the rest is the preview server's.
    if (!pathname.startsWith('/assets/') || !contentType || !file.startsWith(assetsDir + path.sep)) {
      return next();
    }
    bodyOf(file).then(
      (body) => {
        if (!body) return next();
        response.statusCode = 200;
        response.setHeader('Content-Type', contentType);
        response.setHeader('Content-Encoding', 'br');
        response.setHeader('Content-Length', body.length);
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Cache-Control', HASHED_ASSET_CACHE_CONTROL);
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => next(error),
    );
  };
}
