import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { guestSession, memberSession } from '@/testing/amplify-session';
import { memberAnswer, menuTreeAnswer } from '@/testing/api-handlers';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';

jest.mock('aws-amplify/auth');

/** The facts the "not built yet" panel lists (dt/dd pairs), as an object. */
async function modulePanel(): Promise<Record<string, string>> {
  const panel = await screen.findByRole('region', { name: 'This section is not built yet' });
  const terms = within(panel)
    .getAllByRole('term')
    .map((term) => term.textContent ?? '');
  const values = within(panel)
    .getAllByRole('definition')
    .map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

async function expectNotFound(documentTitle = 'Page not found') {
  expect(await screen.findByRole('heading', { name: 'We are sorry, Page not found!' })).toBeInTheDocument();
  // Its own tab title, never the previous page's or index.html's "Community".
  await waitFor(() => expect(document.title).toBe(documentTitle));
}

// index.html's title: each test starts from it, so a screen that sets none shows up.
beforeEach(() => {
  document.title = 'Community';
});

describe('public routes', () => {
  beforeEach(() => {
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    installFakeFetch(menuTreeAnswer([]), (request) =>
      request.url.pathname.endsWith('/home') ? json({ boards: [] }) : undefined,
    );
  });

  it('shows the home page at the root, inside the shell with the top bar', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    ['/article/list/7', { Module: 'article', Action: 'list', Id: '7' }],
    ['/article/view/7/comments', { Module: 'article', Action: 'view', Id: '7', 'Tab page': 'comments' }],
    [
      '/article/edit/3/general/save',
      { Module: 'article', Action: 'edit', Id: '3', 'Tab page': 'general', 'Tab page action': 'save' },
    ],
    ['/Article/list/42', { Module: 'article', Action: 'list', Id: '42' }],
  ])('routes %s to its module with the route parameters', async (path, expected) => {
    renderApp(path);
    expect(await modulePanel()).toEqual(expected);
  });

  it.each([
    ['/member/signUp', 'Sign Up'],
    ['/member/resetPassword', 'Reset Password'],
    ['/Member/info', 'View Member Info'],
    ['/member/friends', 'Friends'],
    ['/member/messages', 'Message Box'],
    ['/setting/account', 'Setting'],
  ])('routes %s to its member screen, named in the tab too (a guest sees each)', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(heading));
  });

  it.each([
    '/unknown/1',
    '/constructor/1',
    '/board',
    '/a/b/c/d/e/f',
    '/admin-ish/x',
    '/member/nothing',
    '/setting/42',
  ])('shows the 404 page for %s', async (path) => {
    renderApp(path);
    await expectNotFound();
  });

  it('404 page links back to the homepage', async () => {
    const { history } = renderApp('/nowhere/at/all/really/deep/x');
    await expectNotFound();
    await userEvent.click(screen.getByRole('link', { name: 'Back To Homepage' }));
    expect(history.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('asks search engines not to index the 404 page, and only while it is shown', async () => {
    const noIndex = () => document.head.querySelectorAll('meta[name="robots"][content="noindex"]');
    const { history } = renderApp('/nowhere');
    await expectNotFound();
    expect(noIndex()).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Back To Homepage' }));
    expect(history.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(noIndex()).toHaveLength(0);
  });
});

describe("the site's search", () => {
  beforeEach(() => {
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    installFakeFetch(menuTreeAnswer([]), (request) => {
      if (request.url.pathname.endsWith('/home')) return json({ boards: [] });
      if (request.url.pathname.endsWith('/search/popular')) return json({ items: [] });
      if (request.url.pathname.endsWith('/search')) return json({ groups: [] });
      return undefined;
    });
  });

  it.each(['/search', '/Search?q=snow'])('shows the search page at %s, in its own chunk', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search all boards' })).toBeInTheDocument();
  });

  it('shows the 404 page below /search', async () => {
    renderApp('/search/more');
    await expectNotFound();
  });

  it("opens the search page with the words from the top bar's box, and from its button on a phone", async () => {
    const { history } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    // Drawn for wide screens only (jsdom applies no media query, so it counts as hidden here).
    const bar = screen.getByRole('banner');
    const box = within(bar).getByRole('searchbox', { name: 'Search posts', hidden: true });
    await userEvent.type(box, ' first snow {Enter}');
    expect(history.location.pathname).toBe('/search');
    expect(history.location.search).toBe('?q=first+snow');
    expect(await screen.findByText('No posts match “first snow”.')).toBeInTheDocument();

    history.push('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await userEvent.click(within(bar).getByRole('link', { name: 'Search' }));
    expect(history.location.pathname).toBe('/search');
    expect(history.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  });
});

describe('admin routes (admins only)', () => {
  function signInAs(userGroups: string[]) {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('user-1'));
    return installFakeFetch(
      menuTreeAnswer([]),
      memberAnswer('user-1', { userName: 'kim', nickName: 'Kim', userGroups }),
    );
  }

  it('shows the dashboard at /admin for an admin', async () => {
    signInAs(['Admin']);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['/admin/menu/edit', 'Menu Editor'],
    ['/admin/member/list', 'Member List'],
    ['/admin/post/list', 'Post'],
    ['/admin/board/edit/5', 'Edit board 5'],
    ['/admin/setting/general', 'General'],
    // Listed in the sidebar, not built yet: a page that says so, never the 404 page.
    ['/admin/site/design', 'Site Design'],
    ['/admin/point', 'Point'],
    ['/admin/language/list', 'Multilingual'],
    ['/admin/spam/list', 'SpamFilter'],
  ])('routes %s to its admin screen', async (path, heading) => {
    signInAs(['Admin']);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    '/admin/article/list',
    '/admin/member/list/5',
    '/admin/post/view/5/history',
    '/admin/board/edit/5/perm/save',
    '/admin/a/b/c/d/e/f',
  ])('shows the 404 page for %s (not an admin module or screen)', async (path) => {
    signInAs(['Admin']);
    renderApp(path);
    await expectNotFound('Page not found · Admin Portal');
    // Still inside the portal, so the admin can navigate on.
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
  });

  it.each([
    ['a member without the Admin group', ['Member']],
    ['a guest', null],
  ])('renders nothing under /admin for %s, without redirecting', async (_who, userGroups) => {
    const fetchMock = userGroups ? signInAs(userGroups) : installFakeFetch(menuTreeAnswer([]));
    if (!userGroups) jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    const { history, container } = renderApp('/admin/menu/edit');
    await waitFor(() => expect(fetchAuthSession).toHaveBeenCalled());
    if (userGroups) await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Let the session settle, then check that nothing of the portal (or the site) appeared.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    // Only the (empty) toast region exists.
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/menu/edit');
  });
});
