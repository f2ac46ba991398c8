import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { guestSession, memberSession } from '@/testing/amplify-session';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import {
  admin,
  boardInfo,
  freeBoardApi,
  listedPost,
  member,
  ok,
  postsPage,
  screenProps,
  searchHit,
  searchPage,
} from '../board-test-data';
import type { BoardPostsPage } from '@contracts/post-answers';
import type { Viewer } from '../viewer';
import { BoardListPage } from './board-list-page';

jest.mock('aws-amplify/auth');

/** The first of three pages of 45 posts unless `extra` says otherwise. */
function page(items = [listedPost(45), listedPost(44)], extra: Partial<BoardPostsPage> = {}) {
  return postsPage(items, { total: 45, pageCount: 3, ...extra });
}

/**
 * Free Board at `path` for `viewer`, the post API answering the board (boardInfo() unless given) and its
 * list (the first page of page(), with the board's record, unless given).
 */
function renderBoard(
  viewer: Viewer | null,
  {
    path = '/board/free',
    board = boardInfo(),
    list = ok(page(undefined, { board })),
    search,
  }: { path?: string } & Parameters<typeof freeBoardApi>[0] = {},
) {
  const fetchMock = installFakeFetch(...freeBoardApi({ board, list, search }));
  jest.mocked(fetchAuthSession).mockResolvedValue(viewer ? memberSession(viewer.userId) : guestSession());
  const props = screenProps(viewer);
  const view = renderWithProviders(<BoardListPage boardId="free" {...props} />, { path });
  return { onSignIn: props.onSignIn, fetchMock, ...view };
}

/** Every request, as `METHOD path` below the stage. */
function requests(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.map(
    ([url, init]) =>
      `${(init as RequestInit | undefined)?.method ?? 'GET'} ${new URL(String(url)).pathname.replace('/dev', '')}`,
  );
}

/** The query strings the search route was asked with. */
function searchRequests(fetchMock: jest.Mock) {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname.endsWith('/boards/free/search'))
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The texts of the `<mark>` elements inside `element`. */
function marks(element: HTMLElement) {
  return [...element.querySelectorAll('mark')].map((mark) => mark.textContent);
}

/** The query strings the list was requested with. */
function listRequests(fetchMock: jest.Mock) {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname.endsWith('/boards/free/posts'))
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('BoardListPage as a guest', () => {
  it('shows the name, description, notices pinned above numbered rows, in one request: the list, which carries the board', async () => {
    const { fetchMock } = renderBoard(null, {
      list: ok(
        page([listedPost(45, { commentCount: 4 }), listedPost(44)], {
          notices: [listedPost(1, { id: 'notice-1', title: 'House rules', isNotice: true, no: null })],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Board' })).toBeInTheDocument();
    expect(screen.getByText('Talk about anything.')).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]!).getByText('Notice')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'House rules' })).toHaveAttribute(
      'href',
      '/board/free/notice-1',
    );
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('45');
    expect(within(rows[1]!).getByLabelText('4 comments')).toHaveTextContent('[4]');
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('44');
    expect(listRequests(fetchMock)).toEqual([{ page: '1' }]);
    // No GET /boards/free: the list's answer brought the board's record.
    expect(requests(fetchMock)).toEqual(['GET /boards/free/posts']);
    expect(document.title).toBe('Free Board - Town');
  });

  it('offers "Sign in to write" on a members-only-write board, which opens the sign-in dialog', async () => {
    const { onSignIn } = renderBoard(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to write' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Write' })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in, not an error, where only members may list, under the board read on its own', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { onSignIn, fetchMock } = renderBoard(null, {
      board: boardInfo({
        permissions: { list: 'member', read: 'member', write: 'member', comment: 'member' },
      }),
      list: json({ message: 'Sign in to see the posts of Free Board.' }, 401),
    });
    expect(await screen.findByText('Sign in to see the posts of Free Board.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Free Board' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // The refused list carries no board: its record, for the heading, is the one read of its own.
    expect(requests(fetchMock)).toEqual(['GET /boards/free/posts', 'GET /boards/free']);
  });

  it('says the board is not found when its list answers 404, asking for nothing more', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = renderBoard(null, { list: json({ message: 'No board with this id.' }, 404) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board not found' })).toBeInTheDocument();
    expect(document.title).toBe('Board not found - Town');
    expect(requests(fetchMock)).toEqual(['GET /boards/free/posts']);
  });

  it('says what failed, with a toast and Try again, when the list cannot be read', async () => {
    let fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderBoard(null, { list: () => (fail ? json({ message: 'busy' }, 503) : json(page())) });
    expect(await screen.findByText('The posts could not be loaded. Please try again.')).toBeInTheDocument();
    fail = false;
    // Under the board's heading, whose record the failed list did not bring (GET /boards/free).
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Free Board' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Post number 45' })).toBeInTheDocument();
  });
});

