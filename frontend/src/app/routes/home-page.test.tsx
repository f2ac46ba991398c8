import { screen, within } from '@testing-library/react';
import { fetchAuthSession } from 'aws-amplify/auth';
import { freeBoardApi, listedPost, ok, postApi, postsPage } from '@/features/boards/board-test-data';
import { guestSession } from '@/testing/amplify-session';
import { graphqlAnswer } from '@/testing/api-handlers';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';
import { testConfig } from '@/testing/test-config';

jest.mock('aws-amplify/auth');
jest.setTimeout(30_000);

const menu = [
  {
    id: 'home',
    name: 'Home',
    module: 'article',
    moduleId: 'welcome',
    link: '/article/welcome',
    sortOrder: 0,
  },
  {
    id: 'community',
    name: 'Community',
    module: 'board',
    moduleId: 'qna',
    link: '/board/qna',
    sortOrder: 1,
    children: [
      {
        id: 'board-free',
        name: 'Free Board',
        module: 'board',
        moduleId: 'free',
        link: '/board/free',
        sortOrder: 0,
        parentId: 'community',
      },
    ],
  },
  { id: 'rhymix', name: 'Rhymix', module: 'link', link: 'https://rhymix.org/', sortOrder: 2 },
];

/** The top bar's one GraphQL request (menu, title, description, home page setting). */
const navigation = (homeMenuId: string | null) =>
  graphqlAnswer(
    json({
      data: { menuTree: menu, siteSettings: { title: 'Town', homeMenuId, description: 'A friendly town.' } },
    }),
  );

const defaultHome = postApi('GET', '/home', ok({ boards: [] }));
const freeBoard = freeBoardApi({ list: ok(postsPage([listedPost(2), listedPost(1)])) });

const homeRequests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `${testConfig.rest.post}/home`);

beforeEach(() => jest.mocked(fetchAuthSession).mockResolvedValue(guestSession()));

describe('the home page follows the site setting', () => {
  it('shows the board an admin set as the home page at /, in place (the address stays /)', async () => {
    const fetchMock = installFakeFetch(navigation('board-free'), ...freeBoard, defaultHome);
    const { history } = renderApp('/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Free Board' })).toBeInTheDocument();
    expect(await within(main).findByRole('link', { name: listedPost(2).title })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
    // The default home page's request is never made: the setting was known before choosing.
    expect(homeRequests(fetchMock)).toHaveLength(0);
  });

  it('shows the default home page when no item is set', async () => {
    const fetchMock = installFakeFetch(navigation(null), ...freeBoard, defaultHome);
    renderApp('/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Town' })).toBeInTheDocument();
    // The description came with the menu: the page asks GraphQL nothing more.
    expect(within(main).getByText('A friendly town.')).toBeInTheDocument();
    expect(await within(main).findByText(/Nothing has been posted yet/)).toBeInTheDocument();
    expect(homeRequests(fetchMock)).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === testConfig.graphql.endpoint)).toHaveLength(
      1,
    );
  });

  it('falls back to the default home page when the item was deleted from the menu (never a 404)', async () => {
    installFakeFetch(navigation('deleted-item'), ...freeBoard, defaultHome);
    renderApp('/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Town' })).toBeInTheDocument();
    expect(await within(main).findByText(/Nothing has been posted yet/)).toBeInTheDocument();
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
  });

  it('falls back to the default home page for an item that leaves the site', async () => {
    installFakeFetch(navigation('rhymix'), ...freeBoard, defaultHome);
    renderApp('/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Town' })).toBeInTheDocument();
  });
});
