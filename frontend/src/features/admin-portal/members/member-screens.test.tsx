import type { ReactElement } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@/testing/fake-fetch';
import { expectHeadingOutline } from '@/testing/heading-outline';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GeneralSettings } from '../settings/general-settings';
import { UploadSettings } from '../settings/upload-settings';
import { NEW_BOARD_SETTINGS } from '../api/save-board';
import { adminPost, page, siteSettings } from '../testing/fake-admin-api';
import { setupAdminApi } from '../testing/setup-admin';
import { MemberDetails } from './member-details';
import { MemberGroups } from './member-groups';
import { MemberList } from './member-list';
import { MemberSettings } from './member-settings';

jest.mock('aws-amplify/auth');
jest.setTimeout(30_000);
// These screens load several lists and open dialogs: give them room on a busy shared machine.
configure({ asyncUtilTimeout: 10_000 });

const member = (userId: string, userName: string, extra: object = {}) => ({
  userId,
  userName,
  email: `${userName}@example.com`,
  name: userName,
  nickName: userName.toUpperCase(),
  userGroups: [],
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
  ...extra,
});

const settings = siteSettings();
/** Renders a settings screen over an API that serves `settings`; answers the inputs it was asked to save. */
function renderSettingsScreen(ui: ReactElement, path: string, stored = settings): unknown[] {
  const saved: unknown[] = [];
  setupAdminApi({
    'graphql AdminSiteSettings': json({ data: { siteSettings: stored } }),
    'graphql UpdateSiteSettings': (request: { body: unknown }) => {
      const input = (request.body as { variables: { input: typeof settings } }).variables.input;
      saved.push(input);
      return json({ data: { updateSiteSettings: { ...settings, ...input } } });
    },
  });
  renderWithProviders(ui, { path });
  return saved;
}

