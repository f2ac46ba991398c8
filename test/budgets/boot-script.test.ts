import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { chunksWith, dist, requireWebBuild } from './support/web-dist';

/**
 * index.html's boot script (frontend/src/boot, bundled by frontend/vite.config.mts) preloads the chunks of the
 * page at the visitor's address beside the entry, and reads /config.json. Run here as the browser runs it,
 * for a few addresses.
 */
requireWebBuild();

function indexHtml(): string {
  return readFileSync(path.join(dist, 'index.html'), 'utf8');
}

function scriptFile(): string {
  const file = /<script defer src="\/(assets\/boot-[\w-]+\.js)"><\/script>/.exec(indexHtml())?.[1];
  if (!file) throw new Error('index.html loads no boot script (deferred)');
  return file;
}

/** Runs the script at `pathname`: the links it adds and the requests it starts (none answers). */
function runAt(pathname: string): { links: { rel?: string; href?: string }[]; fetched: string[] } {
  const links: { rel?: string; href?: string }[] = [];
  const fetched: string[] = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: { rel?: string; href?: string }) => links.push(link) },
  };
  const location = { pathname, search: '' };
  vm.runInNewContext(readFileSync(path.join(dist, scriptFile()), 'utf8'), {
    window: { location },
    location,
    document,
    fetch: (url: string) => {
      fetched.push(url);
      return new Promise(() => undefined);
    },
  });
  return { links, fetched };
}

/** The files the script adds as modulepreload links for `pathname`, without the leading slash. */
function preloadsFor(pathname: string): string[] {
  const { links } = runAt(pathname);
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => String(link.href).replace(/^\//, ''));
}

function chunk(source: RegExp): string {
  const [file, ...others] = chunksWith(source);
  expect(others).toEqual([]);
  return `assets/${file}`;
}

describe('boot script', () => {
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

  it("preloads an article's screen, its query and the Markdown renderer on an article's address", () => {
    expect(preloadsFor('/article/welcome')).toEqual(
      expect.arrayContaining([
        chunk(/modules\/public\/article\.tsx$/),
        chunk(/content\/api\/get-article\.ts$/),
        chunk(/content\/markdown-body\.tsx$/),
      ]),
    );
  });

  it('preloads each account screen with its own code: Reset Password without the sign-up form', () => {
    expect(preloadsFor('/member/signUp')).toEqual(
      expect.arrayContaining([chunk(/modules\/public\/member\.tsx$/), chunk(/sign-up-page\.tsx$/)]),
    );
    const reset = preloadsFor('/member/resetPassword');
    expect(reset).toEqual(
      expect.arrayContaining([chunk(/modules\/public\/member\.tsx$/), chunk(/reset-password-page\.tsx$/)]),
    );
    expect(reset).not.toContain(chunk(/sign-up-page\.tsx$/));
    expect(reset).not.toContain(chunk(/components\/form\/dynamic-form\.tsx$/));
    // Nor MUI's Select, which neither account form draws (form-field-view.tsx, text-input.tsx).
    for (const pathname of ['/member/signUp', '/member/resetPassword']) {
      expect(preloadsFor(pathname)).not.toContain(chunk(/@mui\/material\/Select\/Select\.mjs$/));
    }
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

  it.each([
    ['/', 4],
    ['/board/free', 7],
    ['/board/free/0b9a4c1e-2f7d-4d55-9c39-6c2f0e8a1d11', 8],
  ])(
    'has %s wait for at most %i chunk files (public screens share chunks by the screens that use them)',
    (pathname, most) => {
      expect(preloadsFor(pathname).length).toBeLessThanOrEqual(most);
    },
  );

  it('reads /config.json at once, on every address', () => {
    for (const pathname of ['/', '/board/free', '/admin/board/list']) {
      expect(runAt(pathname).fetched).toEqual(['/config.json']);
    }
  });

  it('is small: a couple of kilobytes, with none of the libraries the entry carries', () => {
    const script = readFileSync(path.join(dist, scriptFile()));
    expect(gzipSync(script).length).toBeLessThan(2_500);
  });

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