describe('BoardListPage as a member or admin', () => {
  it('shows Write to a member where members write', async () => {
    renderBoard(member);
    expect(await screen.findByRole('link', { name: 'Write' })).toHaveAttribute('href', '/board/free/write');
  });

  it('shows Write to an admin only where admins alone write', async () => {
    const adminOnly = boardInfo({
      permissions: { list: 'guest', read: 'guest', write: 'admin', comment: 'member' },
    });
    const { unmount } = renderBoard(member, { board: adminOnly });
    await screen.findByRole('link', { name: 'Post number 45' });
    expect(screen.queryByRole('link', { name: 'Write' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to write' })).not.toBeInTheDocument();
    unmount();
    renderBoard(admin, { board: adminOnly });
    expect(await screen.findByRole('link', { name: 'Write' })).toBeInTheDocument();
  });
});

describe('BoardListPage navigation', () => {
  it('shows category tabs and lists one category by its address', async () => {
    const { fetchMock } = renderBoard(member, {
      path: '/board/free?category=Talk',
      board: boardInfo({ categories: ['Talk', 'Photos'] }),
    });
    const tabs = await screen.findByRole('navigation', { name: 'Categories' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Talk', 'Photos']);
    expect(within(tabs).getByRole('link', { name: 'Talk' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/board/free');
    expect(within(tabs).getByRole('link', { name: 'Photos' })).toHaveAttribute(
      'href',
      '/board/free?category=Photos',
    );
    await waitFor(() => expect(listRequests(fetchMock)).toEqual([{ category: 'Talk', page: '1' }]));
  });

  it('links a window of ten pages centred on the current one, with first and last', async () => {
    const { fetchMock } = renderBoard(null, {
      path: '/board/free?page=12',
      list: ok(page([listedPost(360)], { page: 12, total: 600, pageCount: 30 })),
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages of Free Board' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      'Last',
    ]);
    expect(within(pages).getByRole('link', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/board/free?page=30');
    expect(within(pages).getByRole('link', { name: 'First' })).toHaveAttribute('href', '/board/free');
    expect(listRequests(fetchMock)).toEqual([{ page: '12' }]);
  });
});

describe('BoardListPage search', () => {
  it('searches by the chosen target, words and days through the search route, and opens a comment hit at its comment', async () => {
    const { fetchMock } = renderBoard(null, {
      search: ok(
        searchPage([
          searchHit(3, { snippet: '…we saw the first snow today', commentId: 'c-9', commentCount: 2 }),
        ]),
      ),
    });
    await screen.findByRole('link', { name: 'Post number 45' });
    // The search form comes once the browser is idle after the list has rendered.
    const form = await screen.findByRole('search', { name: 'Search this board' });
    const targets = within(form).getByRole('combobox', { name: 'Search in' });
    expect(
      within(targets)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Title + body', 'Title', 'Body', 'Comment', 'Nickname', 'Tag']);
    expect(targets).toHaveValue('titleBody');
    await userEvent.selectOptions(targets, 'Comment');
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search words' }), '"first snow"');
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2024-03-01' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Search results in Free Board' });
    expect(searchRequests(fetchMock)).toEqual([
      { q: '"first snow"', target: 'comment', from: '2024-03-01', limit: '20' },
    ]);
    expect(
      screen.getByText(/Posts with comments matching “"first snow"”, written since 2024\.03\.01\./),
    ).toBeInTheDocument();
    const hit = within(results).getByRole('link', { name: 'Post number 3' });
    expect(hit).toHaveAttribute(
      'href',
      '/board/free/post-3?target=comment&q=%22first+snow%22&from=2024-03-01#comment-c-9',
    );
    // A comment search marks the comment's words, not the title's.
    expect(marks(results)).toEqual(['first snow']);
    expect(within(results).getByText('Comment:')).toBeInTheDocument();
    expect(within(results).getByLabelText('2 comments')).toBeInTheDocument();
    // The list's rows and page links are gone: nothing asked the list route again.
    expect(listRequests(fetchMock)).toEqual([{ page: '1' }]);
    expect(screen.queryByRole('navigation', { name: 'Pages of Free Board' })).not.toBeInTheDocument();
  });

  it('shows a search address newest first with the words marked in titles and snippets, and "Next results" when the answer was full', async () => {
    const hits = Array.from({ length: 20 }, (_, i) =>
      searchHit(40 - i, { title: `Snow day ${40 - i}`, snippet: i === 0 ? 'Heavy SNOW in the north' : null }),
    );
    const { fetchMock } = renderBoard(null, {
      path: '/board/free?q=snow',
      search: ok(searchPage(hits, { nextToken: 'tok-2', searchedTo: '2024-02-01T12:00:00.000Z' })),
    });
    const results = await screen.findByRole('list', { name: 'Search results in Free Board' });
    // One request: the search's answer carried the board's record for the heading.
    expect(requests(fetchMock)).toEqual(['GET /boards/free/search']);
    expect(screen.getByRole('heading', { level: 1, name: 'Free Board' })).toBeInTheDocument();
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(marks(items[0]!)).toEqual(['Snow', 'SNOW']);
    expect(within(items[0]!).getByRole('link', { name: 'Snow day 40' })).toHaveAttribute(
      'href',
      '/board/free/post-40?q=snow',
    );
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Next results' })).toHaveAttribute(
      'href',
      '/board/free?q=snow&after=tok-2',
    );
    expect(within(pages).queryByText(/Searched back to/)).not.toBeInTheDocument();
  });

  it('says how far back an answer that stopped short searched, and offers to search older posts', async () => {
    renderBoard(null, {
      path: '/board/free?target=title&q=snow&after=tok-1',
      search: ok(
        searchPage([searchHit(5, { title: 'Snow again' })], {
          nextToken: 'tok-2',
          searchedTo: '2024-02-01T12:00:00.000Z',
        }),
      ),
    });
    const pages = await screen.findByRole('navigation', { name: 'Search results pages' });
    expect(pages).toHaveTextContent('Searched back to 2024.02.01. Search older posts');
    expect(within(pages).getByRole('link', { name: 'Search older posts' })).toHaveAttribute(
      'href',
      '/board/free?target=title&q=snow&after=tok-2',
    );
    expect(within(pages).getByRole('link', { name: 'First results' })).toHaveAttribute(
      'href',
      '/board/free?target=title&q=snow',
    );
  });

  it('says no posts match, or none back to a date with older posts left to search', async () => {
    const { unmount } = renderBoard(null, { path: '/board/free?q=nothing' });
    expect(await screen.findByText('No posts match “nothing”.')).toBeInTheDocument();
    expect(document.title).toBe('Free Board - Town');
    unmount();
    renderBoard(null, {
      path: '/board/free?q=rare',
      search: ok(searchPage([], { nextToken: 'tok-2', searchedTo: '2024-02-01T12:00:00.000Z' })),
    });
    expect(await screen.findByText('No posts match “rare” back to 2024.02.01.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search older posts' })).toHaveAttribute(
      'href',
      '/board/free?q=rare&after=tok-2',
    );
  });

  it("says where the results would be why the server refused a search, under the board's heading", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderBoard(null, {
      path: '/board/free?q=-ads',
      search: json(
        {
          message: 'Invalid request',
          fields: [{ field: 'query.q', message: 'needs a word to look for (not only -excluded ones)' }],
        },
        400,
      ),
    });
    expect(
      await screen.findByText(
        'This search cannot be run: Invalid request (query.q needs a word to look for (not only -excluded ones))',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Board' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when the search cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    renderBoard(null, {
      path: '/board/free?q=snow',
      search: () => (fail ? json({ message: 'busy' }, 503) : json(searchPage([searchHit(2)]))),
    });
    expect(await screen.findByText('The search could not be completed.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post number 2' })).toBeInTheDocument();
  });

  it('checks the words before searching and says what is wrong under the box, searching nothing', async () => {
    const { fetchMock } = renderBoard(null);
    const form = await screen.findByRole('search', { name: 'Search this board' });
    const box = within(form).getByRole('searchbox', { name: 'Search words' });
    await userEvent.type(box, '-ads{Enter}');
    expect(
      await within(form).findByText('Search words needs a word to look for (not only -excluded ones)'),
    ).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(
      'Search words needs a word to look for (not only -excluded ones)',
    );
    await waitFor(() => expect(box).toHaveFocus());
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2024-03-31' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2024-03-01' } });
    await userEvent.clear(box);
    await userEvent.type(box, 'snow{Enter}');
    expect(await within(form).findByText('To must not be before from')).toBeInTheDocument();
    expect(searchRequests(fetchMock)).toEqual([]);
  });

  it('returns to the numbered list when the words are cleared', async () => {
    const { fetchMock } = renderBoard(null, {
      path: '/board/free?q=snow',
      search: ok(searchPage([searchHit(2, { title: 'Snow' })])),
    });
    await screen.findByRole('link', { name: 'Snow' });
    const form = await screen.findByRole('search', { name: 'Search this board' });
    const box = within(form).getByRole('searchbox', { name: 'Search words' });
    expect(box).toHaveValue('snow');
    await userEvent.clear(box);
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Post number 45' })).toBeInTheDocument();
    expect(listRequests(fetchMock)).toEqual([{ page: '1' }]);
    expect(screen.getByRole('navigation', { name: 'Pages of Free Board' })).toBeInTheDocument();
  });
});
