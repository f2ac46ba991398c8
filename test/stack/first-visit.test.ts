import type { Browser, Page } from 'playwright-core';
import { devSite, launchChromium, openPage, site } from './support/browser';
import { localStack, seededAccount } from './support/clients';

/**
 * What a newcomer meets first, on both builds where they differ: the production build (what CloudFront
 * serves) and the dev server (what `npm start` serves everyone who tries the site the README's way, under
 * React's StrictMode). Each check drives Chromium as a visitor, a member or an admin does.
 */
jest.setTimeout(180_000);

let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

/** A fresh page at `url`, waiting for the top bar (the dev server compiles modules on the first visit). */
async function visit(url: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await openPage(context, pageErrors);
  await page.goto(url);
  await page.getByRole('banner').waitFor({ timeout: 60_000 });
  return page;
}

const FOCUSED = `(() => { const a = document.activeElement; return a ? a.tagName + ' ' + (a.getAttribute('name') ?? a.getAttribute('role') ?? '') : 'none'; })()`;

/** Waits until the focused element is `expected` ("INPUT username": tag and name, or role); answers what it is. */
async function focusSettles(page: Page, expected: string, timeout = 5000): Promise<string> {
  await page
    .waitForFunction(`${FOCUSED} === ${JSON.stringify(expected)}`, undefined, { timeout })
    .catch(() => undefined);
  return page.evaluate<string>(FOCUSED);
}

/** A toast by its text; behind a modal dialog too, where the modal hides it from the accessibility tree. */
const toastWith = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

describe.each([
  ['the production build', (path: string) => site(path)],
  ['the dev server', (path: string) => devSite(path)],
])('on %s', (_build, at) => {
  it('the sign-in dialog takes typing at once, and the first wrong password is told at once, with focus back on the password', async () => {
    const page = await visit(at('/'));
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.waitFor();
    // Typed keys must land in the Username box, without a click.
    await expect(focusSettles(page, 'INPUT username')).resolves.toBe('INPUT username');
    await page.keyboard.type('member');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    const started = Date.now();
    await page.keyboard.press('Enter');
    await toastWith(page, 'Incorrect username or password.').waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await dialog.getByLabel('Username').inputValue()).toBe('member');
    // Said in the dialog too, where a screen reader hears it with the password box, until a field changes.
    await expect(dialog.getByText('Incorrect username or password.').count()).resolves.toBe(1);
    await expect(focusSettles(page, 'INPUT password')).resolves.toBe('INPUT password');
    await page.keyboard.type('x');
    await expect(dialog.getByText('Incorrect username or password.').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows an error toast for each GraphQL error of the menu, on the first page load', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openPage(context, pageErrors);
    await page.route(localStack().endpoints.graphql, async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('menuTree')) return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'Menu storage is busy' }, { message: 'Settings are unavailable' }],
        }),
      });
    });
    await page.goto(at('/'));
    await toastWith(page, 'Menu storage is busy').waitFor({ timeout: 60_000 });
    await toastWith(page, 'Settings are unavailable').waitFor({ timeout: 5000 });
    // One toast per error, and the menu falls back to an empty bar rather than a broken page.
    await expect(page.locator('.Toastify__toast').count()).resolves.toBe(2);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('a desktop visitor', () => {
  it("reaches a parent menu item's own page from its dropdown", async () => {
    const page = await visit(site('/'));
    // The seeded About (an article) holds Rhymix below it.
    await page.getByRole('banner').getByRole('button', { name: 'About' }).click();
    const menu = page.getByRole('menu', { name: 'About' });
    const entries = await menu.getByRole('menuitem').allInnerTexts();
    expect(entries.map((text) => text.trim())).toEqual(['About', 'Rhymix']);
    await menu.getByRole('menuitem', { name: 'About' }).click();
    await page.waitForURL(/\/article\/about$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('menu').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('the admin', () => {
  it('sees every member on the Member List before searching, and can page and search', async () => {
    const admin = await seededAccount('admin');
    const page = await visit(site('/'));
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Username').fill('admin');
    await dialog.getByLabel('Password').fill(admin.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.goto(site('/admin/member/list'));
    const table = page.getByRole('table', { name: 'Members' });
    await table.getByRole('link', { name: 'admin', exact: true }).waitFor({ timeout: 20_000 });
    await expect(table.getByRole('link', { name: 'member', exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText('Could not load the list').count()).resolves.toBe(0);
    await page.context().close();
  });
});
