import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { Comment, Post, PostSummary } from '@contracts/post-answers';
import { memberSession } from '@/testing/amplify-session';
import { installFakeFetch, json, type FakeHandler } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { testConfig } from '@/testing/test-config';
import { SavedArticlesPage, ScrapsPage, WrittenArticlesPage } from '../index';

jest.mock('aws-amplify/auth');

const base = new URL(testConfig.rest.post);
function api(
  method: string,
  path: string,
  answer: (url: URL, body: unknown) => ReturnType<typeof json>,
): FakeHandler {
  return (request) =>
    request.url.origin === base.origin &&
    request.method === method &&
    request.url.pathname === `${base.pathname}${path}`
      ? answer(request.url, request.body)
      : undefined;
}

/** The boards' names, which the lists show instead of the ids the post records hold. */
const boards = api('GET', '/boards', () =>
  json({
    items: [
      { id: 'free', name: 'Free Board' },
      { id: 'qna', name: 'Q&A' },
    ],
    nextToken: null,
  }),
);

beforeEach(() => {
  jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('member-1'));
});

const myPost = (n: number): PostSummary => ({
  id: `p${n}`,
  boardId: 'free',
  title: `My post ${n}`,
  format: 'text',
  category: null,
  isNotice: false,
  authorId: 'member-1',
  authorNickName: 'Minji',
  status: 'published',
  version: 1,
  commentCount: n === 1 ? 2 : 0,
  views: n === 2 ? 1 : 5,
  scrapCount: 0,
  createdAt: '2024-03-05T10:00:00.000Z',
  updatedAt: '2024-03-05T10:00:00.000Z',
});

