import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlAnswer, menuTreeAnswer } from '@/testing/api-handlers';
import { FakeRealtimeSocket, realtimeTestConfig } from '@/testing/fake-realtime-socket';
import { menuNode as menu } from '@/testing/menu-fixtures';
import { installFakeFetch, json, networkError } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { testConfig } from '@/testing/test-config';
import { TopBar, type TopBarProps } from './top-bar';

/** Three levels: Community › (Free Board, Notices › (Events)), plus a plain link and an external one. */
const threeLevelTree = [
  menu('home', 'Home', { link: '/' }),
  menu('community', 'Community Boards', {
    children: [
      menu('free', 'Free Board', { parentId: 'community' }),
      menu('notices', 'Notices', {
        parentId: 'community',
        children: [menu('events', 'Events', { parentId: 'notices', module: 'article', moduleId: 'events' })],
      }),
    ],
  }),
  menu('qna', 'Q&A'),
  menu('docs', 'Docs', { link: 'https://example.com/docs' }),
];

/** Asserts that `container` holds a `role` element (a link, a menu item) named `name`, leading to `href`. */
function expectLinkTo(container: HTMLElement, role: 'link' | 'menuitem', name: string, href: string) {
  expect(within(container).getByRole(role, { name })).toHaveAttribute('href', href);
}

function renderTopBar(props: Partial<TopBarProps> = {}, path = '/') {
  const handlers = {
    onSignIn: jest.fn(),
    onSignOut: jest.fn(),
  };
  renderWithProviders(<TopBar user={null} sessionLoading={false} {...handlers} {...props} />, { path });
  return handlers;
}

