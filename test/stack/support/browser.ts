import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { localStack } from './clients';

/**
 * What the browser tests share: Debian's Chromium (CHROMIUM_PATH to use another), the address of the site the
 * test stack serves, axe-core's check, the phone-width check and the top bar's sign-in dialog.
 */

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Chromium headless: as root in CI, no GPU, and no background traffic to Google, which this machine's network refuses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The address of `path` on the dev server the test stack also serves (global-setup's --dev-web-port): what
 * `npm start` gives every newcomer, under React's StrictMode, for the checks where the two builds differ.
 */
export function devSite(path = '/'): string {
  const url = localStack().devSite;
  if (!url)
    throw new Error('The test stack serves no dev server (global-setup starts it with --dev-web-port)');
  return new URL(path, url).href;
}

/** The address of `path` on the site the test stack serves (global-setup starts it with --web-dist). */
export function site(path = '/'): string {
  const url = localStack().site;
  if (!url) throw new Error('The test stack serves no site (global-setup starts it with --web-dist)');
  return new URL(path, url).href;
}

/** A new page of the browser or context whose uncaught errors go to `errors`, which the test expects empty. */
export async function openPage(owner: Browser | BrowserContext, errors: string[]): Promise<Page> {
  const page = await owner.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

interface AxeResults {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

/** axe-core in the page: the serious and critical violations, as "rule: first target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
    const outcome = await axe.run();
    return outcome.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** The page fits a 375 px phone without sideways scrolling. */
export function fitsPhone(page: Page): Promise<boolean> {
  // A string: the back end's tsconfig has no DOM library, and this runs in the page.
  return page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
}

/** Opens the top bar's sign-in dialog, fills it in and presses Sign In; answers the dialog, still open or closing. */
export async function submitSignInDialog(page: Page, username: string, password: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

/** Signs in through the top bar's dialog, as a visitor does, and waits until the dialog has closed. */
export async function signInThroughDialog(page: Page, username: string, password: string): Promise<void> {
  const dialog = await submitSignInDialog(page, username, password);
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

/**
 * Chromium for the whole file and a fresh page for each test, handed to `use`; a test fails when its page threw
 * an uncaught error. Call it before the file's own hooks, which then find the browser started and the page open.
 */
export function pagePerTest(use: (page: Page) => void): void {
  let browser: Browser | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    page = await openPage(browser, pageErrors);
    use(page);
  });
  afterEach(async () => {
    await page?.close();
    expect(pageErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** What `browserPerFile` hands a test: contexts (separate browsers' storage) and pages opened in them. */
export interface ChromiumForTests {
  /** A new browser context, closed after the test. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  /** A new page in a context of its own (a separate browser, as another visitor has), closed after the test. */
  newPage(options?: Parameters<Browser['newContext']>[0]): Promise<Page>;
  /** A page in the given context (a new tab of that browser), whose uncaught errors fail the test. */
  openTab(context: BrowserContext): Promise<Page>;
}

/**
 * Chromium for the file (or `describe` block) that calls it, with contexts made per test and closed after it;
 * a test fails when one of its pages threw an uncaught error.
 */
export function browserPerFile(): ChromiumForTests {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(pageErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newContext = async (options?: Parameters<Browser['newContext']>[0]) => {
    if (!browser) throw new Error('Chromium did not start');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
  const openTab = (context: BrowserContext) => openPage(context, pageErrors);
  return { newContext, openTab, newPage: async (options) => openTab(await newContext(options)) };
}
