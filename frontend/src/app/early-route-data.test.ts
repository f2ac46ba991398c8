import { LAST_AUTH_USER_KEY, storeSessionMark } from '@/testing/amplify-session';
import { installFakeFetch, json, type FakeRequest } from '@/testing/fake-fetch';
import { testConfig } from '@/testing/test-config';
import { startEarlyGet, takeEarly } from '@/lib/early-requests';
import { restRequest } from '@/lib/rest-request';
import { fetchMenuTree } from '@/features/navigation/api/get-menu-tree';
import { memberSettingsQuery } from '@/features/auth/api/get-member-settings';
import { createQueryClient } from '@/lib/query-client';
import { boardInfo, listedPost, postsPage, postView } from '@/features/boards/board-test-data';
import { startRouteData } from './early-route-data';
import { primeRouteData } from './prime-route-data';

const POST_API = testConfig.rest.post;
const GRAPHQL = testConfig.graphql.endpoint;

/** The REST reads asked for (the menu's GraphQL query aside). */
function requestedUrls(fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url !== GRAPHQL);
}

function graphqlCalls(fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>): number {
  return fetchMock.mock.calls.filter(([input]) => String(input) === GRAPHQL).length;
}

const menuAnswer = {
  data: {
    siteSettings: { title: 'Early site', description: 'Said early', homeMenuId: null },
    menuTree: [{ id: 'm1', name: 'Free board', module: 'board', moduleId: 'free', sortOrder: 1 }],
  },
};

describe("startRouteData: a page's first data, asked for before its code has rendered", () => {
  beforeEach(() => window.localStorage.removeItem(LAST_AUTH_USER_KEY));

  it("starts a board's first list page for a guest (its answer carries the board's record), and the page's own request takes it", async () => {
    const fetchMock = installFakeFetch(
      (request) => (request.method === 'POST' ? json(menuAnswer) : undefined),
      (request) => json({ path: request.url.pathname, page: request.url.searchParams.get('page') }),
    );
    startRouteData({ pathname: '/board/free', search: '' }, testConfig);
    // No GET /boards/free: the list page reads the board's record from the list's answer.
    expect(requestedUrls(fetchMock)).toEqual([`${POST_API}/boards/free/posts?page=1`]);

    // What the board page's query then asks for (features/boards/api): answered without a second request.
    const listRequest = { path: '/boards/free/posts', query: { category: undefined, page: 1 } };
    await expect(restRequest(testConfig, 'post', listRequest)).resolves.toEqual({
      path: '/dev/boards/free/posts',
      page: '1',
    });
    expect(requestedUrls(fetchMock)).toHaveLength(1);

    // Taken once: a later read (a refresh of the list) asks the server again.
    await restRequest(testConfig, 'post', listRequest);
    expect(requestedUrls(fetchMock)).toHaveLength(2);
  });

  it.each([
    ['a guest on a board', '/board/free', false],
    ['a guest on the home page', '/', false],
    ['a member on an article', '/article/welcome', true],
  ])(
    "starts the menu's query for %s, and the top bar's query takes it once",
    async (_who, pathname, member) => {
      if (member) storeSessionMark();
      const fetchMock = installFakeFetch(
        (request) => (request.method === 'POST' ? json(menuAnswer) : undefined),
        () => json({}),
      );
      startRouteData({ pathname, search: '' }, testConfig);
      expect(graphqlCalls(fetchMock)).toBe(1);
      const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === GRAPHQL) ?? [];
      expect(new Headers(init?.headers).get('x-api-key')).toBe(testConfig.graphql.apiKey);

      await expect(fetchMenuTree(testConfig.graphql)).resolves.toMatchObject({
        siteTitle: 'Early site',
        siteDescription: 'Said early',
      });
      expect(graphqlCalls(fetchMock)).toBe(1);
      // A second read (the live menu's refresh) asks the server.
      await fetchMenuTree(testConfig.graphql);
      expect(graphqlCalls(fetchMock)).toBe(2);
    },
  );

  it("starts the sign-up page's terms for a guest there, and the page's query takes them once", async () => {
    const settings = { signUpOpen: true, termsOfService: 'Be kind.', privacyPolicy: 'We keep little.' };
    const fetchMock = installFakeFetch((request) =>
      request.method === 'POST'
        ? json(
            JSON.stringify(request.body).includes('signUpOpen')
              ? { data: { siteSettings: { termsVersion: 2, members: settings } } }
              : menuAnswer,
          )
        : undefined,
    );
    startRouteData({ pathname: '/member/signUp', search: '' }, testConfig);
    // The menu and the terms.
    expect(graphqlCalls(fetchMock)).toBe(2);

    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery(memberSettingsQuery(testConfig.graphql))).resolves.toEqual({
      ...settings,
      termsVersion: 2,
    });
    expect(graphqlCalls(fetchMock)).toBe(2);
  });

  it.each(['/member/resetPassword', '/member/signUp/extra'])(
    'does not ask for the sign-up terms on %s',
    (pathname) => {
      const fetchMock = installFakeFetch(() => json(menuAnswer));
      startRouteData({ pathname, search: '' }, testConfig);
      expect(graphqlCalls(fetchMock)).toBe(1);
    },
  );

  it('starts nothing in the admin portal, whose screens ask for their own menus', () => {
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname: '/admin/menu', search: '' }, testConfig);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['?page=3', '?category=Talk', '?target=title&q=hello'])(
    "starts no REST read when a board's address asks for another page, a category or a search (%s): its list, which carries the board's record, is the page's own",
    (search) => {
      const fetchMock = installFakeFetch(() => json({}));
      startRouteData({ pathname: '/board/qna', search }, testConfig);
      expect(requestedUrls(fetchMock)).toEqual([]);
    },
  );

  it('starts the post on a post address, which carries its first comments (no early GET /posts/{postId}/comments)', () => {
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname: '/board/free/post-1', search: '' }, testConfig);
    expect(requestedUrls(fetchMock)).toEqual([`${POST_API}/posts/post-1`]);
  });

  it("starts the home page's boards on /", () => {
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname: '/', search: '' }, testConfig);
    expect(requestedUrls(fetchMock)).toEqual([`${POST_API}/home`]);
  });

  it("starts an article's page on its address, and its page's own request takes it", async () => {
    const fetchMock = installFakeFetch(() => json({ id: 'welcome' }));
    startRouteData({ pathname: '/article/welcome', search: '' }, testConfig);
    expect(requestedUrls(fetchMock)).toEqual([`${POST_API}/articles/welcome`]);
    await expect(restRequest(testConfig, 'post', { path: '/articles/welcome' })).resolves.toEqual({
      id: 'welcome',
    });
    expect(requestedUrls(fetchMock)).toEqual([`${POST_API}/articles/welcome`]);
  });

  it.each([
    ['the editor', '/board/free/write'],
    ['an edit', '/board/free/post-1/edit'],
    ['another module', '/member/signUp'],
    ["an article module's address that is not a page", '/article/welcome/extra'],
    ['a member on an article', '/article/welcome', true],
  ])('starts no REST read for %s', (_what, pathname, member = false) => {
    if (member) storeSessionMark();
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname, search: '' }, testConfig);
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('starts no board read for a member: their reads carry their token and answer for them', () => {
    storeSessionMark();
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname: '/board/notice', search: '' }, testConfig);
    expect(requestedUrls(fetchMock)).toEqual([]);
  });
});

