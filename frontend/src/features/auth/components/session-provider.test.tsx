import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub, type HubCapsule } from 'aws-amplify/utils';
import type { MemberSummary } from '@contracts/member';
import { guestSession, LAST_AUTH_USER_KEY, memberSession, storeSessionMark } from '@/testing/amplify-session';
import { memberAnswer } from '@/testing/api-handlers';
import { installFakeFetch, type FakeHandler } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { testConfig } from '@/testing/test-config';
import { useSession } from '../hooks/use-session';
import { SessionProvider } from './session-provider';

jest.mock('aws-amplify/auth');
jest.mock('aws-amplify/utils', () => ({ Hub: { listen: jest.fn() } }));

type HubListener = (capsule: HubCapsule<'auth', { event: string }>) => void;

/** Delivers an auth event to the provider's Hub listener, as Amplify would. */
function emitAuthEvent(event: 'signedOut' | 'tokenRefresh') {
  const listener = jest.mocked(Hub.listen).mock.calls.at(-1)?.[1] as HubListener | undefined;
  if (!listener) throw new Error('The provider did not listen to auth events');
  act(() => listener({ channel: 'auth', payload: { event }, source: 'Auth', patternInfo: [] }));
}

function SessionProbe() {
  const session = useSession();
  return (
    <>
      <output aria-label="Loading">{session.loading ? 'yes' : 'no'}</output>
      <output aria-label="User">
        {session.user ? `${session.user.userName}/${session.user.nickName}` : 'none'}
      </output>
      <output aria-label="Admin">{session.isAdmin ? 'yes' : 'no'}</output>
      <button onClick={() => void session.signOut()}>Sign Out</button>
    </>
  );
}

const probe = (name: string) => screen.getByRole('status', { name });

async function settled() {
  await waitFor(() => expect(probe('Loading')).toHaveTextContent('no'));
}

function renderSession() {
  return renderWithProviders(
    <SessionProvider>
      <SessionProbe />
    </SessionProvider>,
  );
}

const kim: MemberSummary = { userName: 'kim', nickName: 'Kim', userGroups: ['Member'] };

/** A member endpoint whose answer the test can change between loads. */
function switchableMember(userId: string, initial: MemberSummary | number) {
  let current: FakeHandler = memberAnswer(userId, initial);
  return {
    handler: ((request) => current(request)) satisfies FakeHandler,
    set(next: MemberSummary | number) {
      current = memberAnswer(userId, next);
    },
  };
}

describe('SessionProvider', () => {
  beforeEach(() => {
    jest.mocked(Hub.listen).mockReturnValue(() => {});
  });

  it('knows a visitor without a stored session as a guest at once: no loading state, no lookup', async () => {
    window.localStorage.removeItem(LAST_AUTH_USER_KEY);
    jest.mocked(fetchAuthSession).mockClear();
    const fetchMock = installFakeFetch();
    renderSession();
    expect(probe('Loading')).toHaveTextContent('no');
    expect(probe('User')).toHaveTextContent('none');
    await act(async () => {});
    expect(probe('Loading')).toHaveTextContent('no');
    expect(fetchAuthSession).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts loading when a session is stored, then has no user when Amplify holds none', async () => {
    storeSessionMark();
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    const fetchMock = installFakeFetch();
    renderSession();
    expect(probe('Loading')).toHaveTextContent('yes');
    await settled();
    expect(probe('User')).toHaveTextContent('none');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the member up with the raw ID token and the user pool id', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1', 'raw.id.token'));
    const fetchMock = installFakeFetch(memberAnswer('sub-1', kim));
    renderSession();
    await settled();
    expect(probe('User')).toHaveTextContent('kim/Kim');
    expect(probe('Admin')).toHaveTextContent('no');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const requested = new URL(String(url));
    expect(requested.href.startsWith(`${testConfig.rest.member}/member/sub-1`)).toBe(true);
    expect(requested.searchParams.get('userPoolId')).toBe(testConfig.auth.userPoolId);
    expect(new Headers(init?.headers).get('Authorization')).toBe('raw.id.token');
  });

  it("marks members of the 'Admin' group as admins", async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    installFakeFetch(memberAnswer('sub-1', { ...kim, userGroups: ['Member', 'Admin'] }));
    renderSession();
    await settled();
    expect(probe('Admin')).toHaveTextContent('yes');
  });

  it('logs a failed lookup and leaves no user', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    installFakeFetch(memberAnswer('sub-1', 500));
    renderSession();
    await settled();
    expect(probe('User')).toHaveTextContent('none');
    expect(logged).toHaveBeenCalledWith('Could not load the signed-in member', expect.any(Error));
  });

  it('reloads the member record on tokenRefresh, loading meanwhile', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    const member = switchableMember('sub-1', kim);
    installFakeFetch(member.handler);
    renderSession();
    await settled();

    member.set({ ...kim, nickName: 'Kimmy' });
    emitAuthEvent('tokenRefresh');
    expect(probe('Loading')).toHaveTextContent('yes');
    // The previous user stays visible while reloading.
    expect(probe('User')).toHaveTextContent('kim/Kim');
    await settled();
    expect(probe('User')).toHaveTextContent('kim/Kimmy');
  });

  it('clears the user when a reload fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    const member = switchableMember('sub-1', kim);
    installFakeFetch(member.handler);
    renderSession();
    await settled();
    member.set(503);
    emitAuthEvent('tokenRefresh');
    await settled();
    expect(probe('User')).toHaveTextContent('none');
  });

  it('has no user after signedOut', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    installFakeFetch(memberAnswer('sub-1', kim));
    renderSession();
    await settled();
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    emitAuthEvent('signedOut');
    await settled();
    expect(probe('User')).toHaveTextContent('none');
  });

  it('shares concurrent lookups of the same user id', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    const fetchMock = installFakeFetch(memberAnswer('sub-1', kim));
    renderSession();
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    emitAuthEvent('tokenRefresh');
    emitAuthEvent('tokenRefresh');
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('signs out through Amplify, and says so when that fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    installFakeFetch();
    jest.mocked(signOut).mockRejectedValue(new Error('network down'));
    renderSession();
    await settled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Signing out failed. Please try again.')).toBeInTheDocument();
  });
});
