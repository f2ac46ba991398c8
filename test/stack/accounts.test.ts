import type { Page, WebSocketRoute } from 'playwright-core';
import { fitsPhone, browserPerFile, seriousViolations, signInThroughDialog, site } from './support/browser';
import { newMember, nickNameOf, rest, type TestMember } from './support/clients';
import { CONFIRMATION_CODE } from './support/process';

/**
 * Membership end to end in a real Chromium against the local stack: joining, confirming, changing the
 * nickname, resetting the password; and two members whose messages arrive live, also across a cut socket.
 * Codes come from the stack's code hook (LOCAL_CONFIRMATION_CODE), as a visitor would read them in the mail.
 */
jest.setTimeout(120_000);

const chromium = browserPerFile();
const newPage = (): Promise<Page> => chromium.newPage();

/** Whether a realtime socket's address authorizes it with a member's token (not the API key). */
function isMemberSocket(url: string): boolean {
  const header = new URL(url).searchParams.get('header');
  if (!header) return false;
  const fields = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Record<string, unknown>;
  return typeof fields.Authorization === 'string';
}

/**
 * Counts the realtime subscriptions the page starts and the answers (start_ack or error) it gets back, per
 * socket: `settled()` waits until each subscription started on the page's live sockets has been answered, so
 * a test acts only once the page is listening (a page on `/` shows no connection state to wait for). The live
 * sockets are the newest of each kind (API key, member token): a page holds at most one of each, and the
 * client closes a socket before it opens the next. Sockets of a document left by a full navigation are not
 * relied on to report their close (Chromium may unload the page first, so Playwright never sees it, and
 * their starts stay unanswered forever); being older than the new document's, they are not counted.
 */
