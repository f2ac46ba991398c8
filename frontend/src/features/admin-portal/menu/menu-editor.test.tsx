import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { memberSession } from '@/testing/amplify-session';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeAdminApi, page, siteSettings } from '../testing/fake-admin-api';
import { MenuEditor } from './menu-editor';

jest.mock('aws-amplify/auth');
// Dialogs and user-event typing on a shared 2-core machine.
jest.setTimeout(30_000);
// These screens load several lists and open dialogs: give them room on a busy shared machine.
configure({ asyncUtilTimeout: 10_000 });

const item = (id: string, sortOrder: number, children: unknown[] = [], parentId: string | null = null) => ({
  id,
  name: id[0]?.toUpperCase() + id.slice(1),
  module: 'board',
  moduleId: id,
  link: `/board/${id}`,
  sortOrder,
  parentId,
  children,
});

// Home · Community › Boards › Notice, Free · About
const tree = [
  item('home', 10),
  item('community', 20, [
    item('boards', 10, [item('notice', 10, [], 'boards'), item('free', 20, [], 'boards')], 'community'),
  ]),
  item('about', 30),
];

function setup(extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('admin-1'));
  const api = fakeAdminApi({
    'graphql AdminMenuTree': json({ data: { menuTree: tree } }),
    'GET /boards': page([]),
    'graphql MoveMenu': json({ data: { moveMenu: { id: 'x' } } }),
    ...extra,
  });
  installFakeFetch(api.handler);
  renderWithProviders(<MenuEditor />, { path: '/admin/menu/edit' });
  const operation = (name: string) =>
    api.calls
      .filter((c) => ((c.body as { query?: string } | undefined)?.query ?? '').includes(`${name}`))
      .map((c) => (c.body as { variables: unknown }).variables);
  return { api, operation };
}

