import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { openPage, pagePerTest, signInThroughDialog, site } from './support/browser';
import { dynamoClient, localStack, newMember, rest, type TestMember } from './support/clients';

/**
 * The post editor, rich-text bodies and the phone menu in a real Chromium against the local stack (the
 * production build): what a member writes arrives formatted, hostile bodies stay inert, drafts resume,
 * conflicts are shown, the drawer reaches every menu entry, and axe-core finds nothing serious.
 */
jest.setTimeout(120_000);

let page: Page;
let writer: TestMember;
const dialogs: string[] = [];
pagePerTest((opened) => (page = opened));

beforeAll(async () => {
  writer = await newMember('editor');
});

beforeEach(() => {
  // Any alert(), confirm() or prompt() a body managed to run would open a dialog.
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

afterEach(() => {
  expect(dialogs.splice(0)).toEqual([]);
});

async function signIn(member: TestMember) {
  await page.goto(site());
  await signInThroughDialog(page, member.username, member.password);
}

/** Opens the editor at `path` (a client-side navigation keeps the session) and waits for the textbox. */
async function openEditor(path: string) {
  // Expressions as strings: this file is compiled without the DOM library; they run in the page.
  await page.evaluate(
    `window.history.pushState({}, '', ${JSON.stringify(path)}); window.dispatchEvent(new PopStateEvent('popstate'))`,
  );
  const box = page.getByRole('textbox', { name: 'Post text' });
  await box.waitFor({ timeout: 20_000 });
  return box;
}

/** Every attribute on the page that could run script: on* handlers and javascript: or data: URLs. */
function executableAttributes(): Promise<string[]> {
  return page.evaluate<string[]>(`
    [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter(
          (attribute) =>
            /^on/i.test(attribute.name) ||
            (/^(href|src|xlink:href|action|formaction)$/i.test(attribute.name) &&
              /^\\s*(javascript|data|vbscript):/i.test(attribute.value)),
        )
        .map((attribute) => element.tagName + ' ' + attribute.name + '=' + attribute.value),
    )`);
}

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });

it('publishes bold text and a link written in the editor, and shows them so on the post page', async () => {
  await signIn(writer);
  const box = await openEditor('/board/free/write');
  await page.getByRole('textbox', { name: /Title/ }).fill('Formatted from the editor');
  await box.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('strong words');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' and ');
  await page.getByRole('button', { name: 'Link' }).click();
  await page.getByRole('dialog', { name: 'Link' }).getByLabel('Address').fill('https://rhymix.org/');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();

  // The post's own page, not the editor's address.
  await page.waitForURL(
    (url) => /^\/board\/free\/[A-Za-z0-9-]+$/.test(url.pathname) && !url.pathname.endsWith('/write'),
    {
      timeout: 20_000,
    },
  );
  const postId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const stored = await rest<{ format: string; body: string }>('post', 'GET', `/posts/${postId}`);
  expect(stored.status).toBe(200);
  expect(stored.body.format).toBe('richtext');
  expect(stored.body.body).toContain('{"type":"bold"}');
  expect(stored.body.body).toContain('"href":"https://rhymix.org/"');

  // The address changes before the post page's chunk has loaded, and the router keeps the editor on screen
  // until it has (a transition): wait for the post page itself, then look only inside the post.
  await page
    .getByRole('heading', { level: 1, name: 'Formatted from the editor' })
    .waitFor({ timeout: 15_000 });
  const post = page.locator('article');
  await post.locator('strong', { hasText: 'strong words' }).first().waitFor({ timeout: 15_000 });
  const link = post.getByRole('link', { name: 'https://rhymix.org/' });
  await expect(link.getAttribute('href')).resolves.toBe('https://rhymix.org/');
  await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer nofollow ugc');
});

