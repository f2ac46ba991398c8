import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The board screens load on demand (architecture: module screens are separate chunks): reading the home page
 * never downloads the board list, and reading a board never downloads the editor. Chunks are found by the
 * sources their source maps list, which does not depend on how the bundler names files.
 */
const dist = path.resolve(__dirname, '../../frontend/dist');
const assets = path.join(dist, 'assets');

function chunksWith(source: RegExp): string[] {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .filter((map) => {
      const { sources } = JSON.parse(readFileSync(path.join(assets, map), 'utf8')) as { sources: string[] };
      return sources.some((s) => source.test(s));
    })
    .map((map) => map.replace(/\.map$/, ''));
}

function firstRenderAssets(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) =>
    path.basename(m[1] as string),
  );
}

beforeAll(() => {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('frontend/dist/index.html not found: run "npm run build:web" first (npm test does).');
  }
});

describe('board module chunk', () => {
  it('is one chunk of its own, outside what the first render loads', () => {
    const board = chunksWith(/src\/app\/modules\/public\/board\.tsx$/);
    expect(board).toHaveLength(1);
    expect(firstRenderAssets()).not.toContain(board[0]);
    // Not merged into the entry: the entry's own source is elsewhere.
    expect(chunksWith(/src\/main\.tsx$/)).not.toContain(board[0]);
  });

  it('keeps the board screens and the home screen out of the first render', () => {
    const screens = [
      ...chunksWith(/src\/features\/boards\/components\//),
      ...chunksWith(/src\/features\/home\/components\//),
      ...chunksWith(/src\/features\/my-lists\/components\//),
    ];
    expect(screens.length).toBeGreaterThan(0);
    for (const chunk of screens) expect(firstRenderAssets()).not.toContain(chunk);
  });

  it('does not carry the editor: reading a board never downloads TipTap', () => {
    const board = chunksWith(/src\/app\/modules\/public\/board\.tsx$/);
    const editor = chunksWith(/node_modules\/@tiptap\//);
    expect(editor.length).toBeGreaterThan(0);
    expect(editor).not.toContain(board[0]);
    for (const chunk of [...board, ...chunksWith(/src\/features\/boards\//)])
      expect(editor).not.toContain(chunk);
  });
});
