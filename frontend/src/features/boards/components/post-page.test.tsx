import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { guestSession, memberSession } from '@/testing/amplify-session';
import { installFakeFetch, json, type FakeHandler } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { PostView } from '@contracts/post-answers';
import {
  admin,
  comment,
  freeBoardApi,
  listedPost,
  member,
  ok,
  otherMember,
  postApi,
  postsPage,
  postView,
  screenProps,
  searchHit,
  searchPage,
} from '../board-test-data';
import type { Viewer } from '../viewer';
import { PostPage } from './post-page';

jest.mock('aws-amplify/auth');

/** IntersectionObserver as the page sees it; `reveal()` scrolls the list under the post into view. */
const observers: { callback: IntersectionObserverCallback }[] = [];
beforeEach(() => {
  // Each test is a new browser session: its first view of a post is counted.
  sessionStorage.clear();
  observers.length = 0;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});
function reveal() {
  act(() =>
    observers.forEach(({ callback }) =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    ),
  );
}

/** Asserts that `container` holds a `role` element (a link, a menu item) named `name`, leading to `href`. */
function expectLinkTo(container: HTMLElement, role: 'link' | 'menuitem', name: string, href: string) {
  expect(within(container).getByRole(role, { name })).toHaveAttribute('href', href);
}

/**
 * The post page of post-7 for `viewer`, the post API answering the post (postView(post): its first comments
 * in `post.comments`), later pages of comments, the view count and Free Board's list (posts 8 and 7).
 */
function renderPost(viewer: Viewer | null, post: Partial<PostView>, ...handlers: FakeHandler[]) {
  jest.mocked(fetchAuthSession).mockResolvedValue(viewer ? memberSession(viewer.userId) : guestSession());
  const fetchMock = installFakeFetch(
    ...handlers,
    postApi('GET', '/posts/post-7', ok(postView(post))),
    postApi('GET', '/posts/post-7/comments', ok({ items: [], nextToken: null })),
    postApi('POST', '/posts/post-7/view', ok({ counted: true })),
    ...freeBoardApi({ list: ok(postsPage([listedPost(8), listedPost(7)], { total: 8 })) }),
  );
  const props = screenProps(viewer);
  renderWithProviders(<PostPage boardId="free" postId="post-7" {...props} />, { path: '/board/free/post-7' });
  return { fetchMock, onSignIn: props.onSignIn };
}

const requests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(
    ([url, init]) =>
      `${(init as RequestInit | undefined)?.method ?? 'GET'} ${new URL(String(url)).pathname.replace('/dev', '')}`,
  );
/** The reads among the requests: the view count is a write the page sends once per session. */
const reads = (fetchMock: jest.Mock) => requests(fetchMock).filter((request) => request.startsWith('GET '));

