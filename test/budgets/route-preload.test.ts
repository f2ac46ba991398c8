import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { chunksWith, dist, requireWebBuild } from './support/web-dist';

/**
 * index.html's route-preload script (written by frontend/vite.config.mts) preloads the chunks of the page at
 * the visitor's address beside the entry. Run here as the browser runs it, for a few addresses.
 */
requireWebBuild();

function indexHtml(): string {
  return readFileSync(path.join(dist, 'index.html'), 'utf8');
}

function scriptFile(): string {
  const file = /<script async src="\/(assets\/route-preload-[\w-]+\.js)"><\/script>/.exec(indexHtml())?.[1];
  if (!file) throw new Error('index.html loads no route-preload script (async)');
  return file;
}

/** The files the script adds as modulepreload links for `pathname`, without the leading slash. */
function preloadsFor(pathname: string): string[] {
  const links: { rel?: string; href?: string }[] = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: { rel?: string; href?: string }) => links.push(link) },
  };
  vm.runInNewContext(readFileSync(path.join(dist, scriptFile()), 'utf8'), {
    location: { pathname },
    document,
  });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => String(link.href).replace(/^\//, ''));
}

function chunk(source: RegExp): string {
  const [file, ...others] = chunksWith(source);
  expect(others).toEqual([]);
  return `assets/${file}`;
}

describe('route-preload script', () => {
  it("preloads a board list's module and list page, not the post page", () => {
    const files = preloadsFor('/board/free');
    expect(files).toEqual(
      expect.arrayContaining([chunk(/modules\/public\/board\.tsx$/), chunk(/board-list-page\.tsx$/)]),
    );
    expect(files).not.toContain(chunk(/components\/post-page\.tsx$/));
  });

  it("preloads a post's page, not the list page", () => {
    const files = preloadsFor('/board/free/0b9a4c1e-2f7d-4d55-9c39-6c2f0e8a1d11');
    expect(files).toEqual(
      expect.arrayContaining([chunk(/modules\/public\/board\.tsx$/), chunk(/components\/post-page\.tsx$/)]),
    );
    expect(files).not.toContain(chunk(/board-list-page\.tsx$/));
  });

  it('preloads the home screen on /', () => {
    expect(preloadsFor('/')).toContain(chunk(/features\/home\/index\.ts$/));
  });

  it.each(['/board/free/write', '/admin/board/list', '/constructor', '/no-such-module/x'])(
    'preloads nothing for %s (the editor, the admin portal, unknown addresses)',
    (pathname) => {
      expect(preloadsFor(pathname)).toEqual([]);
    },
  );

  it('names only files the build has, none of which index.html already loads', () => {
    const html = indexHtml();
    for (const pathname of ['/', '/board/free', '/board/free/p1', '/article/welcome', '/member/info']) {
      for (const file of preloadsFor(pathname)) {
        expect(existsSync(path.join(dist, file))).toBe(true);
        expect(html).not.toContain(file);
      }
    }
  });
});
