import { screen, within } from '@testing-library/react';
import { fetchAuthSession } from 'aws-amplify/auth';
import { guestSession } from '@/testing/amplify-session';
import { installFakeFetch, json, type FakeHandler } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { testConfig } from '@/testing/test-config';
import { HomeScreen } from './home-screen';

jest.mock('aws-amplify/auth');

const home =
  (boards: unknown[]): FakeHandler =>
  (request) =>
    request.url.href === `${testConfig.rest.post}/home` ? json({ boards }) : undefined;

const post = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  category: null,
  commentCount: 0,
  voteCount: 0,
  authorId: 'u1',
  authorNickName: 'Minji',
  createdAt: '2024-03-05T10:00:00.000Z',
  isNotice: false,
  ...extra,
});

beforeEach(() => jest.mocked(fetchAuthSession).mockResolvedValue(guestSession()));

describe('HomeScreen', () => {
  it("shows the site's title and description, then each board's notices and latest posts, from one REST request", async () => {
    const fetchMock = installFakeFetch(
      home([
        {
          id: 'free',
          name: 'Free Board',
          description: '',
          canWrite: false,
          posts: [post('n1', { isNotice: true, title: 'Rules' }), post('p1', { commentCount: 3 })],
        },
        { id: 'qna', name: 'Q&A', description: '', canWrite: false, posts: [post('p2')] },
      ]),
    );
    renderWithProviders(
      <HomeScreen
        siteTitle="Town"
        siteDescription="A friendly town."
        viewerId={null}
        sessionLoading={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Town' })).toBeInTheDocument();
    // From the menu's request (the title's): drawn with the first render, no request of its own.
    expect(screen.getByText('A friendly town.')).toBeInTheDocument();
    const free = await screen.findByRole('region', { name: 'Free Board' });
    const items = within(free).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Notice');
    expect(within(items[0]!).getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/board/free/n1');
    expect(within(items[1]!).getByLabelText('3 comments')).toHaveTextContent('[3]');
    expect(items[1]).toHaveTextContent('Minji');
    expect(screen.getByRole('region', { name: 'Q&A' })).toBeInTheDocument();
    const rest = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(testConfig.rest.post));
    expect(rest).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Town');
  });

  it('welcomes a member to an empty site with a link to write', async () => {
    installFakeFetch(home([{ id: 'free', name: 'Free Board', description: '', canWrite: true, posts: [] }]));
    renderWithProviders(<HomeScreen siteTitle="Town" viewerId="u1" sessionLoading={false} />);
    expect(
      await screen.findByText('Nothing has been posted yet. This is a fresh start.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write the first post' })).toHaveAttribute(
      'href',
      '/board/free/write',
    );
  });
});