describe('early GETs', () => {
  it('are not handed over once older than 10 seconds (the page asks afresh)', () => {
    installFakeFetch(() => json({}));
    const url = `${POST_API}/boards/old`;
    startEarlyGet(url, { now: () => 1_000 });
    expect(takeEarly(url, () => 11_001)).toBeUndefined();
    startEarlyGet(url, { now: () => 1_000 });
    expect(takeEarly(url, () => 10_999)).toBeDefined();
  });
});

describe("an early request asks for the URL of the page's own query", () => {
  beforeEach(() => window.localStorage.removeItem(LAST_AUTH_USER_KEY));

  /** Answers every first read of a guest's page, whatever its ids, in the shapes the pages' queries parse. */
  const answerFirstReads = (request: FakeRequest) => {
    if (request.method === 'POST') return json(menuAnswer);
    const path = request.url.pathname.slice(new URL(POST_API).pathname.length);
    if (path === '/home') return json({ boards: [] });
    if (/^\/boards\/[^/]+\/posts$/.test(path)) return json(postsPage([listedPost(1)]));
    if (/^\/boards\/[^/]+$/.test(path)) return json(boardInfo());
    if (/^\/posts\/[^/]+$/.test(path)) return json(postView());
    if (/^\/articles\/[^/]+$/.test(path))
      return json({
        id: 'a',
        title: 'A',
        body: 'Hi',
        format: 'markdown',
        updatedAt: '2026-11-25T00:00:00.000Z',
      });
    return undefined;
  };

  it.each([
    ['the home page', '/', 1],
    ['a board list', '/board/free', 1],
    ['a board whose id is written in Korean', '/board/%EC%9E%90%EC%9C%A0', 1],
    ['a board whose id has a space and a slash', '/board/a%20b%2Fc', 1],
    ['a post', '/board/free/post-1', 1],
    ['a post whose ids need encoding', '/board/%EC%9E%90%EC%9C%A0/p%3F1%231', 1],
    ['an article', '/article/welcome', 1],
    ['an article whose id needs encoding', '/article/%EC%95%88%EB%82%B4%20page', 1],
  ])(
    "%s: the pages' queries take every early REST request, and ask the server for nothing more",
    async (_page, pathname, reads) => {
      const fetchMock = installFakeFetch(answerFirstReads);
      startRouteData({ pathname, search: '' }, testConfig);
      const early = requestedUrls(fetchMock);
      expect(early).toHaveLength(reads);

      // The pages' own queries (app/prime-route-data.ts runs them with the pages' query options).
      await primeRouteData(createQueryClient(), testConfig, { pathname, search: '' }, 5_000);
      expect(requestedUrls(fetchMock)).toEqual(early);
      // Each early request was taken: none is left waiting for a page that asks for another URL.
      for (const url of early) expect(takeEarly(url)).toBeUndefined();
    },
  );
});