it('renders hostile bodies inert: Markdown with HTML and a crafted rich-text document', async () => {
  const token = writer.tokens.idToken;
  const hostile = [
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><circle/></svg>',
    '[click me](javascript:alert(1))',
    '<a href="javascript:alert(1)">html link</a>',
  ].join('\n\n');
  const markdown = await rest<{ id: string }>('post', 'POST', '/boards/free/posts', {
    token,
    body: { title: 'Hostile markdown', body: hostile, format: 'markdown' },
  });
  expect(markdown.status).toBe(201);

  // The API refuses a crafted document outright…
  const crafted = doc({
    type: 'paragraph',
    content: [
      { type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'JaVaScRiPt:alert(1)' } }] },
    ],
  });
  const refused = await rest('post', 'POST', '/boards/free/posts', {
    token,
    body: { title: 'Crafted', body: crafted, format: 'richtext' },
  });
  expect(refused.status).toBe(400);
  const refusedImage = await rest('post', 'POST', '/boards/free/posts', {
    token,
    body: {
      title: 'Crafted',
      body: doc({
        type: 'paragraph',
        content: [{ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } }],
      }),
      format: 'richtext',
    },
  });
  expect(refusedImage.status).toBe(400);

  // …and should one reach the table some other way, the page still renders nothing of it.
  const richtext = await rest<{ id: string }>('post', 'POST', '/boards/free/posts', {
    token,
    body: {
      title: 'Hostile rich text',
      body: doc({ type: 'paragraph', content: [{ type: 'text', text: 'ok' }] }),
      format: 'richtext',
    },
  });
  expect(richtext.status).toBe(201);
  await dynamoClient().send(
    new UpdateCommand({
      TableName: localStack().tables.content,
      // The body's own item (docs/data-model.md, "Bodies apart from lists"): what the post page reads.
      Key: { pk: `POST#${richtext.body.id}`, sk: 'BODY' },
      UpdateExpression: 'SET body = :body',
      ExpressionAttributeValues: {
        ':body': doc(
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
          { type: 'paragraph', content: [{ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } }] },
          { type: 'iframe', attrs: { src: 'javascript:alert(1)' } },
        ),
      },
    }),
  );

  // The probe itself finds what it looks for (so an empty answer below means something).
  await page.goto(site());
  await page.evaluate(
    `document.body.insertAdjacentHTML('beforeend', '<i id="probe" onclick="x()"></i><a id="probe2" href=" javascript:x()">x</a>')`,
  );
  await expect(executableAttributes()).resolves.toEqual(['I onclick=x()', 'A href= javascript:x()']);

  for (const [id, title] of [
    [markdown.body.id, 'Hostile markdown'],
    [richtext.body.id, 'Hostile rich text'],
  ] as const) {
    await page.goto(site(`/board/free/${id}`));
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await expect(executableAttributes()).resolves.toEqual([]);
    await expect(page.locator('article img, article svg, article iframe').count()).resolves.toBe(0);
  }
  await expect(page.getByRole('note').first().textContent()).resolves.toMatch(/cannot be shown/);
});

it('saves a draft and resumes it later with the text as it was', async () => {
  await signIn(writer);
  const box = await openEditor('/board/free/write');
  await page.getByRole('textbox', { name: /Title/ }).fill('A draft to finish');
  await box.click();
  await page.keyboard.type('Half written, ');
  await page.keyboard.press('Control+i');
  await page.keyboard.type('in italics');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.getByText(/Draft saved/).waitFor({ timeout: 15_000 });
  await page.waitForURL(/\/board\/free\/[A-Za-z0-9-]+\/edit$/);
  const editPath = new URL(page.url()).pathname;

  // A new visit: the draft comes back from the server, formatting included.
  await page.goto(site());
  const again = await openEditor(editPath);
  await expect(page.getByRole('textbox', { name: /Title/ }).inputValue()).resolves.toBe('A draft to finish');
  await expect(again.locator('em').textContent()).resolves.toBe('in italics');
  await page.getByText('This is a draft: only you can see it until you publish it.').waitFor();
});

it('asks before the Back button leaves unsaved text, stays when told, and leaves when told', async () => {
  await signIn(writer);
  await page.goto(site('/board/free'));
  await page.getByRole('link', { name: 'Write' }).first().click();
  const box = page.getByRole('textbox', { name: 'Post text' });
  await box.waitFor({ timeout: 20_000 });
  await box.click();
  await page.keyboard.type('Words not saved yet');
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });

  // The browser's Back button: undone at once, and asked.
  await page.evaluate('window.history.back()');
  await question.waitFor({ timeout: 10_000 });
  await question.getByRole('button', { name: 'Stay' }).click();
  await question.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe('/board/free/write');
  await expect(box.textContent()).resolves.toContain('Words not saved yet');

  // Back again, and this time leave: the board's list.
  await page.evaluate('window.history.back()');
  await question.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL((url) => url.pathname === '/board/free');
  await page.getByRole('link', { name: 'Write' }).first().waitFor();
});