describe('PostPage', () => {
  it('shows the post with its comments in one read, and its view, until the list under it comes into view', async () => {
    const { fetchMock } = renderPost(null, {
      category: 'Talk',
      views: 12,
      scrapCount: 2,
      commentCount: 1,
      comments: { items: [comment('c1', { body: 'Came with the post' })], nextToken: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 7' })).toBeInTheDocument();
    expect(screen.getByText('world').tagName).toBe('STRONG');
    // The count read, and this visit, counted once for the session.
    expect(screen.getByText('Views 13')).toBeInTheDocument();
    expect(screen.getByText('Scraps 2')).toBeInTheDocument();
    expect(await screen.findByText('Came with the post')).toBeInTheDocument();
    expect(document.title).toBe('Post number 7 - Town');
    // The post's answer carries its first comments: no GET /posts/post-7/comments.
    expect(requests(fetchMock).sort()).toEqual(['GET /posts/post-7', 'POST /posts/post-7/view']);
    reveal();
    const list = await screen.findByRole('link', { name: 'Post number 8' });
    expect(list).toHaveAttribute('href', '/board/free/post-8');
    expect(screen.getByLabelText('Reading now')).toHaveTextContent('»');
    // The list under the post: one request, its board's name from the post (no GET /boards/free).
    expect(requests(fetchMock).sort()).toEqual([
      'GET /boards/free/posts',
      'GET /posts/post-7',
      'POST /posts/post-7/view',
    ]);
  });

  it("makes at most 3 reads on a member's first view, the list under the post revealed: the post and the list (the menu is the app's)", async () => {
    const { fetchMock } = renderPost(member, {
      commentCount: 2,
      comments: {
        items: [comment('c1', { voteCount: 2, myVote: true }), comment('c2', { voteCount: 0 })],
        nextToken: null,
      },
    });
    // The member's votes on the comments came with the post.
    const thread = await screen.findByRole('list', { name: 'Comments' });
    expect(within(thread).getByRole('button', { name: 'Recommended 2, comment by Jisoo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    reveal();
    expect(await screen.findByRole('link', { name: 'Post number 8' })).toBeInTheDocument();
    // Whatever else settles now (the list's code, the rows) asks for nothing more.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads(fetchMock).sort()).toEqual(['GET /boards/free/posts', 'GET /posts/post-7']);
    // With the app-wide menu (GraphQL, not rendered here): 3 reads in all.
    expect(reads(fetchMock).length + 1).toBeLessThanOrEqual(3);
  });

  it('counts a view once per browser session: coming back to the post sends none', async () => {
    sessionStorage.setItem('viewed-post:post-7', '1');
    const { fetchMock } = renderPost(null, { views: 12 });
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(screen.getByText('Views 12')).toBeInTheDocument();
    expect(requests(fetchMock)).not.toContain('POST /posts/post-7/view');
  });

  it('lets a guest read but asks them to sign in to vote, scrap and comment', async () => {
    const { onSignIn } = renderPost(null, {});
    const vote = await screen.findByRole('button', { name: /Recommend 3/ });
    expect(vote).toBeDisabled();
    expect(vote).toHaveAccessibleDescription('Sign in to vote.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to scrap' }));
    expect(onSignIn).toHaveBeenCalled();
    expect(await screen.findByText('Sign in to comment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('gives the author Edit and Delete, and no vote or report on their own post', async () => {
    renderPost(member, { authorId: member.userId, canEdit: true });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/board/free/post-7/edit',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const vote = screen.getByRole('button', { name: /Recommend 3/ });
    expect(vote).toBeDisabled();
    expect(vote).toHaveAccessibleDescription('You cannot vote for your own post.');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('lets another member vote once, then shows the vote as given', async () => {
    const { fetchMock } = renderPost(
      otherMember,
      { authorId: member.userId },
      postApi('PUT', '/posts/post-7/vote', ok({ postId: 'post-7', voteCount: 4, myVote: true })),
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Recommend 3' }));
    const voted = await screen.findByRole('button', { name: 'Recommended 4' });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Votes 4')).toBeInTheDocument();
    expect(requests(fetchMock).filter((r) => r.includes('/vote'))).toEqual(['PUT /posts/post-7/vote']);
  });

  it("shows the server's refusal of a second vote", async () => {
    renderPost(
      otherMember,
      { authorId: member.userId },
      postApi('PUT', '/posts/post-7/vote', json({ message: 'You have already voted for this post.' }, 409)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Recommend 3' }));
    expect(await screen.findByText('You have already voted for this post.')).toBeInTheDocument();
  });

  it('reports with a reason, once', async () => {
    const { fetchMock } = renderPost(
      otherMember,
      { authorId: member.userId },
      postApi(
        'POST',
        '/posts/post-7/reports',
        ok({ postId: 'post-7', reason: 'spam', detail: null, reportedAt: 'x' }, 201),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reports'));
    expect(JSON.parse(String((sent?.[1] as RequestInit).body))).toEqual({ reason: 'spam' });
  });

  it("gives an admin Edit and Delete on anyone's post; Delete asks, trashes and returns to the list", async () => {
    const { fetchMock } = renderPost(
      admin,
      { authorId: member.userId, canEdit: true },
      postApi('DELETE', '/posts/post-7', ok({ id: 'post-7', status: 'trashed' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/board/free'),
    );
    expect(requests(fetchMock)).toContain('DELETE /posts/post-7');
    expect(await screen.findByText('The post was moved to the trash.')).toBeInTheDocument();
  });

  it('scraps and unscraps', async () => {
    renderPost(
      otherMember,
      {},
      postApi('PUT', '/posts/post-7/scrap', ok({})),
      postApi('DELETE', '/posts/post-7/scrap', ok({})),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Scrap' }));
    const unscrap = await screen.findByRole('button', { name: 'Unscrap' });
    expect(unscrap).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Scraps 3')).toBeInTheDocument();
    await userEvent.click(unscrap);
    expect(await screen.findByRole('button', { name: 'Scrap' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Scraps 2')).toBeInTheDocument();
  });

  it('links the previous and next posts', async () => {
    renderPost(null, {
      previous: { id: 'post-8', title: 'Newer one' },
      next: { id: 'post-6', title: 'Older one' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Neighbouring posts' });
    expectLinkTo(nav, 'link', 'Newer one', '/board/free/post-8');
    expectLinkTo(nav, 'link', 'Older one', '/board/free/post-6');
  });

  it("opens the author's menu: their posts, add friend, send message", async () => {
    const { fetchMock } = renderPost(
      member,
      { authorId: otherMember.userId, authorNickName: 'Jisoo' },
      postApi('POST', '/me/friends', ok({}, 201)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Jisoo' }));
    const menu = await screen.findByRole('menu');
    expectLinkTo(menu, 'menuitem', 'Posts by Jisoo', '/board/free?target=nickName&q=Jisoo');
    expectLinkTo(menu, 'menuitem', 'Send message', '/member/messages?to=member-2');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add friend' }));
    expect(await screen.findByText('Jisoo is now on your friends list.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/me/friends'));
    expect(JSON.parse(String((sent?.[1] as RequestInit).body))).toEqual({ userId: 'member-2' });
  });
});

describe('PostPage tags and search', () => {
  it("links each tag to the board's tag search, quoting a tag of two words", async () => {
    renderPost(null, { tags: ['travel', 'first snow'] });
    const tags = await screen.findByRole('list', { name: 'Tags' });
    expectLinkTo(tags, 'link', '#travel', '/board/free?target=tag&q=travel');
    expectLinkTo(tags, 'link', '#first snow', '/board/free?target=tag&q=%22first+snow%22');
  });

  it('shows no tags where the post has none', async () => {
    renderPost(null, {});
    await screen.findByRole('heading', { level: 1, name: 'Post number 7' });
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('shows the search the reader came from under the post, the post marked, and List returns to it', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue(guestSession());
    const fetchMock = installFakeFetch(
      postApi('GET', '/posts/post-7', ok(postView({}))),
      postApi('POST', '/posts/post-7/view', ok({ counted: true })),
      ...freeBoardApi({
        search: ok(searchPage([searchHit(8, { title: 'Snow at 8' }), searchHit(7, { title: 'Snow at 7' })])),
      }),
    );
    renderWithProviders(<PostPage boardId="free" postId="post-7" {...screenProps(null)} />, {
      path: '/board/free/post-7?target=title&q=snow',
    });
    await screen.findByRole('heading', { level: 1, name: 'Post number 7' });
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute(
      'href',
      '/board/free?target=title&q=snow',
    );
    reveal();
    const results = await screen.findByRole('list', { name: 'Search results in Free Board' });
    expectLinkTo(results, 'link', 'Snow at 8', '/board/free/post-8?target=title&q=snow');
    expect(within(results).getByLabelText('Reading now')).toHaveTextContent('»');
    expect(requests(fetchMock)).not.toContain('GET /boards/free/posts');
    expect(requests(fetchMock)).toContain('GET /boards/free/search');
  });
});

describe('PostPage comments', () => {
  it('shows a deleted parent as a placeholder with its replies under it', async () => {
    renderPost(null, {
      comments: {
        items: [
          comment('c1', { deleted: true, body: '' }),
          comment('c2', { parentId: 'c1', body: 'A reply that stays' }),
        ],
        nextToken: null,
      },
    });
    const list = await screen.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('This comment was deleted.');
    expect(within(items[0]!).queryByRole('button', { name: /Recommend/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('A reply that stays');
  });

  it('replies to a comment, one level deep, and reads the thread again with GET /posts/{postId}/comments', async () => {
    const { fetchMock } = renderPost(
      member,
      { comments: { items: [comment('c1')], nextToken: null } },
      postApi('POST', '/posts/post-7/comments', () => json(comment('c2', { parentId: 'c1' }), 201)),
      postApi('GET', '/posts/post-7/comments', () =>
        json({
          items: [
            comment('c1'),
            comment('c2', {
              parentId: 'c1',
              authorId: member.userId,
              authorNickName: 'Minji',
              body: 'Thanks!',
            }),
          ],
          nextToken: null,
        }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to Jisoo' }), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/comments') && (init as RequestInit)?.method === 'POST',
    );
    expect(JSON.parse(String((sent?.[1] as RequestInit).body))).toEqual({ body: 'Thanks!', parentId: 'c1' });
    // A reply cannot be answered: one level only.
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    // The thread came with the post; only the write made the page ask for it.
    expect(requests(fetchMock).filter((request) => request.endsWith('/comments'))).toEqual([
      'POST /posts/post-7/comments',
      'GET /posts/post-7/comments',
    ]);
  });

  it('lets the author edit and delete their comment, and others vote for it', async () => {
    renderPost(otherMember, {
      comments: {
        items: [comment('c1'), comment('c3', { authorId: member.userId, authorNickName: 'Minji' })],
        nextToken: null,
      },
    });
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [own, others] = within(list).getAllByRole('listitem');
    expect(within(own!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own!).getByRole('button', { name: /comment by Jisoo$/ })).toBeDisabled();
    expect(within(others!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(others!).getByRole('button', { name: /comment by Minji$/ })).toBeEnabled();
  });

  it('pages a long thread with More comments, from where the first page in the post left off', async () => {
    const { fetchMock } = renderPost(
      null,
      { comments: { items: [comment('c1')], nextToken: 'more' } },
      postApi('GET', '/posts/post-7/comments', (request) =>
        request.url.searchParams.get('nextToken') === 'more'
          ? json({ items: [comment('c51', { body: 'The 51st' })], nextToken: null })
          : json({ items: [], nextToken: null }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'More comments' }));
    expect(await screen.findByText('The 51st')).toBeInTheDocument();
    expect(screen.getByText('Comment c1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More comments' })).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url)))
      .filter((url) => url.pathname.endsWith('/comments'))
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual([{ limit: '50', nextToken: 'more' }]);
  });
});
