import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, openPage, seriousViolations, site, submitSignInDialog } from './support/browser';
import {
  cognitoClient,
  graphql,
  localStack,
  newMember,
  rest,
  seededAccount,
  signIn,
} from './support/clients';
import type { TestMember } from './support/clients';
import { signUpCommand } from './support/sign-up';

/**
 * The admin portal in a real Chromium against the running local stack (the production build): an admin signs
 * in, opens the portal through Manage and manages the site; a member gets nothing under /admin and 403 from
 * the admin APIs. Everything the test changes is put back afterwards (sign-up reopened, its menu item and
 * board deleted), since the other stack tests share this stack.
 */
jest.setTimeout(180_000);

const stamp = Date.now() % 1_000_000;
const boardId = `gallery-${stamp}`;
const menuName = `Gallery ${stamp}`;

let browser: Browser;
let adminContext: BrowserContext;
let adminPage: Page;
let admin: TestMember;
let writer: TestMember;
const pageErrors: string[] = [];

const cleanups: (() => Promise<unknown>)[] = [];

const newPage = (context: BrowserContext): Promise<Page> => openPage(context, pageErrors);

/** Signs in through the top bar's dialog, as a person would. */
async function signInThroughDialog(page: Page, username: string, password: string, buttonName: string) {
  await page.goto(site());
  await submitSignInDialog(page, username, password);
  await page.getByRole('button', { name: buttonName }).waitFor({ timeout: 20_000 });
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });
}

async function buttonNameOf(member: TestMember): Promise<string> {
  const me = await rest<{ nickName: string | null }>('member', 'GET', `/member/${member.userId}`, {
    token: member.tokens.idToken,
  });
  return me.body.nickName ?? 'Guest';
}

async function post(title: string): Promise<string> {
  const answer = await rest<{ id: string }>('post', 'POST', `/boards/${boardId}/posts`, {
    token: writer.tokens.idToken,
    body: { title, body: `Body of ${title}` },
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

beforeAll(async () => {
  browser = await launchChromium();
  [admin, writer] = await Promise.all([seededAccount('admin'), newMember('writer')]);
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  adminPage = await newPage(adminContext);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await browser?.close();
});

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

it('signs the admin in, opens the portal through Manage, and shows the API’s dashboard counts', async () => {
  await signInThroughDialog(adminPage, 'admin', admin.password, await buttonNameOf(admin));
  await adminPage.getByRole('button', { name: await buttonNameOf(admin) }).click();
  await adminPage.getByRole('menuitem', { name: 'Manage' }).click();
  await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(new URL(adminPage.url()).pathname).toBe('/admin');

  // The counts are cached a minute: read the API, then the screen; a recount in between reloads once.
  for (let attempt = 0; ; attempt += 1) {
    const api = await rest<Record<'members' | 'posts' | 'comments', { total: number; today: number }>>(
      'post',
      'GET',
      '/admin/dashboard',
      { token: admin.tokens.idToken },
    );
    expect(api.status).toBe(200);
    await adminPage.reload();
    const shown: Record<string, string> = {};
    for (const label of ['Members', 'Posts', 'Comments']) {
      const total = adminPage.getByTestId(`${label}-total`);
      // Until the counts arrive the box shows '…'.
      await adminPage.waitForFunction(
        `/^[0-9]+$/.test(document.querySelector('[data-testid="${label}-total"]')?.textContent ?? '')`,
      );
      shown[label] =
        `${await total.textContent()} ${await adminPage.getByTestId(`${label}-today`).textContent()}`;
    }
    const expected = {
      Members: `${api.body.members.total} +${api.body.members.today} today`,
      Posts: `${api.body.posts.total} +${api.body.posts.today} today`,
      Comments: `${api.body.comments.total} +${api.body.comments.today} today`,
    };
    if (attempt < 1 && JSON.stringify(shown) !== JSON.stringify(expected)) continue;
    expect(shown).toEqual(expected);
    break;
  }
});

it('adds a menu item with a new board, and an open public page shows it without a reload', async () => {
  const visitorContext = await browser.newContext();
  const visitor = await newPage(visitorContext);
  let acknowledged = 0;
  visitor.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"start_ack"')) acknowledged += 1;
    }),
  );
  await visitor.goto(site());
  await visitor.getByRole('navigation', { name: 'Main menu' }).waitFor();
  for (let waited = 0; acknowledged < 3; waited += 100) {
    if (waited > 15_000) throw new Error(`only ${acknowledged} subscriptions acknowledged`);
    await visitor.waitForTimeout(100);
  }

  await adminPage.goto(site('/admin/menu/edit'));
  await adminPage.getByRole('list', { name: 'Menu tree' }).waitFor();
  await adminPage.getByRole('button', { name: 'Add top-level item' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Add a top-level item' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(menuName);
  await dialog.getByRole('textbox', { name: 'Board id' }).fill(boardId);
  await dialog.getByRole('checkbox', { name: /Create this board now/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(adminPage, `"${menuName}" was added with its new board ${boardId}.`);
  cleanups.push(() =>
    rest('post', 'DELETE', `/admin/boards/${boardId}?confirm=true`, { token: admin.tokens.idToken }),
  );
  cleanups.push(async () => {
    const tree = await graphql<{ menuTree: { id: string; name: string }[] }>(
      'query { menuTree { id name } }',
    );
    const item = tree.data?.menuTree.find((m) => m.name === menuName);
    if (item) {
      await graphql(
        'mutation ($input: DeleteMenuInput!) { deleteMenu(input: $input) { id } }',
        { input: { id: item.id } },
        {
          token: admin.tokens.idToken,
        },
      );
    }
  });

  await visitor
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: menuName })
    .or(visitor.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: menuName }))
    .waitFor({ timeout: 15_000 });
  const board = await rest<{ id: string }>('post', 'GET', `/boards/${boardId}`);
  expect(board.status).toBe(200);
  await visitorContext.close();
});

