import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { memberSession } from '@/testing/amplify-session';
import { memberAnswer, menuTreeAnswer } from '@/testing/api-handlers';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';

jest.mock('aws-amplify/auth');

describe('admin area (admins only, no redirect)', () => {
  beforeEach(() => {
    jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('sub-1'));
    installFakeFetch(
      menuTreeAnswer([]),
      memberAnswer('sub-1', { userName: 'boss', nickName: null, userGroups: ['Admin'] }),
    );
  });

  it("shows the portal with the admin's name (userName when there is no nickName)", async () => {
    renderApp('/admin/post/list');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Admin Portal')).toBeInTheDocument();
    expect(within(header).getByText('boss')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(sidebar).getByRole('link', { name: 'Post' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs out and returns to the root', async () => {
    jest.mocked(signOut).mockResolvedValue();
    const { history } = renderApp('/admin');
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/');
  });
});