describe('Menu Editor', () => {
  it('shows the tree with each item’s module, target and link, and the level', async () => {
    setup();
    const tree = await screen.findByRole('list', { name: 'Menu tree' });
    expect(within(tree).getByText('Notice')).toBeInTheDocument();
    expect(within(screen.getByTestId('menu-row-notice')).getByText(/level 3/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('menu-row-free')).getByText(/board · free · \/board\/free/),
    ).toBeInTheDocument();
    expect(document.title).toBe('Menu Editor · Admin Portal');
  });

  it('adds a top-level item and creates its board in the same step', async () => {
    const { api, operation } = setup({
      'POST /admin/boards': json({ id: 'gallery' }, 201),
      'graphql CreateMenu': json({ data: { createMenu: { id: 'm1' } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add top-level item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a top-level item' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gallery');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Board id/ }), 'gallery');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Create this board now/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Gallery" was added with its new board gallery.')).toBeInTheDocument();
    const board = api.calls.find((c) => c.url.pathname.endsWith('/admin/boards'));
    expect(board?.body).toMatchObject({
      id: 'gallery',
      name: 'Gallery',
      permissions: { read: 'guest', write: 'member' },
    });
    expect(operation('createMenu')).toEqual([
      { input: { name: 'Gallery', module: 'board', moduleId: 'gallery', link: null, parentId: null } },
    ]);
  });

  it('refuses a board item whose board does not exist unless it is created', async () => {
    const { operation } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add top-level item' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gallery');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Board id/ }), 'gallery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/Board id is not a board yet/)).toBeInTheDocument();
    expect(operation('createMenu')).toEqual([]);
  });

  it('moves with the keyboard-accessible buttons', async () => {
    const { operation } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Move up: About' }));
    await screen.findByText('"About" was moved.');
    expect(operation('moveMenu')).toEqual([{ input: { id: 'about', parentId: null, sortOrder: 15 } }]);
  });

  it('refuses a 4th level with a message, for moves and for new sub-menus', async () => {
    const { operation } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Move under the item above: Free' }));
    expect(
      await screen.findAllByText(
        'Menus are at most 3 levels deep. Moving "Free" there would put it on level 4.',
      ),
    ).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add child to Notice' }));
    expect(
      await screen.findAllByText(
        'Menus are at most 3 levels deep. "Notice" is on level 3, so it cannot have sub-menus.',
      ),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(operation('moveMenu')).toEqual([]);
  });

  it('moves by drag and drop', async () => {
    const { operation } = setup();
    const home = await screen.findByTestId('menu-row-home');
    const about = screen.getByTestId('menu-row-about');
    fireEvent.dragStart(home);
    // jsdom's drag events carry no pointer position, which reads as the target's lower edge: after it.
    fireEvent.dragOver(about);
    fireEvent.drop(about);
    await screen.findByText('"Home" was moved.');
    expect(operation('moveMenu')).toEqual([{ input: { id: 'home', parentId: null, sortOrder: 40 } }]);
  });

  it('deletes after a confirmation that says how many sub-menus go with it', async () => {
    const { operation } = setup({
      'graphql DeleteMenu': json({ data: { deleteMenu: { id: 'community', deletedIds: [] } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Community"?' });
    expect(dialog).toHaveTextContent('Its 3 sub-menus will be deleted with it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Community" and its 3 sub-menus were deleted.')).toBeInTheDocument();
    expect(operation('deleteMenu')).toEqual([{ input: { id: 'community', cascade: true } }]);
  });

  describe('home page', () => {
    const settings = siteSettings({
      title: 'Town',
      description: 'A friendly town.',
      members: { signUpOpen: true },
      upload: { maxFileSizeMb: 10, allowedExtensions: ['jpg'] },
    });

    /** The tree answers with the home item the last SetHomeMenu saved, as the server would. */
    function setupHome(initial: string | null, refusal?: string) {
      let home = initial;
      return setup({
        'graphql AdminMenuTree': () => json({ data: { menuTree: tree, siteSettings: { homeMenuId: home } } }),
        'graphql AdminSiteSettings': json({ data: { siteSettings: settings } }),
        'graphql SetHomeMenu': (request) => {
          if (refusal) {
            return json({
              data: { updateSiteSettings: null },
              errors: [{ message: refusal, errorType: 'BadRequest' }],
            });
          }
          home = (request.body as { variables: { input: { homeMenuId: string | null } } }).variables.input
            .homeMenuId;
          return json({
            data: { updateSiteSettings: { title: 'Town', homeMenuId: home, updatedAt: 'now' } },
          });
        },
      });
    }

    it('marks the current home item and sets another one with a keyboard-reachable button', async () => {
      const { operation } = setupHome('home');
      const homeRow = await screen.findByTestId('menu-row-home');
      await waitFor(() => expect(within(homeRow).getByText('Home page')).toBeInTheDocument());
      expect(within(screen.getByTestId('menu-row-free')).queryByText('Home page')).not.toBeInTheDocument();

      const button = screen.getByRole('button', { name: 'Set as home page: Free' });
      act(() => button.focus());
      await userEvent.keyboard('{Enter}');
      expect(
        await screen.findByText('"Free" is now the home page: the site\'s address opens /board/free.'),
      ).toBeInTheDocument();
      // The other settings are sent back as read; the member texts are left out (kept by the server).
      expect(operation('SetHomeMenu')).toEqual([
        {
          input: {
            title: 'Town',
            description: 'A friendly town.',
            defaultLanguage: 'en',
            upload: { maxFileSizeMb: 10, allowedExtensions: ['jpg'] },
            members: { signUpOpen: true },
            homeMenuId: 'free',
          },
        },
      ]);
      await waitFor(() =>
        expect(within(screen.getByTestId('menu-row-free')).getByText('Home page')).toBeInTheDocument(),
      );
      expect(within(screen.getByTestId('menu-row-home')).queryByText('Home page')).not.toBeInTheDocument();
    });

    it('clears the home page: the default home page again', async () => {
      const { operation } = setupHome('about');
      await userEvent.click(await screen.findByRole('button', { name: 'Clear home page: About' }));
      expect(
        await screen.findByText('The home page is the default page again (the latest posts of every board).'),
      ).toBeInTheDocument();
      expect(operation('SetHomeMenu')).toEqual([
        { input: expect.objectContaining({ homeMenuId: null }) as unknown },
      ]);
      await waitFor(() => expect(screen.queryByText('Home page')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Set as home page: About' })).toBeInTheDocument();
    });

    it('says why when the server refuses, and nothing is marked', async () => {
      setupHome(null, 'homeMenuId: no menu item has this id');
      await userEvent.click(await screen.findByRole('button', { name: 'Set as home page: Notice' }));
      expect(
        await screen.findByText('The home page was not changed: homeMenuId: no menu item has this id'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    });

    it('says so when the home item is no longer in the menu', async () => {
      setupHome('gone');
      expect(
        await screen.findByText(/The home page was an item that is no longer in the menu/),
      ).toBeInTheDocument();
    });

    it('warns in the delete confirmation that the home page goes with the item', async () => {
      setupHome('free');
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Community' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete "Community"?' });
      expect(dialog).toHaveTextContent('The home page goes with it');
    });
  });

  it('explains a concurrent edit by another admin and reloads the tree', async () => {
    const { operation } = setup({
      'graphql MoveMenu': json({
        data: { moveMenu: null },
        errors: [
          {
            message: 'The menu was changed by someone else meanwhile. Please reload and try again.',
            errorType: 'Conflict',
          },
        ],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move down: Home' }));
    expect(await screen.findByText(/Another admin changed the menu at the same time/)).toBeInTheDocument();
    await waitFor(() => expect(operation('menuTree {').length).toBeGreaterThanOrEqual(2));
  });
});