/** Sets the site's home page item through the API (a fresh read of the other settings, as the editor does). */
async function setHomeMenuThroughApi(homeMenuId: string | null) {
  const current = await graphql<{
    siteSettings: Record<string, unknown> & { members: { signUpOpen: boolean } };
  }>(
    'query { siteSettings { title description defaultLanguage upload { maxFileSizeMb allowedExtensions } members { signUpOpen } } }',
    {},
    { token: admin.tokens.idToken },
  );
  const settings = current.data?.siteSettings;
  if (!settings) throw new Error('siteSettings could not be read');
  await graphql(
    'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { title homeMenuId } }',
    { input: { ...settings, homeMenuId } },
    { token: admin.tokens.idToken },
  );
}

it('sets the new board’s item as the home page: a visitor opening / sees that board; clearing restores the default', async () => {
  const before = await graphql<{ siteSettings: { title: string; homeMenuId: string | null } }>(
    'query { siteSettings { title homeMenuId } }',
  );
  const siteTitle = before.data?.siteSettings.title ?? '';
  const previousHome = before.data?.siteSettings.homeMenuId ?? null;
  // Other stack files share this stack and open `/`: the setting is put back however this test ends.
  let restored = false;
  const restore = async () => {
    if (!restored) await setHomeMenuThroughApi(previousHome);
    restored = true;
  };
  cleanups.push(restore);
  const title = `On the home page ${stamp}`;
  await post(title);
  try {
    await adminPage.goto(site('/admin/menu/edit'));
    await adminPage.getByRole('list', { name: 'Menu tree' }).waitFor();
    const setHome = adminPage.getByRole('button', { name: `Set as home page: ${menuName}` });
    await setHome.focus();
    await adminPage.keyboard.press('Enter');
    await toast(adminPage, `"${menuName}" is now the home page: the site's address opens /board/${boardId}.`);
    await adminPage.getByTestId('home-page-mark').waitFor();
    const tree = await graphql<{
      menuTree: { id: string; name: string }[];
      siteSettings: { homeMenuId: string };
    }>('query { siteSettings { homeMenuId } menuTree { id name } }');
    expect(tree.data?.siteSettings.homeMenuId).toBe(tree.data?.menuTree.find((m) => m.name === menuName)?.id);

    const visitorContext = await browser.newContext();
    const visitor = await newPage(visitorContext);
    await visitor.goto(site('/'));
    const main = visitor.getByRole('main');
    await main.getByRole('heading', { level: 1, name: menuName }).waitFor({ timeout: 20_000 });
    await main.getByRole('link', { name: title }).waitFor({ timeout: 20_000 });
    expect(new URL(visitor.url()).pathname).toBe('/');

    await adminPage.getByRole('button', { name: `Clear home page: ${menuName}` }).click();
    await toast(adminPage, 'The home page is the default page again');
    restored = true;
    await visitor.goto(site('/'));
    await main.getByRole('heading', { level: 1, name: siteTitle }).waitFor({ timeout: 20_000 });
    await expect(main.getByRole('heading', { level: 1, name: menuName }).count()).resolves.toBe(0);
    await visitorContext.close();
  } finally {
    await restore();
  }
});

