import type { Page } from 'playwright-core';
import { fitsPhone, pagePerTest, seriousViolations, site } from './support/browser';
import { createOpenBoard, newMember, rest, seededAccount, type TestMember } from './support/clients';
import { searchUntil } from './support/search';

/**
 * The search screens in a real Chromium against the local stack (the production build): a board's search with
 * its words marked, a tag search from a post's tag link, the site's search from the top bar (its box on a wide
 * screen, its button on a phone) with the week's popular words, and axe-core and a 375 px phone on the results.
 * The search index is kept from the content table's stream (docs/search.md): the posts are waited for through
 * the API before a browser looks for them.
 */
jest.setTimeout(120_000);

let page: Page;
pagePerTest((opened) => (page = opened));

let author: TestMember;
const board = `search-${process.pid}`;
const boardName = `Search Board ${process.pid}`;
// A word no other test writes: Latin words are found whole, so the process id is part of it.
const word = `aurora${process.pid}`;
const titled = `Northern ${word} lights`;
const bodyOnly = `Notes from the fjord ${process.pid}`;
let titledId: string;

async function writePost(title: string, body: string, tags?: string[]): Promise<string> {
  const post = await rest<{ id: string }>('post', 'POST', `/boards/${board}/posts`, {
    token: author.tokens.idToken,
    body: { title, body, ...(tags ? { tags } : {}) },
  });
  expect(post.status).toBe(201);
  return post.body.id;
}

beforeAll(async () => {
  const admin = await seededAccount('admin');
  author = await newMember('searcher');
  await createOpenBoard(admin, {
    id: board,
    name: boardName,
    description: 'Posts to search',
    postsPerPage: 20,
  });
  titledId = await writePost(titled, `We watched the ${word} over the fjord all night.`, [
    'travel',
    'night sky',
  ]);
  await writePost(bodyOnly, `Nothing in the title, but the ${word} came back at the end of the night.`);
  await writePost(`Unrelated ${process.pid}`, 'Nothing to find here.');
  // Found once the index has caught up with the three posts: the stream's poller may lag on a busy machine.
  const byWord = await searchUntil(`/boards/${board}/search?q=${word}`, (hits) => hits.items.length === 2, {
    ms: 30_000,
  });
  expect(byWord.body.items.map((hit) => hit.title)).toEqual([bodyOnly, titled]);
  const byTag = await searchUntil(
    `/boards/${board}/search?target=tag&q=travel`,
    (hits) => hits.items.length === 1,
    { ms: 30_000 },
  );
  expect(byTag.body.items.map((hit) => hit.id)).toEqual([titledId]);
});

/** The texts of the page's `<mark>` elements inside `selector`. */
function markedWords(selector: string): Promise<string[]> {
  return page.locator(`${selector} mark`).allTextContents();
}

it("searches a board's titles and bodies from its form, newest first with the words marked; axe finds nothing serious, and it fits a phone", async () => {
  await page.goto(site(`/board/${board}`));
  await page.getByRole('heading', { level: 1, name: boardName }).waitFor();
  // The form arrives once the browser is idle after the list has rendered.
  const form = page.getByRole('search', { name: 'Search this board' });
  await expect(form.getByRole('combobox', { name: 'Search in' }).inputValue()).resolves.toBe('titleBody');
  await form.getByRole('searchbox', { name: 'Search words' }).fill(word);
  await form.getByRole('searchbox', { name: 'Search words' }).press('Enter');

  const results = page.getByRole('list', { name: `Search results in ${boardName}` });
  await results.waitFor();
  expect(new URL(page.url()).search).toBe(`?q=${word}`);
  await expect(results.getByRole('link').allTextContents()).resolves.toEqual([bodyOnly, titled]);
  await page.getByText(`Posts matching “${word}”.`).waitFor();
  // The title's word and each snippet's: marked as text in <mark>, as typed in the post.
  await expect(markedWords('ul[aria-label^="Search results"]')).resolves.toEqual([word, word, word]);
  await expect(page.title()).resolves.toMatch(new RegExp(`^${boardName}`));
  await expect(seriousViolations(page)).resolves.toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await results.waitFor();
  await expect(fitsPhone(page)).resolves.toBe(true);
  // On a phone the days fold behind "Dates".
  const dates = page
    .getByRole('search', { name: 'Search this board' })
    .getByRole('button', { name: 'Dates' });
  await dates.click();
  await expect(dates.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.getByLabel('From').waitFor();
  await expect(fitsPhone(page)).resolves.toBe(true);
  await expect(seriousViolations(page)).resolves.toEqual([]);
});

it("opens a board's tag search from a post's tag link", async () => {
  await page.goto(site(`/board/${board}/${titledId}`));
  await page.getByRole('heading', { level: 1, name: titled }).waitFor();
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('link').allTextContents()).resolves.toEqual(['#travel', '#night sky']);
  await tags.getByRole('link', { name: '#travel' }).click();

  const results = page.getByRole('list', { name: `Search results in ${boardName}` });
  await results.getByRole('link', { name: titled }).waitFor();
  expect(new URL(page.url()).search).toBe('?target=tag&q=travel');
  await page.getByText('Posts tagged “travel”.').waitFor();
  await expect(results.getByRole('link').count()).resolves.toBe(1);
  await expect(page.getByRole('combobox', { name: 'Search in' }).inputValue()).resolves.toBe('tag');
});

it("searches the site from the top bar's box, by board, and shows the week's popular words; axe finds nothing serious", async () => {
  // A member's search that finds something counts toward the popular words (once per member and day).
  const counted = await rest<{ groups: unknown[] }>('post', 'GET', `/search?q=${word}`, {
    token: author.tokens.idToken,
  });
  expect(counted.status).toBe(200);
  expect(counted.body.groups.length).toBeGreaterThan(0);

  await page.goto(site('/'));
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search posts' });
  await box.fill(word);
  await box.press('Enter');

  await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
  expect(new URL(page.url()).search).toBe(`?q=${word}`);
  const group = page.getByRole('region', { name: boardName });
  await group.getByRole('link', { name: titled }).waitFor();
  await expect(group.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(boardName);
  const popular = page.getByRole('list', { name: 'Popular this week' });
  await popular.getByRole('link', { name: word }).waitFor();
  await expect(popular.getByRole('link', { name: word }).getAttribute('href')).resolves.toBe(
    `/search?q=${word}`,
  );
  await page.waitForFunction(`document.title.startsWith('Search: ${word}')`);
  await expect(seriousViolations(page)).resolves.toEqual([]);
});

it("opens the site's search from the top bar's button on a 375 px phone, which it fits; axe finds nothing serious", async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(site('/'));
  // The box is for wide screens: a phone's bar has the button.
  await expect(page.getByRole('banner').getByRole('searchbox').count()).resolves.toBe(0);
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/search');
  // Popular words show without a search too.
  await page.getByRole('list', { name: 'Popular this week' }).getByRole('link', { name: word }).waitFor();

  const form = page.getByRole('search', { name: 'Search all boards' });
  await form.getByRole('searchbox', { name: 'Search words' }).fill(word);
  await form.getByRole('button', { name: 'Search' }).click();
  const group = page.getByRole('region', { name: boardName });
  await group.getByRole('link', { name: bodyOnly }).waitFor();
  await expect(fitsPhone(page)).resolves.toBe(true);
  await expect(seriousViolations(page)).resolves.toEqual([]);
});
