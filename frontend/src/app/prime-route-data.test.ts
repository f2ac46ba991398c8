import { boardKeys } from '@/features/boards/api/board-query-keys';
import { readListState } from '@/features/boards/board-urls';
import {
  comment,
  freeBoardApi,
  listedPost,
  ok,
  postApi,
  postsPage,
  postView,
} from '@/features/boards/board-test-data';
import { menuTreeQueryKey } from '@/features/navigation/api/get-menu-tree';
import { createQueryClient } from '@/lib/query-client';
import { LAST_AUTH_USER_KEY, storeSessionMark } from '@/testing/amplify-session';
import { menuTreeAnswer } from '@/testing/api-handlers';
import { installFakeFetch } from '@/testing/fake-fetch';
import { menuNode } from '@/testing/menu-fixtures';
import { testConfig } from '@/testing/test-config';
import { primeRouteData } from './prime-route-data';

const menu = menuTreeAnswer([menuNode('m1', 'Free board', { module: 'board', moduleId: 'free' })]);

function restPaths(fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.href.startsWith(testConfig.rest.post))
    .map((url) => `${url.pathname}${url.search}`);
}

describe("primeRouteData: the page's first data in the query cache before the first render", () => {
  beforeEach(() => window.localStorage.removeItem(LAST_AUTH_USER_KEY));

  it("holds a guest's list page the address names, the board's record it carries and the menu, under the pages' keys", async () => {
    const fetchMock = installFakeFetch(
      menu,
      ...freeBoardApi({
        list: (request) =>
          ok(postsPage([listedPost(2)], { page: Number(request.url.searchParams.get('page')) })),
      }),
    );
    const queryClient = createQueryClient();
    await primeRouteData(queryClient, testConfig, { pathname: '/board/free', search: '?page=2' });

    expect(queryClient.getQueryData(boardKeys.board('free'))).toMatchObject({ name: 'Free Board' });
    const state = readListState(new URLSearchParams('?page=2'));
    expect(queryClient.getQueryData(boardKeys.list('free', state, null))).toMatchObject({ page: 2 });
    expect(queryClient.getQueryData(menuTreeQueryKey)).toMatchObject({ menus: [{ name: 'Free board' }] });
    // One read: the board's record came with the list.
    expect(restPaths(fetchMock)).toEqual(['/dev/boards/free/posts?page=2']);
  });

  it("holds a guest's post on a post address, and its first comments under the comments' key", async () => {
    const comments = { items: [comment('c1')], nextToken: 'more' };
    const fetchMock = installFakeFetch(
      menu,
      postApi('GET', '/posts/post-7', ok(postView({ id: 'post-7', comments }))),
    );
    const queryClient = createQueryClient();
    await primeRouteData(queryClient, testConfig, { pathname: '/board/free/post-7', search: '' });
    expect(queryClient.getQueryData(boardKeys.postFor('post-7', null))).toMatchObject({ id: 'post-7' });
    expect(queryClient.getQueryData(boardKeys.commentsFor('post-7', null))).toEqual({
      pages: [comments],
      pageParams: [null],
    });
    expect(restPaths(fetchMock)).toEqual(['/dev/posts/post-7']);
  });

  it("holds a guest's article on an article address, under the article page's key", async () => {
    const fetchMock = installFakeFetch(menu, (request) =>
      request.url.pathname === '/dev/articles/welcome'
        ? ok({
            id: 'welcome',
            title: 'Welcome',
            body: 'Hello',
            format: 'markdown',
            updatedAt: '2026-11-25T00:00:00.000Z',
          })
        : undefined,
    );
    const queryClient = createQueryClient();
    await primeRouteData(queryClient, testConfig, { pathname: '/article/welcome', search: '' });
    expect(queryClient.getQueryData(['article', 'welcome'])).toMatchObject({ title: 'Welcome' });
    expect(restPaths(fetchMock)).toEqual(['/dev/articles/welcome']);
  });

  it('holds only the menu for a member: their board reads carry their token, once their session is known', async () => {
    storeSessionMark();
    const fetchMock = installFakeFetch(menu, ...freeBoardApi());
    const queryClient = createQueryClient();
    await primeRouteData(queryClient, testConfig, { pathname: '/board/free', search: '' });
    expect(queryClient.getQueryData(menuTreeQueryKey)).toBeDefined();
    expect(restPaths(fetchMock)).toEqual([]);
  });

  it('reads nothing for the admin portal', async () => {
    const fetchMock = installFakeFetch();
    await primeRouteData(createQueryClient(), testConfig, { pathname: '/admin/board/list', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not hold the first render back longer than it is given: a slow read is left to the page', async () => {
    const fetchMock = jest.fn(() => new Promise<Response>(() => undefined));
    globalThis.fetch = fetchMock;
    const queryClient = createQueryClient();
    const started = Date.now();
    await primeRouteData(queryClient, testConfig, { pathname: '/board/free', search: '' }, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(fetchMock).toHaveBeenCalled();
    // Still running: the page's query with the same key joins it instead of asking again.
    const state = readListState(new URLSearchParams(''));
    expect(queryClient.getQueryState(boardKeys.list('free', state, null))?.fetchStatus).toBe('fetching');
  });
});