it('refuses, with the reason, a home page item that is not in the menu', async () => {
  const settings = await graphql<{ siteSettings: Record<string, unknown> }>(
    'query { siteSettings { title description defaultLanguage upload { maxFileSizeMb allowedExtensions } members { signUpOpen } } }',
    {},
    { token: admin.tokens.idToken },
  );
  const refused = await graphql(
    'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { homeMenuId } }',
    { input: { ...settings.data?.siteSettings, homeMenuId: `missing-${stamp}` } },
    { token: admin.tokens.idToken },
  );
  expect(refused.errors?.[0]).toMatchObject({
    errorType: 'BadRequest',
    message: expect.stringMatching(/not in the menu/),
  });
});

it('trashes a member’s post from Post, restores it from Trash, and purges another', async () => {
  const keep = await post(`Keep me ${stamp}`);
  const purge = await post(`Purge me ${stamp}`);

  await adminPage.goto(site('/admin/post/list'));
  await adminPage.getByRole('checkbox', { name: `Select post Keep me ${stamp}` }).check({ timeout: 20_000 });
  await adminPage.getByRole('button', { name: 'Move to trash' }).click();
  await toast(adminPage, '1 post moved to the trash.');
  expect((await rest('post', 'GET', `/posts/${keep}`)).status).toBe(404);

  await adminPage.goto(site('/admin/trash/list'));
  const trash = adminPage.getByRole('table', { name: 'Trashed posts' });
  await trash
    .getByRole('row')
    .filter({ hasText: `Keep me ${stamp}` })
    .getByText('Administrator')
    .or(
      trash
        .getByRole('row')
        .filter({ hasText: `Keep me ${stamp}` })
        .getByText(await buttonNameOf(admin)),
    )
    .first()
    .waitFor({ timeout: 20_000 });
  await trash.getByRole('button', { name: `Restore post Keep me ${stamp}` }).click();
  await toast(adminPage, `"Keep me ${stamp}" was restored.`);
  expect((await rest('post', 'GET', `/posts/${keep}`)).status).toBe(200);

  const trashed = await rest('post', 'POST', '/admin/posts/trash', {
    token: admin.tokens.idToken,
    body: { postIds: [purge] },
  });
  expect(trashed.status).toBe(200);
  await adminPage.reload();
  await adminPage.getByRole('button', { name: `Purge post Purge me ${stamp}` }).click({ timeout: 20_000 });
  const confirm = adminPage.getByRole('dialog', { name: 'Delete this post for good?' });
  await confirm.getByRole('button', { name: 'Purge' }).click();
  await toast(adminPage, `"Purge me ${stamp}" was deleted for good.`);
  const left = await rest<{ items: { id: string }[] }>(
    'post',
    'GET',
    '/admin/posts?status=trashed&limit=100',
    {
      token: admin.tokens.idToken,
    },
  );
  expect(left.body.items.map((p) => p.id)).not.toContain(purge);
  expect(
    (await rest('post', 'POST', `/admin/posts/${purge}/restore`, { token: admin.tokens.idToken })).status,
  ).toBe(404);
});

