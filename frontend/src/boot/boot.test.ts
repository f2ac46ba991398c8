import { loadRuntimeConfig } from '@/config/load-runtime-config';
import { restRequest } from '@/lib/rest-request';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { LAST_AUTH_USER_KEY } from '@/testing/amplify-session';
import { testConfig } from '@/testing/test-config';
import { boot } from './boot';

const CHUNKS = {
  home: ['/assets/home.js'],
  'board-list': ['/assets/board.js', '/assets/board-list-page.js'],
  'board-post': ['/assets/board.js', '/assets/post-page.js'],
};

function preloaded(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

function fetched(fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}

describe('the boot script', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    window.localStorage.removeItem(LAST_AUTH_USER_KEY);
  });

  it("preloads a board list's chunks, reads /config.json once for itself and the entry, and starts the page's data", async () => {
    const fetchMock = installFakeFetch(
      (request) => (request.url.pathname === '/config.json' ? json(testConfig) : undefined),
      (request) => (request.method === 'POST' ? json({ data: { menuTree: [] } }) : undefined),
      (request) => json({ path: request.url.pathname }),
    );
    await boot(CHUNKS, { pathname: '/board/free', search: '' });

    expect(preloaded()).toEqual(['/assets/board.js', '/assets/board-list-page.js']);
    expect(fetched(fetchMock)).toEqual([
      'GET /config.json',
      `POST ${testConfig.graphql.endpoint}`,
      `GET ${testConfig.rest.post}/boards/free/posts?page=1`,
    ]);
    // /config.json is fetched the way the entry would (index.html's preload only serves a matching request).
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ cache: 'no-store' });

    // The entry then takes the same response (its body is still unread) and the board's first read: its list,
    // which carries the board's record.
    await expect(loadRuntimeConfig()).resolves.toEqual({ ok: true, config: testConfig });
    await expect(
      restRequest(testConfig, 'post', { path: '/boards/free/posts', query: { page: 1 } }),
    ).resolves.toEqual({ path: '/dev/boards/free/posts' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('preloads only own kinds: an address named like an object property preloads nothing', async () => {
    installFakeFetch(() => json(testConfig));
    await boot(CHUNKS, { pathname: '/constructor', search: '' });
    await boot(CHUNKS, { pathname: '/board/free/write', search: '' });
    expect(preloaded()).toEqual([]);
  });

  it.each([
    ['answers an error', () => json({ message: 'no' }, 500)],
    ['is not a site configuration', () => json({ stage: 'x' })],
  ])('starts no data when /config.json %s, and leaves the entry to report it', async (_what, answer) => {
    const fetchMock = installFakeFetch(answer);
    await boot(CHUNKS, { pathname: '/board/free', search: '' });
    expect(fetched(fetchMock)).toEqual(['GET /config.json']);
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ ok: false });
  });
});
