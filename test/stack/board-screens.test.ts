import type { Page } from 'playwright-core';
import { fitsPhone, pagePerTest, seriousViolations, signInThroughDialog, site } from './support/browser';
import { createOpenBoard, newMember, rest, seededAccount, type TestMember } from './support/clients';
import { searchUntil } from './support/search';

/**
 * The board screens in a real Chromium against the local stack (the production build): what a guest reads,
 * what a member does on a post, the home page, numbered pages, phones, and axe-core's accessibility check on
 * the home, board and post pages.
 */
jest.setTimeout(120_000);

let page: Page;
pagePerTest((opened) => (page = opened));

let author: TestMember;
let admin: TestMember;
const pagedBoard = `paged-${process.pid}`;

interface Created {
  id: string;
}

beforeAll(async () => {
  [author, admin] = await Promise.all([newMember('author'), seededAccount('admin')]);
  // A board of 45 posts for the numbered pages (20 per page).
  await createOpenBoard(admin, {
    id: pagedBoard,
    name: 'Paged Board',
    description: 'Forty-five posts',
    postsPerPage: 20,
  });
  for (let n = 1; n <= 45; n += 1) {
    const post = await rest('post', 'POST', `/boards/${pagedBoard}/posts`, {
      token: author.tokens.idToken,
      body: { title: `Paged post ${n}`, body: `Body ${n}` },
    });
    expect(post.status).toBe(201);
  }
});

/** Signs in through the top bar's dialog, as a visitor does. */
function signIn(member: TestMember) {
  return signInThroughDialog(page, member.username, member.password);
}

async function writePost(member: TestMember, board: string, title: string): Promise<string> {
  const post = await rest<Created>('post', 'POST', `/boards/${board}/posts`, {
    token: member.tokens.idToken,
    body: { title, body: `The body of ${title}` },
  });
  expect(post.status).toBe(201);
  return post.body.id;
}

it('lets a guest read a board and a post, and axe finds nothing serious on either', async () => {
  await page.goto(site('/board/free'));
  await page.getByRole('heading', { level: 1, name: 'Free Board' }).waitFor();
  // The site's name joins the title when the menu request answers, which may be after the board's own data.
  await page.waitForFunction("document.title.startsWith('Free Board - ')", undefined, { timeout: 10_000 });
  await page.getByRole('table').first().waitFor();
  await expect(page.getByRole('button', { name: 'Sign in to write' }).count()).resolves.toBeGreaterThan(0);
  await expect(seriousViolations(page)).resolves.toEqual([]);
  // The seeded post, found by a title search: the tests sharing this stack write newer posts to the Free Board.
  await page.goto(site('/board/free?target=title&q=First%20post%20on%20the%20free%20board'));
  const first = page.getByRole('link', { name: 'First post on the free board' });
  await first.waitFor();

  await first.click();
  await page.getByRole('heading', { level: 1, name: 'First post on the free board' }).waitFor();
  await page.getByRole('heading', { name: /^Comments/ }).waitFor();
  await expect(page.getByRole('button', { name: 'Recommend 0', exact: true }).isDisabled()).resolves.toBe(
    true,
  );
  await expect(seriousViolations(page)).resolves.toEqual([]);
});

it('shows a new post on the home page, and axe finds nothing serious there', async () => {
  const title = `Home news ${Date.now()}`;
  await writePost(author, 'free', title);
  await page.goto(site('/'));
  await page.getByRole('region', { name: 'Free Board' }).getByRole('link', { name: title }).waitFor();
  await expect(seriousViolations(page)).resolves.toEqual([]);
});

it('holds the 21st to 40th newest posts on page 2 of a board of 45', async () => {
  await page.goto(site(`/board/${pagedBoard}?page=2`));
  await page.getByRole('heading', { level: 1, name: 'Paged Board' }).waitFor();
  await page.getByRole('link', { name: 'Paged post 25' }).waitFor();
  const rows = page.getByRole('table').getByRole('row');
  const cells = await rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent?.trim())),
  );
  const expected = Array.from({ length: 20 }, (_, i) => [String(25 - i), `Paged post ${25 - i}`]);
  expect(cells).toEqual(expected);
  const pages = page.getByRole('navigation', { name: 'Pages of Paged Board' });
  await expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe(
    'page',
  );
  await expect(pages.getByRole('link', { name: /^Page / }).allTextContents()).resolves.toEqual([
    '1',
    '2',
    '3',
  ]);
});