it('moves a post with its comments to another board (POST /admin/posts/move), and lists the Admin group', async () => {
  const moving = await post(`Move me ${stamp}`);
  const comment = await rest<{ id: string }>('post', 'POST', `/posts/${moving}/comments`, {
    token: writer.tokens.idToken,
    body: { body: `Comment on the moved post ${stamp}` },
  });
  expect(comment.status).toBe(201);
  const moved = await rest<{ moved: string[]; missing: string[] }>('post', 'POST', '/admin/posts/move', {
    token: admin.tokens.idToken,
    body: { postIds: [moving, 'no-such-post'], boardId: 'free' },
  });
  expect(moved).toMatchObject({ status: 200, body: { moved: [moving], missing: ['no-such-post'] } });
  const read = await rest<{ boardId: string }>('post', 'GET', `/posts/${moving}`);
  expect(read.body.boardId).toBe('free');
  const comments = await rest<{ items: { id: string }[] }>(
    'post',
    'GET',
    `/admin/comments?boardId=free&q=${encodeURIComponent(`moved post ${stamp}`)}`,
    { token: admin.tokens.idToken },
  );
  expect(comments.body.items.map((c) => c.id)).toEqual([comment.body.id]);
  const noBoard = await rest('post', 'POST', '/admin/posts/move', {
    token: admin.tokens.idToken,
    body: { postIds: [moving], boardId: 'no-such-board' },
  });
  expect(noBoard.status).toBe(404);

  const groups = await rest<{ items: { groupName: string; memberCount: number }[] }>(
    'member',
    'GET',
    '/admin/groups',
    {
      token: admin.tokens.idToken,
    },
  );
  expect(groups.body.items.find((g) => g.groupName === 'Admin')?.memberCount).toBeGreaterThanOrEqual(1);
  const admins = await rest<{ items: { userName: string }[] }>(
    'member',
    'GET',
    '/admin/groups/Admin/members',
    {
      token: admin.tokens.idToken,
    },
  );
  expect(admins.body.items.map((m) => m.userName)).toContain('admin');
});

