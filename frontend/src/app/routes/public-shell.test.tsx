import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { guestSession, memberSession } from '@/testing/amplify-session';
import { memberAnswer, menuTreeAnswer } from '@/testing/api-handlers';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';

jest.mock('aws-amplify/auth');

describe('public shell: top bar wired to the session', () => {
  it('offers Sign In to guests; it opens the sign-in dialog', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    installFakeFetch(menuTreeAnswer([]));
    renderApp('/board/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText(/Username/)).toBeInTheDocument();
  });

  it('closes the dialog after signing in and shows the member', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    // Hub warns when anyone but Amplify dispatches on 'auth'; here the test stands in for Amplify.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.mocked(signIn).mockImplementation(async () => {
      // What the real signIn does: store the tokens, then announce 'signedIn' on the Hub.
      jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
      Hub.dispatch('auth', { event: 'signedIn', data: { username: 'kim', userId: 'sub-1' } });
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    installFakeFetch(
      menuTreeAnswer([]),
      memberAnswer('sub-1', { userName: 'kim', nickName: 'Kim', userGroups: [] }),
    );
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'kim');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'password1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Kim' })).toBeInTheDocument();
  });

  it("shows a member's nickName; the user menu has no Manage entry", async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    installFakeFetch(
      menuTreeAnswer([]),
      memberAnswer('sub-1', { userName: 'kim', nickName: 'Kim', userGroups: [] }),
    );
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Kim' }));
    await screen.findByRole('menu', { name: 'Kim' });
    expect(screen.queryByRole('menuitem', { name: 'Manage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("shows 'Guest' for a member without a nickName", async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    installFakeFetch(
      menuTreeAnswer([]),
      memberAnswer('sub-1', { userName: 'kim', nickName: null, userGroups: [] }),
    );
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Guest' })).toBeInTheDocument();
  });

  it('lets an admin go to the portal through Manage', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    installFakeFetch(
      menuTreeAnswer([]),
      memberAnswer('sub-1', { userName: 'boss', nickName: 'Boss', userGroups: ['Admin'] }),
    );
    const { history } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Boss' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage' }));
    expect(history.location.pathname).toBe('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('signs out from the user menu', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    jest.mocked(signOut).mockResolvedValue();
    installFakeFetch(
      menuTreeAnswer([]),
      memberAnswer('sub-1', { userName: 'kim', nickName: 'Kim', userGroups: [] }),
    );
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Kim' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