function watchSubscriptions(page: Page): { settled: () => Promise<void> } {
  const sockets: { member: boolean; started: number; answered: number; closed: boolean }[] = [];
  const typeOf = (payload: string | Buffer) => {
    try {
      return (JSON.parse(payload.toString()) as { type?: string }).type;
    } catch {
      return undefined;
    }
  };
  page.on('websocket', (socket) => {
    const counts = { member: isMemberSocket(socket.url()), started: 0, answered: 0, closed: false };
    sockets.push(counts);
    socket.on('close', () => {
      counts.closed = true;
    });
    socket.on('framesent', ({ payload }) => {
      if (typeOf(payload) === 'start') counts.started += 1;
    });
    socket.on('framereceived', ({ payload }) => {
      const type = typeOf(payload);
      if (type === 'start_ack' || type === 'error') counts.answered += 1;
    });
  });
  const live = () =>
    [true, false]
      .map((member) => sockets.filter((c) => c.member === member && !c.closed).at(-1))
      .filter((c) => c !== undefined);
  return {
    settled: async () => {
      const deadline = Date.now() + 15_000;
      while (!live().some((c) => c.started > 0) || live().some((c) => c.answered < c.started)) {
        if (Date.now() > deadline) {
          const counts = live()
            .map((c) => `${c.member ? 'member' : 'API key'} ${c.answered}/${c.started}`)
            .join(', ');
          throw new Error(`subscriptions answered per live socket: ${counts || 'none open'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

async function signOut(page: Page, nickName: string) {
  await page.getByRole('banner').getByRole('button', { name: nickName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
}

it('signs up, confirms, changes the nickname, signs out, resets the password and signs in with the new one', async () => {
  const page = await newPage();
  const suffix = `${process.pid % 1000}${Date.now() % 100000}`;
  const username = `joiner${suffix}`;
  const name = `Joiner ${suffix}`;
  await page.goto(site('/member/signUp'));
  await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
  await expect(page.title()).resolves.toContain('Sign Up');
  await page.getByRole('form', { name: 'Sign-up details' }).waitFor();
  await expect(seriousViolations(page)).resolves.toEqual([]);

  // The form refuses to go on without the agreements.
  const form = page.getByRole('form', { name: 'Sign-up details' });
  // Fields by their name attribute: their labels carry the required asterisk.
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="email"]').fill(`${username}@example.com`);
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="password"]').fill('first password');
  await form.locator('input[name="passwordAgain"]').fill('first password');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Please agree to the terms of service and the privacy policy to continue.').waitFor();

  await page.getByLabel('Agree to all').check();
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { level: 1, name: 'Confirm your account' }).waitFor();
  await page.getByText(/We sent a confirmation code to \S*\*/).waitFor();
  await expect(page.getByRole('button', { name: /Resend code \(\d+s\)/ }).isDisabled()).resolves.toBe(true);
  await page.getByLabel('Confirmation code').fill(CONFIRMATION_CODE);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Signed in by Amplify's auto sign-in, back at the home page, the nickName (the name) in the top bar.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name }).waitFor({ timeout: 20_000 });

  const newNick = `Nick${suffix}`.slice(0, 20);
  await page.goto(site('/member/info'));
  await page.getByRole('heading', { level: 1, name: 'View Member Info' }).waitFor();
  await page.getByText(`${username}@example.com`).waitFor();
  await expect(seriousViolations(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Change nickname' }).click();
  await page.getByRole('textbox', { name: 'Nickname' }).fill(newNick);
  await page.getByRole('button', { name: 'Save' }).click();
  await banner.getByRole('button', { name: newNick }).waitFor({ timeout: 15_000 });

  await signOut(page, newNick);

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
  await page.locator('input[name="username"]').fill(`${username}@example.com`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.locator('input[name="code"]').fill(CONFIRMATION_CODE);
  await page.locator('input[name="newPassword"]').fill('second password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await banner.getByRole('button', { name: newNick }).waitFor({ timeout: 15_000 });

  await signOut(page, newNick);
  await signInThroughDialog(page, username, 'second password');
  await banner.getByRole('button', { name: newNick }).waitFor({ timeout: 15_000 });
});

it('shares a sign-in without "Keep me signed in" with a new tab of the same browser, not another browser, and signs both tabs out together', async () => {
  const member = await newMember('tabs');
  const [nickName, post] = await Promise.all([
    nickNameOf(member),
    rest<{ id: string }>('post', 'POST', '/boards/free/posts', {
      token: member.tokens.idToken,
      body: { title: `Opened in a new tab ${Date.now()}`, body: 'Read me in another tab' },
    }),
  ]);
  expect(post.status).toBe(201);
  const postPath = `/board/free/${post.body.id}`;

  // One browser: its first tab signs in without "Keep me signed in" (the dialog's default).
  const browserSession = await chromium.newContext();
  const first = await chromium.openTab(browserSession);
  await first.goto(site('/board/free'));
  await signInThroughDialog(first, member.username, member.password);
  await first.getByRole('banner').getByRole('button', { name: nickName }).waitFor({ timeout: 15_000 });

  // A new tab of the same browser, opened at a post: the member is signed in there too.
  const second = await chromium.openTab(browserSession);
  await second.goto(site(postPath));
  await second.getByRole('heading', { level: 1, name: /^Opened in a new tab/ }).waitFor();
  await second.getByRole('banner').getByRole('button', { name: nickName }).waitFor({ timeout: 15_000 });

  // The tokens are the tab's own (sessionStorage), none in localStorage or in a cookie: the one cookie is the
  // marker, which ends with the browser (no expiry) and holds no token.
  // A string: the back end's tsconfig has no DOM library, and this runs in the page.
  const lastAuthUser = await first.evaluate<string[]>(
    "Object.keys(localStorage).filter((key) => key.endsWith('.LastAuthUser'))",
  );
  expect(lastAuthUser).toEqual([]);
  const cookies = await browserSession.cookies();
  expect(cookies.map(({ name, value, expires, sameSite }) => ({ name, value, expires, sameSite }))).toEqual([
    { name: 'tab-session', value: '1', expires: -1, sameSite: 'Strict' },
  ]);

  // Another browser is a guest at the same address.
  const stranger = await chromium.newPage();
  await stranger.goto(site(postPath));
  await stranger.getByRole('heading', { level: 1, name: /^Opened in a new tab/ }).waitFor();
  await stranger.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  await expect(stranger.getByRole('banner').getByRole('button', { name: nickName }).count()).resolves.toBe(0);

  // Signing out in the new tab signs the first one out too, and a reload there stays signed out.
  await signOut(second, nickName);
  await first.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 10_000 });
  await first.reload();
  await first.getByRole('heading', { level: 1, name: 'Free Board' }).waitFor();
  await first.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  await expect(first.getByRole('banner').getByRole('button', { name: nickName }).count()).resolves.toBe(0);
  await expect(browserSession.cookies()).resolves.toEqual([]);
});

describe('Message Box between two members', () => {
  let alice: TestMember;
  let bob: TestMember;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([newMember('alice'), newMember('bob')]);
  });

  it('delivers messages live both ways, and one sent while a socket is cut after it reconnects', async () => {
    const alicePage = await newPage();
    const bobPage = await newPage();
    // Bob's realtime sockets go through the test, which can cut the member's one. The page also holds an
    // API-key socket for the live navigation, opened when the browser is idle, so before or after the member's:
    // the member's is the one whose `header` parameter carries an Authorization token.
    let bobSocket: WebSocketRoute | undefined;
    await bobPage.routeWebSocket(/realtime/, (route) => {
      if (isMemberSocket(route.url())) bobSocket = route;
      route.connectToServer();
    });

    await alicePage.goto(site());
    await signInThroughDialog(alicePage, alice.username, alice.password);
    await bobPage.goto(site());
    await signInThroughDialog(bobPage, bob.username, bob.password);

    await alicePage.goto(site(`/member/messages?to=${bob.userId}`));
    await alicePage
      .getByRole('form', { name: 'Start a conversation' })
      .getByLabel('Message')
      .fill('Hello Bob');
    await alicePage.getByRole('button', { name: 'Send' }).click();
    await alicePage.waitForURL(/\/member\/messages\/[\w-]+$/);
    const conversationPath = new URL(alicePage.url()).pathname;

    await bobPage.goto(site(conversationPath));
    const bobMessages = bobPage.getByRole('list', { name: 'Messages' });
    await bobMessages.getByText('Hello Bob').waitFor();
    await bobPage
      .getByRole('status')
      .filter({ hasText: /Connecting/ })
      .waitFor({ state: 'hidden' });

    // Live both ways, without a reload.
    await alicePage
      .getByRole('form', { name: 'Send a message' })
      .getByLabel('Message')
      .fill('Are you there?');
    await alicePage.getByRole('button', { name: 'Send' }).click();
    await bobMessages.getByText('Are you there?').waitFor({ timeout: 10_000 });
    await bobPage.getByRole('form', { name: 'Send a message' }).getByLabel('Message').fill('Yes, here!');
    await bobPage.getByRole('button', { name: 'Send' }).click();
    await alicePage
      .getByRole('list', { name: 'Messages' })
      .getByText('Yes, here!')
      .waitFor({ timeout: 10_000 });

    // Bob's socket is cut: the page says so; a message sent meanwhile shows after the automatic reconnect.
    expect(bobSocket).toBeDefined();
    await bobSocket?.close();
    await bobPage.getByRole('status').filter({ hasText: 'Connection lost' }).waitFor({ timeout: 10_000 });
    await alicePage
      .getByRole('form', { name: 'Send a message' })
      .getByLabel('Message')
      .fill('Sent while you were away');
    await alicePage.getByRole('button', { name: 'Send' }).click();
    await alicePage.getByRole('list', { name: 'Messages' }).getByText('Sent while you were away').waitFor();
    await bobMessages.getByText('Sent while you were away').waitFor({ timeout: 30_000 });
    await bobPage.getByRole('status').filter({ hasText: 'Connection lost' }).waitFor({ state: 'hidden' });

    // The Message Box and its pages on a phone: no sideways scrolling, nothing serious for axe.
    await bobPage.setViewportSize({ width: 375, height: 740 });
    await expect(fitsPhone(bobPage)).resolves.toBe(true);
    await expect(seriousViolations(bobPage)).resolves.toEqual([]);
    for (const path of ['/member/messages', '/member/friends', '/member/info', '/setting/account']) {
      await bobPage.goto(site(path));
      await bobPage.getByRole('heading', { level: 1 }).waitFor();
      await bobPage.waitForLoadState('networkidle');
      expect({ path, fits: await fitsPhone(bobPage) }).toEqual({ path, fits: true });
      expect({ path, violations: await seriousViolations(bobPage) }).toEqual({ path, violations: [] });
    }
  });

  it("shows a conversation another member starts on the recipient's open pages, live, without a reload", async () => {
    // Members of their own: the recipient must have no conversation yet, so the one started is new.
    const [carol, dave] = await Promise.all([newMember('carol'), newMember('dave')]);
    const carolPage = await newPage();
    const daveHome = await newPage();
    const daveBox = await newPage();
    const watched = [watchSubscriptions(daveHome), watchSubscriptions(daveBox)];

    await carolPage.goto(site());
    await signInThroughDialog(carolPage, carol.username, carol.password);
    for (const page of [daveHome, daveBox]) {
      await page.goto(site());
      await signInThroughDialog(page, dave.username, dave.password);
    }
    await daveBox.goto(site('/member/messages'));
    await daveBox.getByText(/^No messages yet/).waitFor();
    const daveButton = daveHome.getByRole('banner').getByRole('button', { name: /^Name dave/ });
    await daveButton.waitFor();
    await expect(daveButton.textContent()).resolves.not.toContain('unread');
    await Promise.all(watched.map((w) => w.settled()));

    // Carol starts the conversation as the Friends list's "Send message" link does.
    await carolPage.goto(site(`/member/messages?to=${dave.userId}`));
    await carolPage
      .getByRole('form', { name: 'Start a conversation' })
      .getByLabel('Message')
      .fill('Hello Dave, a new conversation');
    await carolPage.getByRole('button', { name: 'Send' }).click();
    await carolPage.waitForURL(/\/member\/messages\/[\w-]+$/);

    // Within seconds, not at the next minute's poll and not after a reload.
    await daveHome
      .getByRole('banner')
      .getByRole('button', { name: /1 unread message$/ })
      .waitFor({ timeout: 5000 });
    const listed = daveBox.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await listed.filter({ hasText: 'Hello Dave, a new conversation' }).waitFor({ timeout: 5000 });
    await expect(listed.count()).resolves.toBe(1);
    await expect(listed.textContent()).resolves.toContain('Name carol');
  });
});
