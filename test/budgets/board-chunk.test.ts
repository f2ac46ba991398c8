import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chunksWith, dist, requireWebBuild } from './support/web-dist';

/**
 * The board screens load on demand (architecture: module screens are separate chunks): reading the home page
 * never downloads the board list, and reading a board never downloads the editor.
 */
requireWebBuild();

/** The JS files index.html loads before the first render, by file name. */
function firstRenderAssets(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) =>
    path.basename(m[1] as string),
  );
}

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
