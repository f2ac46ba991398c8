import { screen, within } from '@testing-library/react';
import { fetchAuthSession } from 'aws-amplify/auth';
import { SessionContext } from '@/lib/session-context';
import { memberSession } from '@/testing/amplify-session';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { minji, testSession } from '@/testing/test-session';
import { SettingPage } from './setting-page';

jest.mock('aws-amplify/auth');

beforeEach(() => {
  jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('me'));
  installFakeFetch();
});

describe('Setting, leaving the site', () => {
  it('says truthfully what happens to posts: each keeps the nickname it was written with, not the last one', () => {
    renderWithProviders(
      <SessionContext.Provider value={testSession(minji)}>
        <SettingPage siteTitle="Town" />
      </SessionContext.Provider>,
    );
    const form = screen.getByRole('form', { name: 'Leave the site' });
    expect(form).toHaveTextContent(
      'Your posts and comments stay under the nickname they were written with (a post you edited, under the nickname you had then).',
    );
    expect(within(form).queryByText(/last nickname/)).not.toBeInTheDocument();
    expect(document.title).toBe('Setting - Town');
  });
});