it('disables the member, who then cannot sign in', async () => {
  await adminPage.goto(site('/admin/member/list'));
  await adminPage.getByRole('searchbox', { name: 'Starts with' }).fill(writer.username);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await adminPage
    .getByRole('checkbox', { name: `Select member ${writer.username}` })
    .check({ timeout: 20_000 });
  await adminPage.getByRole('button', { name: 'Disable' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Disable 1 member?' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await toast(adminPage, '1 member disabled: they can no longer sign in.');
  await expect(signIn(writer.username, writer.password)).rejects.toThrow(/disabled/i);
});

it('closes sign-up: new accounts are refused', async () => {
  cleanups.push(async () => {
    const current = await graphql<{
      siteSettings: Record<string, unknown> & { members: Record<string, unknown> };
    }>(
      'query { siteSettings { title description defaultLanguage upload { maxFileSizeMb allowedExtensions } members { signUpOpen termsOfService privacyPolicy } } }',
      {},
      { token: admin.tokens.idToken },
    );
    const settings = current.data?.siteSettings;
    if (!settings) return;
    await graphql(
      'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { title } }',
      { input: { ...settings, members: { ...settings.members, signUpOpen: true } } },
      { token: admin.tokens.idToken },
    );
  });
  await adminPage.goto(site('/admin/member/setting'));
  await adminPage.getByRole('combobox', { name: /Sign-up/ }).click({ timeout: 20_000 });
  await adminPage.getByRole('option', { name: /Closed/ }).click();
  await adminPage.getByRole('button', { name: 'Submit' }).click();
  await toast(adminPage, 'Saved: sign-up is closed.');

  const cognito = cognitoClient();
  try {
    const username = `closed${stamp}`;
    await expect(
      cognito.send(
        signUpCommand(localStack().userPoolClientId, {
          username,
          password: 'correct horse battery',
          name: username,
        }),
      ),
    ).rejects.toThrow(/closed/i);
  } finally {
    cognito.destroy();
  }

  // The sign-up page says so too (a visitor's page, opened after the change).
  const visitor = await newPage(await browser.newContext());
  await visitor.goto(site('/member/signUp'));
  await visitor
    .getByText(/Sign-up is closed on this site/)
    .first()
    .waitFor({ timeout: 20_000 });
  await visitor.context().close();
});

it('is usable at 768 px and readable at 375 px: no sideways scroll, one-line header, sidebar in a drawer', async () => {
  for (const width of [768, 375]) {
    await adminPage.setViewportSize({ width, height: 800 });
    await adminPage.goto(site('/admin/post/list'));
    await adminPage.getByRole('heading', { level: 1, name: 'Post' }).waitFor();
    const scrollWidth = await adminPage.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(width);
    const bar = await adminPage.getByRole('banner').boundingBox();
    expect(bar?.height).toBeLessThanOrEqual(64);
    const english = await adminPage.getByRole('banner').getByText('English').boundingBox();
    expect((english?.x ?? 0) + (english?.width ?? 0)).toBeLessThanOrEqual(width);
    // Below 900 px the sidebar is a drawer, opened from the header.
    await expect(adminPage.getByRole('navigation', { name: 'Admin menu' }).isVisible()).resolves.toBe(false);
    await adminPage.getByRole('button', { name: 'Open the admin menu' }).click();
    await adminPage
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  }
  await adminPage.setViewportSize({ width: 1280, height: 900 });
});

/** The headings of the page's main content as "h<level> <text>", in document order. */
function headingOutline(page: Page): Promise<string[]> {
  // A string: the back end's tsconfig has no DOM library, and this runs in the page.
  return page.evaluate<string[]>(
    `[...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6, main [role=heading]')]
      .map((h) => 'h' + (h.getAttribute('aria-level') || h.tagName.slice(1)) + ' ' + h.textContent.trim())`,
  );
}

/** Fails with the outline when a heading is more than one level below the one before it, or h1 is not first. */
function expectNoSkippedLevels(outline: readonly string[]) {
  const levels = outline.map((heading) => Number(heading.slice(1, 2)));
  expect(levels[0]).toBe(1);
  const skips = levels.flatMap((level, index) =>
    index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [outline[index]] : [],
  );
  expect({ outline, skips }).toEqual({ outline, skips: [] });
}

it('at 375 px: the drawer is a named dialog axe accepts, and names in lists keep their words whole', async () => {
  await adminPage.setViewportSize({ width: 375, height: 800 });
  try {
    await adminPage.goto(site('/admin/post/list'));
    await adminPage.getByRole('heading', { level: 1, name: 'Post' }).waitFor();
    // The seeded notices are the admin's: their Author cells hold the nickname "Administrator". The Notice
    // board's first page holds its newest posts whatever other test files wrote elsewhere (the board filter
    // reads that board's own partition): wait for that answer, then for the row of one of its notices on
    // screen, so the row read below is the Notice board's and not one of the all-boards page shown until then.
    const noticePage = adminPage.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        response.request().method() === 'GET' &&
        url.pathname.endsWith('/admin/posts') &&
        url.searchParams.get('boardId') === 'notice'
      );
    });
    await adminPage.getByRole('combobox', { name: 'Board', exact: true }).selectOption('notice');
    const answer = (await (await noticePage).json()) as {
      items: { title: string; authorNickName: string }[];
    };
    const notice = answer.items.find((item) => item.authorNickName === 'Administrator');
    expect(notice).toBeDefined();
    const row = adminPage
      .getByRole('row')
      .filter({ has: adminPage.getByRole('link', { name: notice?.title ?? '', exact: true }) });
    // One line in a column the phone layout keeps (hidden wide columns left out), never "Administrat/or":
    // an inline link has one client rect per line it takes.
    const name = row
      .getByRole('link', { name: 'Administrator', exact: true })
      .filter({ visible: true })
      .first();
    await name.waitFor({ timeout: 20_000 });
    const lines = await name.evaluate(
      (element) => (element as unknown as { getClientRects(): { length: number } }).getClientRects().length,
    );
    expect(lines).toBe(1);

    await adminPage.getByRole('button', { name: 'Open the admin menu' }).click();
    const drawer = adminPage.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('navigation', { name: 'Admin menu' }).waitFor();
    await expect(seriousViolations(adminPage)).resolves.toEqual([]);
    await adminPage.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  } finally {
    await adminPage.setViewportSize({ width: 1280, height: 900 });
  }
});

