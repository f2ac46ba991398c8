import { screen, waitFor, within } from '@testing-library/react';
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
  }: { path?: string } & Parameters<typeof freeBoardApi>[0] = {},
) {
  const fetchMock = installFakeFetch(...freeBoardApi({ board, list }));
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

  it('searches by the chosen target and words', async () => {
    const { fetchMock } = renderBoard(null, {
      list: (request) =>
        json(
          request.url.searchParams.get('q')
            ? page([listedPost(3, { no: null }), listedPost(1, { no: null })], {
                page: null,
                pageCount: null,
                total: null,
                nextToken: null,
              })
            : page(),
        ),
    });
    await screen.findByRole('link', { name: 'Post number 45' });
    // The search form comes once the browser is idle after the list has rendered.
    const search = await screen.findByRole('search', { name: 'Search this board' });
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: 'Search in' }), 'Author');
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Search words' }), 'Minji');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Post number 3' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)).toEqual({ target: 'nickName', q: 'Minji' });
    expect(screen.getByText(/Posts matching “Minji”/)).toBeInTheDocument();
    // Every match is in this answer, so the rows count down from their number as a numbered page does.
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2', '1']);
  });

  it('leaves the numbers out of a search with more matches, whose total is unknown', async () => {
    renderBoard(null, {
      path: '/board/free?target=title&q=post',
      list: ok(
        page([listedPost(3, { no: null })], { page: null, pageCount: null, total: null, nextToken: 'more' }),
      ),
    });
    expect(await screen.findByRole('link', { name: 'Post number 3' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^$/);
    expect(screen.getByRole('link', { name: 'More matches' })).toBeInTheDocument();
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
