import type { Page } from 'playwright-core';
import { pagePerTest, site, submitSignInDialog } from './support/browser';
import { deleteMenuItem, graphql, localStack, seededAccount } from './support/clients';

/**
 * The production build in a real Chromium (Debian's, installed by .ci/run) against the running local stack:
 * what a visitor and a member see. The stack serves the build with its /config.json (start.ts --web-dist).
 */
jest.setTimeout(60_000);

let page: Page;
pagePerTest((opened) => (page = opened));

it("shows a visitor the seeded site's title and 3-level menu", async () => {
  await page.goto(site());
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'XE Serverless (local)' }).waitFor();

  // Community opens its sub-menus; the third level follows its parent, indented, in the same list.
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
  await mainMenu.getByRole('button', { name: 'Community' }).click();
  const entries = page.getByRole('menuitem');
  await entries.first().waitFor();
  await expect(entries.allTextContents()).resolves.toEqual(['Boards', 'Notice', 'Free Board', 'Q&A']);
  await expect(page.getByRole('menuitem', { name: 'Free Board' }).getAttribute('href')).resolves.toBe(
    '/board/free',
  );
});

it('signs the seeded member in through the sign-in dialog and shows their nickname', async () => {
  const member = localStack().accounts.find((a) => a.username === 'member');
  await page.goto(site());
  const dialog = await submitSignInDialog(page, 'member', member?.password ?? '');

  await page.getByRole('button', { name: 'Demo Member' }).waitFor({ timeout: 15_000 });
  await expect(dialog.isVisible()).resolves.toBe(false);
});

it('tells a member who typed a wrong password so, in words', async () => {
  await page.goto(site());
  const dialog = await submitSignInDialog(page, 'member', 'not the password');

  // A toast (react-toastify) with Cognito's answer in words; the dialog stays open for another try.
  await page.getByText('Incorrect username or password.').waitFor({ timeout: 15_000 });
  await expect(dialog.isVisible()).resolves.toBe(true);
});

it("shows an admin's new menu entry on an open page without a reload (realtime over ws://)", async () => {
  // Count the subscriptions AppSync's protocol acknowledged on the page's socket.
  let acknowledged = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"start_ack"')) acknowledged += 1;
    }),
  );
  await page.goto(site());
  const about = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' });
  await about.waitFor();
  for (let waited = 0; acknowledged < 3; waited += 100) {
    if (waited > 10_000) throw new Error(`only ${acknowledged} subscriptions acknowledged`);
    await page.waitForTimeout(100);
  }

  const admin = await seededAccount('admin');
  const created = await graphql<{ createMenu: { id: string } }>(
    'mutation ($input: CreateMenuInput!) { createMenu(input: $input) { id name link parentId } }',
    { input: { name: 'Live Entry', module: 'board', moduleId: 'notice', parentId: 'about' } },
    { token: admin.tokens.idToken },
  );
  try {
    expect(created.errors).toBeUndefined();
    await about.click();
    await page.getByRole('menuitem', { name: 'Live Entry' }).waitFor({ timeout: 10_000 });
  } finally {
    if (created.data) await deleteMenuItem(created.data.createMenu.id, admin);
  }
});

it('shows the seeded article page from the menu, its Markdown rendered', async () => {
  await page.goto(site());
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/article/welcome');
  await expect(page.locator('article strong').first().textContent()).resolves.toBe('member');
});