/** Replaces what a text field holds, as a user selecting all and typing would. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** A long text pasted rather than typed: a key at a time redraws the whole form, too slow on a busy CI machine. */
async function repaste(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('Member List', () => {
  it('searches, adds the selected members to a group and disables them after a confirmation', async () => {
    const api = setupAdminApi({
      'GET /admin/members': (request) =>
        request.url.searchParams.get('q') === 'nobody'
          ? page([])
          : page([member('u1', 'kim'), member('u2', 'lee')], 'more'),
      'PUT /admin/members/u1/groups': json(member('u1', 'kim', { userGroups: ['Admin'] })),
      'PUT /admin/members/u1/status': json(member('u1', 'kim', { enabled: false })),
    });
    renderWithProviders(<MemberList />, { path: '/admin/member/list' });
    expect(await screen.findByRole('link', { name: 'kim' })).toHaveAttribute('href', '/admin/member/view/u1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select member kim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to group' }));
    expect(await screen.findByText('1 member added to Admin.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select member kim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable 1 member?' });
    expect(dialog).toHaveTextContent('kim will be signed out everywhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('1 member disabled: they can no longer sign in.')).toBeInTheDocument();
    const puts = api.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(puts).toEqual([{ groups: ['Admin'] }, { enabled: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Starts with' }), 'nobody{enter}');
    expect(await screen.findByText('No member\'s userName starts with "nobody".')).toBeInTheDocument();
  });
});

describe('Member details', () => {
  it('switches Admin on, disables after a confirmation, and lists their posts', async () => {
    const api = setupAdminApi({
      'GET /member/u1': json({ userName: 'kim', nickName: 'KIM', userGroups: [] }),
      'GET /boards': page([
        {
          id: 'free',
          ...NEW_BOARD_SETTINGS,
          name: 'Free Board',
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        },
      ]),
      'GET /admin/members': page([member('u1', 'kim')]),
      'GET /admin/posts': page([
        adminPost('p1', 'Mine', { authorNickName: 'KIM' }),
        adminPost('p2', 'Not mine', { authorId: 'u9', authorNickName: 'KIMCHI' }),
      ]),
      'PUT /admin/members/u1/groups': json(member('u1', 'kim', { userGroups: ['Admin'] })),
      'PUT /admin/members/u1/status': json(member('u1', 'kim', { enabled: false })),
    });
    renderWithProviders(<MemberDetails userId="u1" />, { path: '/admin/member/view/u1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member kim' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Not mine' })).not.toBeInTheDocument();
    // The board by its name, not its id.
    const posts = screen.getByRole('table', { name: 'Posts they wrote' });
    expect(await within(posts).findByRole('cell', { name: 'Free Board' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Admin (may use this portal)' }));
    expect(await screen.findByText('kim joined Admin.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable member' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable kim?' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    expect(await screen.findByText('kim was disabled and signed out.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { groups: ['Admin'] },
      { enabled: false },
    ]);
  });
});

describe('Member Group', () => {
  it('lists the groups with member counts, adds a member by username and removes one', async () => {
    const api = setupAdminApi({
      'GET /admin/groups': json({
        items: [{ groupName: 'Admin', description: 'Administrators', memberCount: 1, countCapped: false }],
      }),
      'GET /admin/groups/Admin/members': page([
        { userId: 'a1', userName: 'admin', email: 'a@x', enabled: true },
      ]),
      'GET /admin/members': (request) =>
        request.url.searchParams.get('q') === 'admin'
          ? page([member('a1', 'admin', { userGroups: ['Admin'] })])
          : page([member('u1', 'kim')]),
      'PUT /admin/members/u1/groups': json(member('u1', 'kim', { userGroups: ['Admin'] })),
      'PUT /admin/members/a1/groups': json(member('a1', 'admin')),
    });
    renderWithProviders(<MemberGroups />, { path: '/admin/member/group' });
    expect(await screen.findByRole('heading', { name: 'Admin (1 member)' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'kim');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Admin' }));
    expect(await screen.findByText('kim joined Admin.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove admin from Admin' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { groups: ['Admin'] },
        { groups: [] },
      ]),
    );
  });
});

describe('Member Setting and Settings (dynamic form)', () => {
  it('closes sign-up and keeps the agreement texts', async () => {
    const saved = renderSettingsScreen(<MemberSettings />, '/admin/member/setting');
    // The product fixes the dynamic form's buttons as Cancel and Submit.
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // The agreements panel is a section of the page: an h2 under the h1, not an h3.
    expect(expectHeadingOutline()).toEqual([
      'h1 Member Setting',
      'h2 Agreements shown on the sign-up page',
      'h2 Nicknames',
    ]);
    await userEvent.click(await screen.findByRole('combobox', { name: /Sign-up/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Closed/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved: sign-up is closed.')).toBeInTheDocument();
    expect(saved).toEqual(
      [
        {
          ...settings,
          updatedAt: undefined,
          members: {
            signUpOpen: false,
            termsOfService: 'Be nice.',
            privacyPolicy: 'We keep little.',
            reservedNickNames: [],
          },
        },
      ].map(({ updatedAt: _u, ...rest }) => rest),
    );
  });

  it('saves the reserved nicknames one a line, and refuses one the API would refuse', async () => {
    const saved = renderSettingsScreen(<MemberSettings />, '/admin/member/setting');
    const field = await screen.findByRole('textbox', { name: /Reserved nicknames/ });
    await repaste(field, 'Moderator\n\n  운영진  \nabcdefghijklmnopqrstuvwxyz');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/at most 20 characters/)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await repaste(field, 'Moderator\n\n  운영진  \nModerator');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved: sign-up is open.')).toBeInTheDocument();
    expect(saved).toMatchObject([{ members: { reservedNickNames: ['Moderator', '운영진'] } }]);
  });

  it('saves the general settings and the limits, and only those', async () => {
    const saved = renderSettingsScreen(<GeneralSettings />, '/admin/setting/general');
    await retype(await screen.findByRole('textbox', { name: /Site title/ }), 'New title');
    const messages = screen.getByRole('textbox', { name: /Messages a minute/ });
    await retype(messages, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/must be at least 1/)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await retype(messages, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The general settings were saved.')).toBeInTheDocument();
    expect(saved).toMatchObject([
      {
        title: 'New title',
        upload: settings.upload,
        members: { signUpOpen: true },
        limits: { ...settings.limits, messagesPerMinute: 3 },
      },
    ]);
  });

  it('offers each language once, by name, whatever tag the site stored', async () => {
    renderSettingsScreen(<GeneralSettings />, '/admin/setting/general', {
      ...settings,
      defaultLanguage: 'ko-KR',
    });
    const language = await screen.findByRole('combobox', { name: /Default language/ });
    expect(language).toHaveTextContent('Korean (한국어)');
    await userEvent.click(language);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'English',
      'Korean (한국어)',
      'Japanese (日本語)',
      'Chinese, simplified (简体中文)',
    ]);
  });

  it('names a stored language the list does not hold instead of repeating its tag', async () => {
    renderSettingsScreen(<GeneralSettings />, '/admin/setting/general', {
      ...settings,
      defaultLanguage: 'ko',
    });
    const language = await screen.findByRole('combobox', { name: /Default language/ });
    expect(language).toHaveTextContent('Korean (ko)');
  });

  it('refuses an extension that can run code, and saves valid upload limits', async () => {
    const saved = renderSettingsScreen(<UploadSettings />, '/admin/setting/file');
    const extensions = await screen.findByRole('textbox', { name: /Allowed extensions/ });
    await retype(extensions, 'jpg, svg');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The message names the field and the extension at fault, not only "is not allowed for uploads".
    expect(
      await screen.findByText('Allowed extensions: "svg" is not allowed for uploads (it can run code)'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    await retype(extensions, 'jpg, .PDF');
    await retype(screen.getByRole('textbox', { name: /Maximum file size/ }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The file upload settings were saved.')).toBeInTheDocument();
    expect(saved).toMatchObject([
      { upload: { maxFileSizeMb: 25, allowedExtensions: ['jpg', 'pdf'] }, title: 'Community' },
    ]);
  });
});