it('fits a board list into a 375 px wide phone without scrolling sideways', async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(site(`/board/${pagedBoard}`));
  await page.getByRole('link', { name: 'Paged post 45' }).waitFor();
  await expect(fitsPhone(page)).resolves.toBe(true);
  await expect(seriousViolations(page)).resolves.toEqual([]);
});

it('lets a member comment, reply, vote, scrap, find it in their lists, and delete their own post', async () => {
  const member = await newMember('reader');
  const othersTitle = `Worth a vote ${Date.now()}`;
  const othersPost = await writePost(author, 'free', othersTitle);
  const ownTitle = `My own ${Date.now()}`;
  await writePost(member, 'free', ownTitle);

  await page.goto(site(`/board/free/${othersPost}`));
  await page.getByRole('heading', { level: 1, name: othersTitle }).waitFor();
  await signIn(member);

  // Comment, then reply to it (one level).
  await page.getByRole('textbox', { name: 'Write a comment' }).fill('A first comment');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const comments = page.getByRole('list', { name: 'Comments' });
  await comments.getByText('A first comment').waitFor();
  await comments.getByRole('button', { name: 'Reply' }).click();
  await page.getByRole('textbox', { name: /^Reply to / }).fill('And a reply');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await comments.getByText('And a reply').waitFor();
  await page.getByRole('heading', { name: 'Comments 2' }).waitFor();

  // Vote once: the button shows it, and the server counts one.
  await page.getByRole('button', { name: 'Recommend 0', exact: true }).click();
  await page.getByRole('button', { name: 'Recommended 1', exact: true }).waitFor();
  const read = await rest<{ voteCount: number; myVote: boolean }>('post', 'GET', `/posts/${othersPost}`, {
    token: member.tokens.idToken,
  });
  expect(read.body).toMatchObject({ voteCount: 1, myVote: true });

  await page.getByRole('button', { name: 'Scrap', exact: true }).click();
  await page.getByRole('button', { name: 'Unscrap' }).waitFor();

  await page.goto(site('/member/scraps'));
  await page.getByRole('link', { name: othersTitle }).waitFor();
  await page.goto(site('/member/written'));
  const own = page.getByRole('link', { name: ownTitle });
  await own.click();

  await page.getByRole('heading', { level: 1, name: ownTitle }).waitFor();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this post?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Free Board' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/board/free');
  await page.getByText('The post was moved to the trash.').waitFor();
  await expect(page.getByRole('link', { name: ownTitle }).count()).resolves.toBe(0);
});

it("lets a member report a post in its dialog, and find the author's posts from the author's name", async () => {
  const member = await newMember('reporter');
  const title = `Report me ${Date.now()}`;
  const postId = await writePost(author, 'free', title);
  const nickName = (await rest<{ authorNickName: string }>('post', 'GET', `/posts/${postId}`)).body
    .authorNickName;

  await page.goto(site(`/board/free/${postId}`));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await signIn(member);

  // The dialog's code downloads when it is first asked for; it opens, and the report reaches the server.
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await page.getByRole('button', { name: 'Reported' }).waitFor();
  const read = await rest<{ hasReported: boolean }>('post', 'GET', `/posts/${postId}`, {
    token: member.tokens.idToken,
  });
  expect(read.body.hasReported).toBe(true);

  // So does the author's menu, on first opening.
  await page.getByRole('button', { name: nickName, exact: true }).click();
  await page.getByRole('menuitem', { name: `Posts by ${nickName}` }).click();
  await page.getByRole('link', { name: title }).waitFor();
  const address = new URL(page.url());
  expect(address.pathname).toBe('/board/free');
  expect(Object.fromEntries(address.searchParams)).toEqual({ target: 'nickName', q: nickName });
});