it('shows the conflict when the post changed since the editor read it, with both texts', async () => {
  const token = writer.tokens.idToken;
  const created = await rest<{ id: string; version: number }>('post', 'POST', '/boards/free/posts', {
    token,
    body: {
      title: 'Edited twice',
      body: doc({ type: 'paragraph', content: [{ type: 'text', text: 'First text' }] }),
      format: 'richtext',
    },
  });
  expect(created.status).toBe(201);
  await signIn(writer);
  const box = await openEditor(`/board/free/${created.body.id}/edit`);
  await box.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' with my change');

  // Someone saves in between (the same member on another device).
  const other = await rest('post', 'PUT', `/posts/${created.body.id}`, {
    token,
    body: {
      title: 'Edited twice',
      body: doc({ type: 'paragraph', content: [{ type: 'text', text: 'Their newer text' }] }),
      format: 'richtext',
      version: created.body.version,
    },
  });
  expect(other.status).toBe(200);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Someone else changed this post', { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('region', { name: 'Their version (saved)' }).getByText('Their newer text').waitFor();
  await page
    .getByRole('region', { name: 'Your text' })
    .getByText(/with my change/)
    .waitFor();
  await page.getByRole('button', { name: 'Reload their version and reapply mine' }).click();
  await expect(box.textContent()).resolves.toContain('Their newer text');
  const stored = await rest<{ body: string; version: number }>('post', 'GET', `/posts/${created.body.id}`);
  expect(stored.body.body).toContain('Their newer text');
});

it('at 375 × 812 the menu drawer reaches every menu entry, without sideways scrolling', async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(site());
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.waitFor();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).isVisible()).resolves.toBe(false);
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  // The open drawer is modal: the bar behind it is hidden from the accessibility tree, so find it by CSS.
  const expanded = page.locator('header button[aria-expanded="true"]', { hasText: 'Menu' });
  await expect(expanded.count()).resolves.toBe(1);
  const drawerId = await expanded.getAttribute('aria-controls');
  await expect(page.locator(`[id="${drawerId}"]`).count()).resolves.toBe(1);

  // Open every parent with the keyboard until none is closed.
  for (let round = 0; round < 5; round += 1) {
    const closed = drawer.locator('[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
  }
  const links = await drawer.getByRole('link').allTextContents();
  expect(links).toEqual(
    expect.arrayContaining(['Home', 'Community', 'Boards', 'Notice', 'Free Board', 'Q&A', 'About', 'Rhymix']),
  );
  await drawer.getByRole('link', { name: 'About' }).click();
  await page.waitForURL(/\/article\/about$/);
  await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(
    375,
  );
});

it('axe-core finds no serious or critical violation on the editor page', async () => {
  await signIn(writer);
  await openEditor('/board/free/write');
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate<string[]>(`
    window.axe.run(document).then((result) =>
      result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id + ' (' + violation.impact + ', ' + violation.nodes.length + ')'),
    )`);
  expect(violations).toEqual([]);
});

it("clears the editor's auto-saved text on sign-out, and never shows one member's text to another", async () => {
  const nickName = (
    await rest<{ nickName: string }>(
      'member',
      'GET',
      `/member/${writer.userId}?userPoolId=${localStack().userPoolId}`,
      { token: writer.tokens.idToken },
    )
  ).body.nickName;
  // Two tabs of one browser (one localStorage): this test's own context, in place of the file's page.
  const context = await page.context().browser()!.newContext();
  const errors: string[] = [];
  try {
    page = await openPage(context, errors);
    // A fake clock, so the minute between auto-saves passes at once (Date keeps running from now).
    await page.clock.install();
    await signIn(writer);
    const box = await openEditor('/board/free/write');
    await page.getByRole('textbox', { name: /Title/ }).fill('Secret plans');
    await box.click();
    await page.keyboard.type('Nobody else may read this');
    await page.clock.runFor(61_000);
    await page.getByText(/Kept on this device at/).waitFor();
    const kept = () =>
      page.evaluate<string[]>(
        `Object.keys(window.localStorage).filter((key) => key.startsWith('editor-autosave:')).map((key) => key + '=' + window.localStorage.getItem(key))`,
      );
    expect(await kept()).toEqual([
      expect.stringMatching(
        new RegExp(`^editor-autosave:${writer.userId}:free:new=.*Secret plans.*Nobody else`),
      ),
    ]);

    // Another member's text left on this browser (closed without signing out) goes once this member's session
    // loads, here in a second tab (the editor's tab keeps its unsaved text open).
    await page.evaluate(
      `window.localStorage.setItem('editor-autosave:someone-else:free:new', JSON.stringify({ title: 'Theirs', doc: {}, savedAt: new Date().toISOString() }))`,
    );
    const tab = await openPage(context, errors);
    await tab.goto(site());
    await tab.getByRole('banner').getByRole('button', { name: nickName }).waitFor();
    await tab.waitForFunction(
      `!window.localStorage.getItem('editor-autosave:someone-else:free:new')`,
      undefined,
      {
        timeout: 15_000,
      },
    );
    expect(await kept()).toHaveLength(1);

    await tab.getByRole('banner').getByRole('button', { name: nickName }).click();
    await tab.getByRole('menuitem', { name: 'Sign Out' }).click();
    await tab.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await kept()).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
