import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { SessionContext } from '@/lib/session-context';
import { memberSession } from '@/testing/amplify-session';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { minji, testSession } from '@/testing/test-session';
import { FriendsPage } from './friends-page';
import { MemberInfoPage } from './member-info-page';

jest.mock('aws-amplify/auth');
jest.setTimeout(30_000);

const user = userEvent.setup({ delay: null });
const session = testSession(minji);
const profile = {
  userId: 'me',
  userName: 'minji',
  email: 'minji@example.com',
  name: 'Kim Minji',
  nickName: 'Minji',
  userGroups: [],
  allowFriendRequests: true,
  acceptMessages: 'all',
  termsVersion: 1,
  termsAgreedAt: '2026-01-01T00:00:00.000Z',
  termsCurrentVersion: 1,
};

function render(ui: React.ReactElement) {
  return renderWithProviders(<SessionContext.Provider value={session}>{ui}</SessionContext.Provider>);
}

beforeEach(() => {
  jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('me'));
  jest.mocked(session.reload).mockClear();
});

describe('View Member Info', () => {
  it('shows the profile; a taken nickname says so under the field; a free one updates the top bar', async () => {
    let taken = true;
    installFakeFetch((request) => {
      if (request.url.pathname.endsWith('/me/profile')) return json(profile);
      if (request.method === 'PUT' && request.url.pathname.endsWith('/member/me')) {
        return taken
          ? json({ message: 'That nickname is already in use. Please choose another.' }, 409)
          : json({ userName: 'minji', nickName: 'Sunny', userGroups: [] });
      }
      return undefined;
    });
    render(<MemberInfoPage />);
    expect(await screen.findByText('minji@example.com')).toBeInTheDocument();
    expect(screen.getByText('Kim Minji')).toBeInTheDocument();
    expect(document.title).toBe('View Member Info');

    await user.click(screen.getByRole('button', { name: 'Change nickname' }));
    const field = screen.getByLabelText('Nickname');
    await user.clear(field);
    await user.type(field, 'S');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nickname must be at least 2 characters')).toBeInTheDocument();

    await user.type(field, 'unny');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('That nickname is already in use. Please choose another.'),
    ).toBeInTheDocument();
    expect(session.reload).not.toHaveBeenCalled();

    taken = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sunny')).toBeInTheDocument();
    expect(session.reload).toHaveBeenCalled();
  });
});

describe('Friends', () => {
  it('lists friends, finds members by nickname, and shows who refuses friend requests', async () => {
    const added: unknown[] = [];
    const removed: string[] = [];
    installFakeFetch((request) => {
      if (request.url.pathname.endsWith('/me/friends') && request.method === 'GET') {
        return json({
          items: [{ userId: 'f1', nickName: 'Jisoo', addedAt: '2026-01-01T00:00:00.000Z' }],
          nextToken: null,
        });
      }
      if (request.url.pathname.endsWith('/me/blocks') && request.method === 'GET') {
        return json({ items: [], nextToken: null });
      }
      if (request.url.pathname.endsWith('/me/friends') && request.method === 'POST') {
        added.push(request.body);
        return json({ userId: 'open', nickName: 'Open Door', addedAt: '2026-01-02T00:00:00.000Z' }, 201);
      }
      if (request.method === 'DELETE') {
        removed.push(request.url.pathname);
        return json({ userId: 'f1', removed: true });
      }
      if (request.url.pathname.endsWith('/members')) {
        expect(request.url.searchParams.get('nickName')).toBe('Do');
        return json({
          items: [
            { userId: 'closed', nickName: 'Door Closed', allowFriendRequests: false },
            { userId: 'open', nickName: 'Door Open', allowFriendRequests: true },
          ],
          nextToken: null,
        });
      }
      return undefined;
    });
    render(<FriendsPage />);
    const list = await screen.findByRole('list', { name: 'Your friends' });
    expect(within(list).getByText('Jisoo')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Send Jisoo a message' })).toHaveAttribute(
      'href',
      '/member/messages?to=f1',
    );

    await user.type(screen.getByLabelText('Search by nickname'), 'Do');
    const found = await screen.findByRole('list', { name: 'Members found' });
    expect(within(found).getByText('Does not accept friend requests')).toBeInTheDocument();
    expect(
      within(found).queryByRole('button', { name: 'Add Door Closed as a friend' }),
    ).not.toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Add Door Open as a friend' }));
    expect(await screen.findByText('Door Open is now on your friends list.')).toBeInTheDocument();
    expect(added).toEqual([{ userId: 'open' }]);

    await user.click(within(list).getByRole('button', { name: 'Remove Jisoo from your friends' }));
    expect(await screen.findByText('Jisoo was removed from your friends.')).toBeInTheDocument();
    expect(removed).toEqual(['/dev/me/friends/f1']);
  });
});