it("lets a guest search a board by author with the browser's own select, and list one category", async () => {
  const title = `Found by author ${Date.now()}`;
  await writePost(author, 'free', title);
  const nickName = (
    await rest<{ items: { title: string; authorNickName: string }[] }>('post', 'GET', '/boards/free/posts')
  ).body.items.find((item) => item.title === title)?.authorNickName;
  expect(nickName).toBeDefined();
  // The search index is kept from the stream (docs/search.md): the post is found a moment after it is written.
  const found = await searchUntil(
    `/boards/free/search?target=nickName&q=${encodeURIComponent(nickName ?? '')}`,
    (hits) => hits.items.some((hit) => hit.title === title),
    { ms: 30_000 },
  );
  expect(found.body.items.map((hit) => hit.title)).toContain(title);

  await page.goto(site('/board/free'));
  const search = page.getByRole('search', { name: 'Search this board' });
  await search.getByRole('combobox', { name: 'Search in' }).selectOption({ label: 'Nickname' });
  await search.getByRole('searchbox', { name: 'Search words' }).fill(nickName ?? '');
  await search.getByRole('button', { name: 'Search' }).click();
  // Another author's post leaves the list; this author's stays.
  await page.getByRole('link', { name: 'Share your favourite Seoul cafes' }).waitFor({ state: 'detached' });
  await page.getByRole('link', { name: title }).waitFor();
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ target: 'nickName', q: nickName });

  // Categories are links: the chosen one is marked current and its address lists only its posts.
  await page.goto(site('/board/free'));
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Chat' }).click();
  await page.waitForURL((url) => url.searchParams.get('category') === 'Chat');
  // The address changes first; the page then marks the category (a transition) once its code has run.
  await categories.locator('a[aria-current="page"]', { hasText: /^Chat$/ }).waitFor();
  await expect(categories.locator('a[aria-current]').count()).resolves.toBe(1);
  // The list before it stays on screen until the category's answer replaces it.
  await page.getByRole('link', { name: title }).waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Share your favourite Seoul cafes' }).waitFor();
  await expect(seriousViolations(page)).resolves.toEqual([]);
});

describe('the reader keeps their place on a phone', () => {
  /** The window's scroll position; a string, as the back end's tsconfig has no DOM library. */
  const scrollY = () => page.evaluate<number>('window.scrollY');

  beforeEach(async () => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  it('opens page 2 from the numbered pages at the top of the list, its heading focused', async () => {
    await page.goto(site(`/board/${pagedBoard}`));
    await page.getByRole('link', { name: 'Paged post 45' }).waitFor();
    const pages = page.getByRole('navigation', { name: 'Pages of Paged Board' });
    await pages.scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(500);

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.getByRole('link', { name: 'Paged post 25' }).waitFor();
    await expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    // The top of the page, where the list's heading is, and the focus there for keyboard users.
    expect(await scrollY()).toBe(0);
    await expect(
      page.evaluate<string | undefined>('document.activeElement?.textContent ?? undefined'),
    ).resolves.toBe('Paged Board');
  });

  it('opens a post from far down the list at its top, and Back (and a reload) returns to where the reader was', async () => {
    await page.goto(site(`/board/${pagedBoard}`));
    const far = page.getByRole('link', { name: 'Paged post 28' });
    await far.waitFor();
    await far.scrollIntoViewIfNeeded();
    // Let the list's search form (drawn once the browser is idle) arrive before measuring.
    await page.getByRole('search', { name: 'Search this board' }).waitFor();
    // Somewhere not an element's edge; the position settles (no smooth scrolling) before it is read.
    await page.evaluate("window.scrollBy({ top: 120, behavior: 'instant' })");
    await page.waitForTimeout(100);
    const where = await scrollY();
    expect(where).toBeGreaterThan(900);

    await far.click();
    await page.getByRole('heading', { level: 1, name: 'Paged post 28' }).waitFor();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await page.getByRole('link', { name: 'Paged post 45' }).waitFor();
    // The list may render before the page is tall enough again: the position comes once it is.
    await page
      .waitForFunction(`Math.abs(window.scrollY - ${where}) <= 50`, undefined, { timeout: 5_000 })
      .catch(() => undefined);
    expect(Math.abs((await scrollY()) - where)).toBeLessThanOrEqual(50);

    // A reload keeps it too, as the browser does for ordinary pages, though the list is read again.
    await page.reload();
    await page.getByRole('link', { name: 'Paged post 45' }).waitFor();
    await page
      .waitForFunction(`Math.abs(window.scrollY - ${where}) <= 50`, undefined, { timeout: 5_000 })
      .catch(() => undefined);
    expect(Math.abs((await scrollY()) - where)).toBeLessThanOrEqual(50);
  });
});
