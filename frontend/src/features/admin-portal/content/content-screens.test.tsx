import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@/testing/fake-fetch';
import { expectHeadingOutline } from '@/testing/heading-outline';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DashboardPage } from '../dashboard/dashboard-page';
import { adminComment, adminPost, page } from '../testing/fake-admin-api';
import { setupAdminApi } from '../testing/setup-admin';
import { NEW_BOARD_SETTINGS } from '../api/save-board';
import { BoardForm } from './board-form';
import { BoardList } from './board-list';
import { PostList } from './post-list';
import { TrashList } from './trash-list';

jest.mock('aws-amplify/auth');
jest.setTimeout(30_000);
// These screens load several lists and open dialogs: give them room on a busy shared machine.
configure({ asyncUtilTimeout: 10_000 });

/** A board with the settings a new board starts with. */
const board = (id: string, name: string) => ({
  id,
  ...NEW_BOARD_SETTINGS,
  name,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const post = adminPost;
const boards = page([board('free', 'Free Board'), board('qna', 'Q&A')]);

describe('Dashboard', () => {
  it('shows the counts, the latest members, posts and comments, and trashes a post in one click', async () => {
    const api = setupAdminApi({
      'GET /admin/dashboard': json({
        members: { total: 12, today: 2 },
        posts: { total: 40, today: 5 },
        comments: { total: 90, today: 7 },
        countedAt: '2026-01-02T03:04:00Z',
        freshUntil: '2026-01-02T03:05:00Z',
      }),
      'GET /admin/posts': page([post('p1', 'Hello')]),
      'GET /admin/comments': page([adminComment('c1')]),
      // The newest five, newest first, from the server's sign-up index (no search text).
      'GET /admin/members': (request) =>
        request.url.searchParams.get('by') === 'newest' && request.url.searchParams.get('limit') === '5'
          ? page([
              {
                userId: 'u2',
                userName: 'new',
                email: 'n@x',
                name: 'N',
                nickName: 'Newest',
                userGroups: [],
                enabled: true,
                createdAt: '2026-01-01T00:00:00Z',
              },
              {
                userId: 'u1',
                userName: 'old',
                email: 'o@x',
                name: 'O',
                nickName: 'Old',
                userGroups: [],
                enabled: true,
                createdAt: '2025-01-01T00:00:00Z',
              },
            ])
          : json({ message: 'unexpected member query' }, 400),
      'POST /admin/posts/trash': json({ trashed: ['p1'], missing: [] }),
    });
    renderWithProviders(<DashboardPage />, { path: '/admin' });
    await waitFor(() => expect(screen.getByTestId('Members-total')).toHaveTextContent('12'));
    expect(screen.getByTestId('Posts-today')).toHaveTextContent('+5 today');
    expect(screen.getByTestId('Comments-total')).toHaveTextContent('90');
    // h1 Dashboard, then its sections as h2: no h3 before any h2.
    expect(expectHeadingOutline()).toEqual([
      'h1 Dashboard',
      'h2 Members',
      'h2 Posts',
      'h2 Comments',
      'h2 Latest members',
      'h2 Latest posts',
      'h2 Latest comments',
      'h2 Shortcuts',
    ]);
    const members = screen.getByRole('region', { name: 'Latest members' });
    const names = await within(members).findAllByRole('link');
    expect(names.map((l) => l.textContent)).toEqual(['More', 'Newest', 'Old']);
    expect(
      within(screen.getByRole('region', { name: 'Latest comments' })).getByText('Nice'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move post "Hello" to the trash' }));
    expect(await screen.findByText('The post was moved to the trash.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ postIds: ['p1'] });
    expect(
      within(screen.getByRole('navigation', { name: 'Shortcuts' })).getByRole('link', { name: 'Trash' }),
    ).toHaveAttribute('href', '/admin/trash/list');
  });
});

describe('Post list', () => {
  function setup(extra = {}) {
    return setupAdminApi({
      'GET /boards': boards,
      'GET /admin/posts': (request) =>
        request.url.searchParams.get('boardId') === 'qna'
          ? page([])
          : page([post('p1', 'Hello'), post('p2', 'World')]),
      ...extra,
    });
  }

  it('filters by board, and says when nothing matches', async () => {
    const api = setup();
    renderWithProviders(<PostList />, { path: '/admin/post/list' });
    expect(await screen.findByRole('link', { name: 'Hello' })).toBeInTheDocument();
    // A native select (components/small-select.tsx): chosen the way a user picks from the browser's list.
    const boardFilter = screen.getByRole('combobox', { name: 'Board' });
    await userEvent.selectOptions(boardFilter, within(boardFilter).getByRole('option', { name: 'Q&A' }));
    expect(await screen.findByText('No posts match.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get('boardId')).toBe('qna');
  });

  it('moves the selected posts to the trash, and to another board', async () => {
    const api = setup({
      'POST /admin/posts/trash': json({ trashed: ['p1'], missing: [] }),
      'POST /admin/posts/move': json({ moved: ['p2'], missing: [] }),
    });
    renderWithProviders(<PostList />, { path: '/admin/post/list' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select post Hello' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('1 post moved to the trash.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select post World' }));
    const moveTo = screen.getByRole('combobox', { name: 'Move to board' });
    await userEvent.selectOptions(moveTo, within(moveTo).getByRole('option', { name: 'Q&A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('1 post moved to Q&A.')).toBeInTheDocument();
    const bodies = api.calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(bodies).toEqual([{ postIds: ['p1'] }, { postIds: ['p2'], boardId: 'qna' }]);
  });

  it('says why a bulk action failed', async () => {
    setup({ 'POST /admin/posts/trash': json({ message: 'Only admins may do this.' }, 403) });
    renderWithProviders(<PostList />, { path: '/admin/post/list' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('Only admins may do this.')).toBeInTheDocument();
  });
});

describe('Trash', () => {
  it('shows who deleted what and when, restores, and purges after a confirmation', async () => {
    const trashed = post('p9', 'Spam', {
      status: 'trashed',
      deletedBy: 'admin-1',
      deletedAt: '2026-01-03T00:00:00Z',
    });
    const api = setupAdminApi({
      'GET /boards': boards,
      'GET /admin/posts': page([trashed]),
      'GET /admin/comments': page([]),
      'GET /member/admin-1': json({ userName: 'boss', nickName: 'Boss', userGroups: ['Admin'] }),
      'POST /admin/posts/p9/restore': json({ id: 'p9', status: 'published' }),
      'DELETE /admin/posts/p9': json({ id: 'p9', purged: true }),
    });
    renderWithProviders(<TrashList />, { path: '/admin/trash/list' });
    const table = await screen.findByRole('table', { name: 'Trashed posts' });
    expect(await within(table).findByText('Boss')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Restore post Spam' }));
    expect(await screen.findByText('"Spam" was restored.')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Purge post Spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post for good?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Purge' }));
    expect(await screen.findByText('"Spam" was deleted for good.')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(
      expect.arrayContaining(['POST /dev/admin/posts/p9/restore', 'DELETE /dev/admin/posts/p9']),
    );
  });

  it('says so when the trash is empty', async () => {
    setupAdminApi({ 'GET /boards': boards, 'GET /admin/posts': page([]), 'GET /admin/comments': page([]) });
    renderWithProviders(<TrashList />, { path: '/admin/trash/list' });
    expect(await screen.findByText('No posts in the trash.')).toBeInTheDocument();
  });
});

describe('Boards', () => {
  it('asks again before deleting a board that has posts, saying what happens to them', async () => {
    const api = setupAdminApi({
      'GET /boards': boards,
      'DELETE /admin/boards/free': (request) =>
        request.url.searchParams.get('confirm') === 'true'
          ? json({ id: 'free', deleted: true })
          : json({ message: 'This board has posts. Delete it with confirm=true to go ahead.' }, 409),
    });
    renderWithProviders(<BoardList />, { path: '/admin/board/list' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Free Board' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: '"Free Board" still has posts' });
    expect(again).toHaveTextContent('Its posts stay stored');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete with its posts hidden' }));
    expect(await screen.findByText('The board "Free Board" was deleted.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.search)).toEqual([
      '',
      '?confirm=true',
    ]);
  });

  it('creates a board with permissions, categories and page size', async () => {
    const api = setupAdminApi({
      'GET /boards': boards,
      'POST /admin/boards': json(board('gallery', 'Gallery'), 201),
    });
    renderWithProviders(<BoardForm />, { path: '/admin/board/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Board id/ }), 'gallery');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Gallery');
    await userEvent.type(screen.getByRole('textbox', { name: /Categories/ }), 'Photos{enter}Drawings');
    await userEvent.click(screen.getByRole('combobox', { name: 'Write posts' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admins only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The board "Gallery" was created.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: 'gallery',
      name: 'Gallery',
      description: '',
      postsPerPage: 20,
      categories: ['Photos', 'Drawings'],
      permissions: { list: 'guest', read: 'guest', write: 'admin', comment: 'member' },
    });
  });

  it('refuses a bad board id before calling the server', async () => {
    const api = setupAdminApi({ 'GET /boards': boards });
    renderWithProviders(<BoardForm />, { path: '/admin/board/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Board id/ }), 'Bad Id');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Board id must be lower-case letters');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]));
  });

  it('names the field in each message, as its label says ("Name is required")', async () => {
    setupAdminApi({ 'GET /boards': boards });
    renderWithProviders(<BoardForm />, { path: '/admin/board/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Board id/ }), 'gallery');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Name is required$/);
  });
});
