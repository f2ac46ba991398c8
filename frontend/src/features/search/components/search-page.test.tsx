import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit, SiteSearchAnswer } from '@contracts/post-answers';
import { SessionContext } from '@/lib/session-context';
import { installFakeFetch, json, type FakeAnswer, type FakeRequest } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { testConfig } from '@/testing/test-config';
import { testSession } from '@/testing/test-session';
import { SearchPage } from './search-page';

const postBase = new URL(testConfig.rest.post);

function hit(boardId: string, n: number, overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    id: `${boardId}-${n}`,
    boardId,
    title: `Post ${n}`,
    format: 'text',
    category: null,
    isNotice: false,
    authorId: 'member-1',
    authorNickName: 'Minji',
    status: 'published',
    version: 1,
    views: 3,
    commentCount: 0,
    scrapCount: 0,
    voteCount: 1,
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: '2024-03-05T10:00:00.000Z',
    snippet: null,
    commentId: null,
    ...overrides,
  };
}

const twoBoards: SiteSearchAnswer = {
  groups: [
    {
      board: { id: 'free', name: 'Free Board' },
      items: [
        hit('free', 3, { title: 'Snow in Seoul', snippet: '…the first snow fell on Seoul' }),
        hit('free', 2, { title: 'Snowman' }),
      ],
      more: true,
    },
    {
      board: { id: 'qna', name: 'Q&A' },
      items: [hit('qna', 1, { title: 'When does snow come?' })],
      more: false,
    },
  ],
};

/** The post API's search routes: the site's search (`search`) and the popular words (`popular`). */
function searchApi({
  search = json(twoBoards),
  popular = json({ items: [] }),
}: {
  search?: FakeAnswer | ((request: FakeRequest) => FakeAnswer);
  popular?: FakeAnswer | (() => FakeAnswer);
} = {}) {
  return installFakeFetch((request) => {
    if (request.url.origin !== postBase.origin) return undefined;
    const path = request.url.pathname.slice(postBase.pathname.length);
    if (path === '/search/popular') return typeof popular === 'function' ? popular() : popular;
    if (path === '/search') return typeof search === 'function' ? search(request) : search;
    return undefined;
  });
}

function renderSearch(path = '/search') {
  return renderWithProviders(
    <SessionContext.Provider value={testSession()}>
      <SearchPage siteTitle="Town" />
    </SessionContext.Provider>,
    { path },
  );
}

/** The query strings GET /search was asked with. */
function searchRequests(fetchMock: jest.Mock) {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname.endsWith('/search'))
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('SearchPage', () => {
  it("shows the search box and the week's popular words without a search, each a link to its search", async () => {
    const fetchMock = searchApi({
      popular: json({
        items: [
          { word: 'snow', count: 5 },
          { word: '서울 여행', count: 2 },
        ],
      }),
    });
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search all boards' })).toBeInTheDocument();
    const popular = await screen.findByRole('list', { name: 'Popular this week' });
    expect(within(popular).getByRole('link', { name: 'snow' })).toHaveAttribute('href', '/search?q=snow');
    expect(within(popular).getByRole('link', { name: '서울 여행' })).toHaveAttribute(
      'href',
      '/search?q=%EC%84%9C%EC%9A%B8+%EC%97%AC%ED%96%89',
    );
    expect(document.title).toBe('Search - Town');
    expect(searchRequests(fetchMock)).toEqual([]);
  });

  it('searches every board from its box and shows the results by board, words marked, with More in a board that has more', async () => {
    const fetchMock = searchApi();
    renderSearch();
    const form = screen.getByRole('search', { name: 'Search all boards' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search words' }), 'snow{Enter}');

    const free = await screen.findByRole('region', { name: 'Free Board' });
    expect(searchRequests(fetchMock)).toEqual([{ q: 'snow', target: 'titleBody', perBoard: '5' }]);
    expect(within(free).getByRole('heading', { level: 2, name: 'Free Board' })).toBeInTheDocument();
    const hits = within(free).getByRole('list', { name: 'Matches in Free Board' });
    expect(within(hits).getByRole('link', { name: 'Snow in Seoul' })).toHaveAttribute(
      'href',
      '/board/free/free-3?q=snow',
    );
    expect([...hits.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Snow',
      'snow',
      'Snow',
    ]);
    expect(within(free).getByRole('link', { name: 'More in Free Board' })).toHaveAttribute(
      'href',
      '/board/free?q=snow',
    );
    const qna = screen.getByRole('region', { name: 'Q&A' });
    expect(within(qna).queryByRole('link', { name: /^More in/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Search: snow - Town'));
  });

  it('searches titles only when the address says so, and More in a board keeps to titles', async () => {
    const fetchMock = searchApi();
    renderSearch('/search?target=title&q=snow');
    const free = await screen.findByRole('region', { name: 'Free Board' });
    expect(searchRequests(fetchMock)).toEqual([{ q: 'snow', target: 'title', perBoard: '5' }]);
    expect(screen.getByRole('combobox', { name: 'Search in' })).toHaveValue('title');
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('snow');
    expect(within(free).getByRole('link', { name: 'More in Free Board' })).toHaveAttribute(
      'href',
      '/board/free?target=title&q=snow',
    );
    // A title search marks titles only: the snippet's words are not what was searched.
    expect([...free.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Snow', 'Snow']);
  });

  it('says when no post matches', async () => {
    searchApi({ search: json({ groups: [] }) });
    renderSearch('/search?q=zzz');
    expect(await screen.findByText('No posts match “zzz”.')).toBeInTheDocument();
  });

  it('says why the server refused a search, and offers Try again when it could not answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    searchApi({
      search: json(
        { message: 'Invalid request', fields: [{ field: 'query.q', message: 'is too long' }] },
        400,
      ),
    });
    const first = renderSearch('/search?q=x');
    expect(
      await screen.findByText('This search cannot be run: Invalid request (query.q is too long)'),
    ).toBeInTheDocument();
    first.unmount();

    let fail = true;
    searchApi({ search: () => (fail ? json({ message: 'busy' }, 503) : json(twoBoards)) });
    renderSearch('/search?q=snow');
    expect(await screen.findByText('The search could not be completed.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Free Board' })).toBeInTheDocument();
  });

  it('says when the popular words could not be read, with Try again there, or that there are none yet', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    searchApi({ popular: () => (fail ? json({ message: 'busy' }, 500) : json({ items: [] })) });
    renderSearch();
    expect(await screen.findByText(/The popular searches could not be loaded\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No popular searches this week yet.')).toBeInTheDocument();
  });

  it('checks the words before searching and says what is wrong under the box', async () => {
    const fetchMock = searchApi();
    renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Search words' });
    await userEvent.type(box, '-ads{Enter}');
    expect(box).toHaveAccessibleDescription(
      'Search words needs a word to look for (not only -excluded ones)',
    );
    expect(box).toHaveFocus();
    expect(searchRequests(fetchMock)).toEqual([]);
  });
});
