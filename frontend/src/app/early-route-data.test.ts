import { LAST_AUTH_USER_KEY, storeSessionMark } from '@/testing/amplify-session';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { testConfig } from '@/testing/test-config';
import { startEarlyGet, takeEarlyGet } from '@/lib/early-requests';
import { restRequest } from '@/lib/rest-request';
import { startRouteData } from './early-route-data';

const POST_API = testConfig.rest.post;

function requestedUrls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

describe("startRouteData: a page's first data, asked for before its code has rendered", () => {
  beforeEach(() => window.localStorage.removeItem(LAST_AUTH_USER_KEY));

  it("starts a board's record and its first list page for a guest, and the page's own requests take them", async () => {
    const fetchMock = installFakeFetch((request) =>
      json({ path: request.url.pathname, page: request.url.searchParams.get('page') }),
    );
    startRouteData({ pathname: '/board/free', search: '' }, testConfig);
    expect(requestedUrls(fetchMock)).toEqual([
      `${POST_API}/boards/free`,
      `${POST_API}/boards/free/posts?page=1`,
    ]);

    // What the board page's queries then ask for (features/boards/api): answered without a second request.
    await expect(restRequest(testConfig, 'post', { path: '/boards/free' })).resolves.toEqual({
      path: '/dev/boards/free',
      page: null,
    });
    await expect(
      restRequest(testConfig, 'post', {
        path: '/boards/free/posts',
        query: { category: undefined, page: 1 },
      }),
    ).resolves.toEqual({ path: '/dev/boards/free/posts', page: '1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Taken once: a later read (a refresh of the list) asks the server again.
    await restRequest(testConfig, 'post', { path: '/boards/free' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("starts only the board's record when the address asks for another page, a category or a search", () => {
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname: '/board/qna', search: '?page=3' }, testConfig);
    expect(requestedUrls(fetchMock)).toEqual([`${POST_API}/boards/qna`]);
  });

  it('starts the post on a post address', () => {
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname: '/board/free/post-1', search: '' }, testConfig);
    expect(requestedUrls(fetchMock)).toEqual([`${POST_API}/posts/post-1`]);
  });

  it.each([
    ['the editor', '/board/free/write'],
    ['an edit', '/board/free/post-1/edit'],
    ['the home page', '/'],
    ['another module', '/article/welcome'],
  ])('starts nothing for %s', (_what, pathname) => {
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname, search: '' }, testConfig);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts nothing for a member: their reads carry their token and answer for them', () => {
    storeSessionMark();
    const fetchMock = installFakeFetch(() => json({}));
    startRouteData({ pathname: '/board/notice', search: '' }, testConfig);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('early GETs', () => {
  it('are not handed over once older than 10 seconds (the page asks afresh)', () => {
    installFakeFetch(() => json({}));
    const url = `${POST_API}/boards/old`;
    startEarlyGet(url, () => 1_000);
    expect(takeEarlyGet(url, () => 11_001)).toBeUndefined();
    startEarlyGet(url, () => 1_000);
    expect(takeEarlyGet(url, () => 10_999)).toBeDefined();
  });
});