it('outlines the Dashboard and Member Setting as h1 then h2 sections, skipping no level', async () => {
  await adminPage.goto(site('/admin'));
  await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await adminPage.getByRole('heading', { level: 2, name: 'Latest members' }).waitFor();
  const dashboard = await headingOutline(adminPage);
  expect(dashboard.slice(0, 2)).toEqual(['h1 Dashboard', 'h2 Members']);
  expectNoSkippedLevels(dashboard);

  await adminPage.goto(site('/admin/member/setting'));
  await adminPage.getByRole('heading', { level: 1, name: 'Member Setting' }).waitFor();
  await adminPage.getByRole('combobox', { name: /Sign-up/ }).waitFor({ timeout: 20_000 });
  const memberSetting = await headingOutline(adminPage);
  expect(memberSetting).toEqual([
    'h1 Member Setting',
    'h2 Agreements shown on the sign-up page',
    'h2 Nicknames',
  ]);
  expectNoSkippedLevels(memberSetting);
});

it('shows a focus ring on the sidebar’s collapse button and moves through entries with the arrow keys', async () => {
  await adminPage.goto(site('/admin'));
  const collapse = adminPage.getByRole('button', { name: 'Collapse sidebar' });
  await collapse.focus();
  await adminPage.keyboard.press('Shift+Tab');
  await adminPage.keyboard.press('Tab');
  await expect(adminPage.evaluate('document.activeElement?.getAttribute("aria-label")')).resolves.toBe(
    'Collapse sidebar',
  );
  const outline = await adminPage.evaluate<string>('getComputedStyle(document.activeElement).outlineStyle');
  expect(outline).not.toBe('none');
  await adminPage.keyboard.press('ArrowDown');
  await expect(adminPage.evaluate('document.activeElement?.textContent')).resolves.toBe('Dashboard');
});

it('has no serious accessibility violations on the main screens (axe-core)', async () => {
  const screens: [string, string][] = [
    ['/admin', 'Dashboard'],
    ['/admin/menu/edit', 'Menu Editor'],
    ['/admin/member/list', 'Member List'],
    ['/admin/member/group', 'Member Group'],
    ['/admin/post/list', 'Post'],
    ['/admin/trash/list', 'Trash'],
    ['/admin/board/list', 'Boards'],
    ['/admin/setting/general', 'General'],
    ['/admin/poll/list', 'Poll'],
  ];
  const found: Record<string, string[]> = {};
  for (const [path, heading] of screens) {
    await adminPage.goto(site(path));
    await adminPage.getByRole('heading', { level: 1, name: heading }).waitFor();
    // Let the lists load, so their tables are checked too.
    await adminPage.waitForFunction('!document.body.innerText.includes("Loading…")', undefined, {
      timeout: 20_000,
    });
    found[path] = await seriousViolations(adminPage);
  }
  expect(found).toEqual(Object.fromEntries(screens.map(([path]) => [path, []])));
});

describe('as a member', () => {
  it('renders nothing under /admin, and the admin APIs answer 403', async () => {
    const member = await seededAccount('member');
    const context = await browser.newContext();
    const page = await newPage(context);
    await signInThroughDialog(page, 'member', member.password, await buttonNameOf(member));
    await page.goto(site('/admin/member/list'));
    await page.waitForTimeout(2000);
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expect(page.locator('#root').innerText()).resolves.toBe('');
    await context.close();

    const token = member.tokens.idToken;
    const calls = await Promise.all([
      rest('post', 'GET', '/admin/dashboard', { token }),
      rest('post', 'GET', '/admin/posts', { token }),
      rest('post', 'POST', '/admin/posts/trash', { token, body: { postIds: ['x'] } }),
      rest('post', 'POST', '/admin/posts/move', { token, body: { postIds: ['x'], boardId } }),
      rest('member', 'GET', '/admin/members', { token }),
      rest('member', 'GET', '/admin/groups', { token }),
    ]);
    expect(calls.map((c) => c.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const mutation = await graphql(
      'mutation ($input: CreateMenuInput!) { createMenu(input: $input) { id } }',
      { input: { name: 'Nope', module: 'board', moduleId: 'free' } },
      { token },
    );
    expect(mutation.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
