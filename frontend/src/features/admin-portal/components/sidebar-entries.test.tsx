import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { memberSession } from '@/testing/amplify-session';
import { memberAnswer, menuTreeAnswer } from '@/testing/api-handlers';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';
import { sidebarGroups } from '../sidebar-groups';
import { AdminLayout } from './admin-layout';

jest.mock('aws-amplify/auth');
jest.setTimeout(60_000);
// These screens load several lists and open dialogs: give them room on a busy shared machine.
configure({ asyncUtilTimeout: 10_000 });

const entries = sidebarGroups.flatMap((group) =>
  group.path ? [[group.label, group.path] as const] : group.entries.map((e) => [e.label, e.path] as const),
);

function signInAs(userGroups: string[]) {
  jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('user-1'));
  // The screens' own API calls are not answered here: each screen shows its error state, not the 404 page.
  installFakeFetch(
    menuTreeAnswer([]),
    memberAnswer('user-1', { userName: 'kim', nickName: 'Kim', userGroups }),
  );
}

describe('every sidebar entry opens a screen of the portal, never the 404 page', () => {
  it.each(entries)('%s (%s)', async (label, path) => {
    signInAs(['Admin']);
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('We are sorry, Page not found!');
    // Built screens are named as their entry; the others say plainly that they are not available yet.
    const name = label === 'File Uplaod' ? 'File Uplaod' : label;
    expect(heading).toHaveTextContent(name);
    if (
      [
        'Site Design',
        'Layouts',
        'Point',
        'File',
        'Poll',
        'Multilingual',
        'SpamFilter',
        'Admin Setup',
      ].includes(label)
    ) {
      expect(screen.getByText(/is not available yet/)).toBeInTheDocument();
    }
  });
});

it('renders nothing under /admin for a member who is not an admin', async () => {
  signInAs([]);
  const { container } = renderApp('/admin/member/list');
  await waitFor(() => expect(fetchAuthSession).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(container.textContent).toBe('');
});

it('moves through the sidebar entries with the arrow keys', async () => {
  renderWithProviders(
    <AdminLayout userName="Boss" onSignOut={() => undefined}>
      <p>Page</p>
    </AdminLayout>,
    { path: '/admin/member/list' },
  );
  const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
  collapse.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Member List' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('button', { name: /^Member/ })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('button', { name: /^Advanced/ })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(collapse).toHaveFocus();
});
