/**
 * The web build the budget tests read (frontend/dist, which `npm test` builds before Jest runs), and how a
 * chunk is found in it: by the sources its source map lists, which does not depend on how the bundler
 * names files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const dist = path.resolve(__dirname, '../../../frontend/dist');
export const assets = path.join(dist, 'assets');

/** Chunks (file names under assets/) whose source maps list a source matching `source`. */
export function chunksWith(source: RegExp): string[] {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .filter((map) => {
      const { sources } = JSON.parse(readFileSync(path.join(assets, map), 'utf8')) as { sources: string[] };
      return sources.some((s) => source.test(s));
    })
    .map((map) => map.replace(/\.map$/, ''));
}

/** Fails the calling test file at once, with what to do, when there is no web build to measure. */
export function requireWebBuild(): void {
  beforeAll(() => {
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error('frontend/dist/index.html not found: run "npm run build:web" first (npm test does).');
    }
  });
}