describe('TopBar menu', () => {
  it('reads the menu tree in one GraphQL request with the public API key', async () => {
    const fetchMock = installFakeFetch(menuTreeAnswer(threeLevelTree));
    renderTopBar();
    expect(await screen.findByRole('button', { name: 'Community Boards' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(testConfig.graphql.endpoint);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-api-key')).toBe(testConfig.graphql.apiKey);
    expect(JSON.parse(String(init?.body)).query).toContain('menuTree');
  });

  it('renders top-level links: own link, module path, external address', async () => {
    installFakeFetch(menuTreeAnswer(threeLevelTree));
    renderTopBar();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expectLinkTo(nav, 'link', 'Q&A', '/board/qna');
    expectLinkTo(nav, 'link', 'Docs', 'https://example.com/docs');
  });

  it('opens a dropdown with the children and grandchildren on click', async () => {
    installFakeFetch(menuTreeAnswer(threeLevelTree));
    renderTopBar();
    const button = await screen.findByRole('button', { name: 'Community Boards' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dropdown = await screen.findByRole('menu', { name: 'Community Boards' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(dropdown).getAllByRole('menuitem');
    // The parent's own page first: on a desktop the dropdown is the only way to it (the drawer lists it too).
    expect(items.map((item) => item.textContent)).toEqual([
      'Community Boards',
      'Free Board',
      'Notices',
      'Events',
    ]);
    expectLinkTo(dropdown, 'menuitem', 'Community Boards', '/board/community');
    expectLinkTo(dropdown, 'menuitem', 'Free Board', '/board/free');
    expectLinkTo(dropdown, 'menuitem', 'Events', '/article/events');
  });

  it('navigates and closes the dropdown when a child is chosen', async () => {
    installFakeFetch(menuTreeAnswer(threeLevelTree));
    renderTopBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Community Boards' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Notices' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/board/notices');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it.each([
    ['a child', '/board/free'],
    ['a grandchild', '/article/events'],
  ])('highlights the parent when the current path is %s link', async (_what, path) => {
    installFakeFetch(menuTreeAnswer(threeLevelTree));
    renderTopBar({}, path);
    expect(await screen.findByRole('button', { name: 'Community Boards' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('does not highlight the parent elsewhere', async () => {
    installFakeFetch(menuTreeAnswer(threeLevelTree));
    renderTopBar({}, '/board/other');
    expect(await screen.findByRole('button', { name: 'Community Boards' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows one error toast per GraphQL error and an empty menu', async () => {
    installFakeFetch(
      graphqlAnswer(
        json({
          data: null,
          errors: [{ message: 'Not Authorized to access menuTree' }, { message: 'Table is unavailable' }],
        }),
      ),
    );
    renderTopBar();
    expect(await screen.findByText('Not Authorized to access menuTree')).toBeInTheDocument();
    expect(screen.getByText('Table is unavailable')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toBeEmptyDOMElement();
  });

  it('shows a human error toast and an empty menu when the API cannot be reached', async () => {
    installFakeFetch(graphqlAnswer(networkError()));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderTopBar();
    expect(
      await screen.findByText('The menu could not be loaded. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeEmptyDOMElement();
  });
});

describe('TopBar account area', () => {
  beforeEach(() => {
    installFakeFetch(menuTreeAnswer([]));
  });

  it('links the brand to the root', async () => {
    renderTopBar({}, '/board/1');
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/');
  });

  it("shows the site's title from the server as the brand, in the menu's request", async () => {
    const fetch = installFakeFetch(
      graphqlAnswer(json({ data: { menuTree: [], siteSettings: { title: '우리 동네' } } })),
    );
    renderTopBar();
    expect(await screen.findByRole('link', { name: '우리 동네' })).toHaveAttribute('href', '/');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows Sign In to guests and calls onSignIn', async () => {
    const { onSignIn } = renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('shows nothing on the right while the session is first resolved', () => {
    renderTopBar({ sessionLoading: true });
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("shows the member's nickName instead of Sign In (once the member's menu has downloaded)", async () => {
    renderTopBar({ user: { nickName: 'Minji', isAdmin: false } });
    expect(await screen.findByRole('button', { name: 'Minji' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("shows 'Guest' for a member without a nickName", () => {
    renderTopBar({ user: { nickName: null, isAdmin: false } });
    expect(screen.getByRole('button', { name: 'Guest' })).toBeInTheDocument();
  });

  it('opens the user menu with its entries and no Manage for non-admins', async () => {
    renderTopBar({ user: { nickName: 'Minji', isAdmin: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Minji' }));
    const userMenu = await screen.findByRole('menu', { name: 'Minji' });
    expect(
      within(userMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'View Member Info',
      'Scraps',
      'Saved Articles',
      'Written Articles',
      'Friends',
      'Message Box',
      'Scraps',
      'Sign Out',
    ]);
  });

  it('shows Manage, linking to /admin, to admins', async () => {
    renderTopBar({ user: { nickName: 'Boss', isAdmin: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Boss' }));
    expect(await screen.findByRole('menuitem', { name: 'Manage' })).toHaveAttribute('href', '/admin');
  });

  it("links every user-menu entry to the member's page", async () => {
    renderTopBar({ user: { nickName: 'Minji', isAdmin: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Minji' }));
    const hrefs = (await screen.findAllByRole('menuitem'))
      .map((item) => [item.textContent, item.getAttribute('href')])
      .filter(([, href]) => href !== null);
    expect(hrefs).toEqual([
      ['View Member Info', '/member/info'],
      ['Scraps', '/member/scraps'],
      ['Saved Articles', '/member/drafts'],
      ['Written Articles', '/member/written'],
      ['Friends', '/member/friends'],
      ['Message Box', '/member/messages'],
      ['Scraps', '/member/scraps'],
    ]);
  });

  it('signs out from the user menu', async () => {
    const { onSignOut } = renderTopBar({ user: { nickName: 'Minji', isAdmin: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Minji' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('TopBar live updates (schema.graphql Subscription)', () => {
  beforeEach(() => {
    FakeRealtimeSocket.install({ acknowledging: false });
  });

  /** Answers the n-th navigation request with `answers[n]` (the last one from then on). */
  function serveNavigation(...answers: { menuTree: unknown[]; siteSettings?: { title: string } }[]) {
    let served = 0;
    return installFakeFetch((request) => {
      const answer = graphqlAnswer(json({ data: answers[Math.min(served, answers.length - 1)] }))(request);
      if (answer) served += 1;
      return answer;
    });
  }

  function renderLiveTopBar() {
    renderWithProviders(
      <TopBar user={null} sessionLoading={false} onSignIn={jest.fn()} onSignOut={jest.fn()} />,
      { config: realtimeTestConfig },
    );
  }

  /** The page's one socket, once the lazily loaded client has opened it. */
  async function openedSocket() {
    return waitFor(() => {
      expect(FakeRealtimeSocket.instances).toHaveLength(1);
      return FakeRealtimeSocket.instances[0] as FakeRealtimeSocket;
    });
  }

  /** AppSync publishes `value` to the page's subscription on `field`. */
  function publish(socket: FakeRealtimeSocket, field: string, value: unknown) {
    socket.serve({ type: 'data', id: socket.subscriptionOn(field), payload: { data: { [field]: value } } });
  }

  it("shows an admin's new menu entry without a reload, after one more request", async () => {
    const fetchMock = serveNavigation(
      { menuTree: threeLevelTree },
      { menuTree: [...threeLevelTree, menu('live', 'Live Board')] },
    );
    renderLiveTopBar();
    expect(await screen.findByRole('button', { name: 'Community Boards' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Live Board' })).not.toBeInTheDocument();

    const socket = await openedSocket();
    expect(socket.url.startsWith('ws://127.0.0.1:4020/graphql/realtime?header=')).toBe(true);
    socket.accept();

    // An admin creates a menu: AppSync publishes it to onMenuChanged.
    publish(socket, 'onMenuChanged', { id: 'live' });
    expect(await screen.findByRole('link', { name: 'Live Board' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the site's new title when an admin saves the settings", async () => {
    serveNavigation(
      { menuTree: [], siteSettings: { title: 'Old Town' } },
      { menuTree: [], siteSettings: { title: 'New Town' } },
    );
    renderLiveTopBar();
    expect(await screen.findByRole('link', { name: 'Old Town' })).toBeInTheDocument();

    const socket = await openedSocket();
    socket.accept();
    publish(socket, 'onSiteSettingsUpdated', { title: 'New Town' });
    expect(await screen.findByRole('link', { name: 'New Town' })).toBeInTheDocument();
  });

  it('keeps the page as it is, without an error toast, when the server refuses live updates', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = serveNavigation({ menuTree: threeLevelTree });
    renderLiveTopBar();
    expect(await screen.findByRole('button', { name: 'Community Boards' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const socket = await openedSocket();
    socket.accept();
    socket.serve({
      type: 'error',
      id: socket.subscriptionOn('onMenuChanged'),
      payload: { errors: [{ errorType: 'UnauthorizedException', message: 'Not Authorized' }] },
    });
    expect(warn).toHaveBeenCalledWith('Live menu updates failed:', 'Not Authorized');
    expect(screen.getByRole('button', { name: 'Community Boards' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens no socket when the API has no realtime endpoint', async () => {
    serveNavigation({ menuTree: threeLevelTree });
    renderWithProviders(
      <TopBar user={null} sessionLoading={false} onSignIn={jest.fn()} onSignOut={jest.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Community Boards' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeRealtimeSocket.instances).toHaveLength(0);
  });

  it('stops the subscriptions and closes the socket when the bar goes away', async () => {
    serveNavigation({ menuTree: threeLevelTree });
    const { unmount } = renderWithProviders(
      <TopBar user={null} sessionLoading={false} onSignIn={jest.fn()} onSignOut={jest.fn()} />,
      { config: realtimeTestConfig },
    );
    const socket = await openedSocket();
    socket.accept();
    unmount();
    expect(socket.sent.filter((m) => m.type === 'stop')).toHaveLength(3);
    expect(socket.readyState).toBe(3);
  });
});