describe('Written Articles', () => {
  it("lists the member's posts with their comment counts, paged, sending the ID token", async () => {
    const fetchMock = installFakeFetch(
      boards,
      api('GET', '/me/posts', (url) =>
        json(
          url.searchParams.get('nextToken')
            ? { items: [myPost(3)], nextToken: null }
            : { items: [myPost(1), myPost(2)], nextToken: 'n1' },
        ),
      ),
    );
    renderWithProviders(<WrittenArticlesPage siteTitle="Town" />, { path: '/member/written' });
    expect(await screen.findByRole('link', { name: 'My post 1 [2]' })).toHaveAttribute(
      'href',
      '/board/free/p1',
    );
    expect(document.title).toBe('Written Articles - Town');
    // The board's name, not its id, and the views counted in words ("1 view", never "1 views").
    const posts = screen.getByRole('list', { name: 'Your posts' });
    expect(await within(posts).findAllByText('Free Board · 2024.03.05 · 5 views')).toHaveLength(1);
    expect(within(posts).getByText('Free Board · 2024.03.05 · 1 view')).toBeInTheDocument();
    const listCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/me/posts'));
    expect(new Headers((listCall?.[1] as RequestInit).headers).get('Authorization')).toBe(
      'id-token-of-member-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'My post 3' })).toBeInTheDocument();
    // The buttons are under the rows: the new page is read from the list's heading (lib/list-top.ts).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Written Articles' })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'My post 2' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Written Articles' })).toHaveFocus(),
    );
  });

  it('has a tab with the comments, each linking to its post', async () => {
    installFakeFetch(
      boards,
      api('GET', '/me/comments', () =>
        json({
          items: [
            {
              id: 'c1',
              postId: 'p9',
              boardId: 'qna',
              parentId: null,
              body: 'Good answer\nsecond line',
              authorId: 'member-1',
              authorNickName: 'Minji',
              deleted: false,
              createdAt: '2024-03-05T10:00:00.000Z',
              updatedAt: '2024-03-05T10:00:00.000Z',
            } satisfies Comment,
          ],
          nextToken: null,
        }),
      ),
    );
    renderWithProviders(<WrittenArticlesPage />, { path: '/member/written/comments' });
    expect(await screen.findByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('href', '/member/written');
    expect(await screen.findByRole('link', { name: 'Good answer' })).toHaveAttribute(
      'href',
      '/board/qna/p9#comment-c1',
    );
    expect(await screen.findByText('Q&A · 2024.03.05')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    installFakeFetch(
      boards,
      api('GET', '/me/posts', () => json({ items: [], nextToken: null })),
    );
    renderWithProviders(<WrittenArticlesPage />, { path: '/member/written' });
    expect(await screen.findByText('You have not written any posts yet.')).toBeInTheDocument();
  });

  it('asks a guest to sign in', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installFakeFetch(
      boards,
      api('GET', '/me/posts', () => json({ message: 'Sign in to do this.' }, 401)),
    );
    renderWithProviders(<WrittenArticlesPage />, { path: '/member/written' });
    expect(await screen.findByText('Sign in to see the posts you wrote.')).toBeInTheDocument();
  });
});

describe('Scraps', () => {
  it('lists the scraps and removes one', async () => {
    let removed = false;
    installFakeFetch(
      boards,
      api('GET', '/me/scraps', () =>
        json({
          items: removed
            ? []
            : [
                {
                  postId: 'p5',
                  boardId: 'free',
                  title: 'Worth keeping',
                  scrappedAt: '2024-03-05T10:00:00.000Z',
                },
              ],
          nextToken: null,
        }),
      ),
      api('DELETE', '/posts/p5/scrap', () => {
        removed = true;
        return json({ postId: 'p5', scrapped: false });
      }),
    );
    renderWithProviders(<ScrapsPage />, { path: '/member/scraps' });
    expect(await screen.findByRole('link', { name: 'Worth keeping' })).toHaveAttribute(
      'href',
      '/board/free/p5',
    );
    expect(await screen.findByText('Free Board · scrapped 2024.03.05')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Worth keeping from scraps' }));
    expect(await screen.findByText(/You have no scraps yet/)).toBeInTheDocument();
  });
});

describe('Saved Articles', () => {
  const draft: Post = {
    id: 'd1',
    boardId: 'free',
    title: 'Half done',
    body: 'text',
    format: 'text',
    category: null,
    isNotice: false,
    authorId: 'member-1',
    authorNickName: 'Minji',
    status: 'draft',
    version: 2,
    views: 0,
    commentCount: 0,
    scrapCount: 0,
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: '2024-03-05T10:00:00.000Z',
  };

  it('resumes a draft in the editor, publishes it as saved, and deletes after asking', async () => {
    const sent: { method: string; body: unknown }[] = [];
    installFakeFetch(
      boards,
      api('GET', '/me/drafts', () => json({ items: [draft], nextToken: null })),
      api('PUT', '/posts/d1', (_url, body) => {
        sent.push({ method: 'PUT', body });
        return json({ ...draft, status: 'published' });
      }),
      api('DELETE', '/posts/d1', () => {
        sent.push({ method: 'DELETE', body: undefined });
        return json({ id: 'd1', status: 'trashed' });
      }),
    );
    renderWithProviders(<SavedArticlesPage />, { path: '/member/drafts' });
    expect(await screen.findByRole('link', { name: 'Resume editing Half done' })).toHaveAttribute(
      'href',
      '/board/free/d1/edit',
    );
    expect(await screen.findByText(/^Free Board · saved /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Half done' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      body: { title: 'Half done', body: 'text', format: 'text', category: null, version: 2, publish: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Half done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.map((s) => s.method)).toEqual(['PUT', 'DELETE']));
  });

  it('has an empty state', async () => {
    installFakeFetch(
      boards,
      api('GET', '/me/drafts', () => json({ items: [], nextToken: null })),
    );
    renderWithProviders(<SavedArticlesPage />, { path: '/member/drafts' });
    expect(await screen.findByText(/You have no saved drafts/)).toBeInTheDocument();
  });
});
