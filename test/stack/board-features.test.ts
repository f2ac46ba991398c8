import { searchUntil } from './support/search';
import type { BoardPostsPage } from '../../contracts/board-page';
import type { HomePage } from '../../contracts/home';
import type { Page } from '../../contracts/pagination';
import type { CommentView, PostView } from '../../contracts/post';
import type { ReportedPost } from '../../contracts/report';
import type { CommentVoteState, PostVoteState } from '../../contracts/vote';
import { createOpenBoard, newMember, nickNameOf, rest, seededAccount } from './support/clients';
import type { TestMember } from './support/clients';

/**
 * What the board screens rely on, through the local gateway with real tokens: numbered pages with display
 * numbers (a board of 45 posts), search, votes once only and never on one's own, reports once, the home page
 * in one request, and the previous / next post.
 */
jest.setTimeout(120_000);

const boardId = `features-${Date.now()}`;
const POSTS = 45;
let author: TestMember;
let other: TestMember;
let admin: TestMember;
let authorNickName: string;
/** The board's posts, oldest first, as written. */
const written: { id: string; title: string }[] = [];
let noticeId: string;

const list = (query = '', token?: string) =>
  rest<BoardPostsPage>('post', 'GET', `/boards/${boardId}/posts${query}`, { token });

beforeAll(async () => {
  [author, other, admin] = await Promise.all([
    newMember('bfauthor'),
    newMember('bfother'),
    seededAccount('admin'),
  ]);
  authorNickName = await nickNameOf(author);
  await createOpenBoard(admin, {
    id: boardId,
    name: 'Features',
    description: 'Numbered pages and votes',
    postsPerPage: 20,
    categories: ['Even', 'Odd'],
  });
  // One at a time: each post is newer than the one before.
  for (let n = 1; n <= POSTS; n++) {
    const answer = await rest<{ id: string; title: string }>('post', 'POST', `/boards/${boardId}/posts`, {
      token: author.tokens.idToken,
      body: {
        title: `Post number ${n}${n % 10 === 7 ? ' lucky' : ''}`,
        body: n === 12 ? 'The body mentions a zebra.' : 'Plain body.',
        category: n % 2 === 0 ? 'Even' : 'Odd',
      },
    });
    if (answer.status !== 201) throw new Error(`setup: post ${answer.status}`);
    written.push(answer.body);
  }
  const notice = await rest<{ id: string }>('post', 'POST', `/boards/${boardId}/posts`, {
    token: admin.tokens.idToken,
    body: { title: 'Board rules', body: 'Be kind.', isNotice: true },
  });
  noticeId = notice.body.id;
});

/** The n-th newest post (1-based). */
const newest = (n: number) => written[written.length - n] as { id: string; title: string };

describe('numbered pages', () => {
  it('page 2 of a 45-post board holds the 21st–40th newest, numbered 25 down to 6, under the notices', async () => {
    const page = await list('?page=2');
    expect(page.status).toBe(200);
    expect(page.body).toEqual(expect.objectContaining({ page: 2, pageSize: 20, total: POSTS, pageCount: 3 }));
    const expected = Array.from({ length: 20 }, (_, i) => newest(21 + i).id);
    expect(page.body.items.map((p) => p.id)).toEqual(expected);
    expect(page.body.items.map((p) => p.no)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(page.body.notices.map((p) => p.id)).toEqual([noticeId]);
    expect(page.body.items[0]).not.toHaveProperty('body');
  });

  it('page 1 starts at No. 45 with the newest post; page 3 ends at No. 1; page 4 is empty', async () => {
    const [first, third, fourth] = await Promise.all([list(), list('?page=3'), list('?page=4')]);
    expect(first.body.items[0]).toEqual(expect.objectContaining({ id: newest(1).id, no: 45, voteCount: 0 }));
    expect(first.body.items).toHaveLength(20);
    expect(first.body.notices.map((p) => p.id)).toEqual([noticeId]);
    expect(third.body.items.map((p) => p.id)).toEqual([5, 4, 3, 2, 1].map((n) => written[n - 1]?.id));
    expect(third.body.items.map((p) => p.no)).toEqual([5, 4, 3, 2, 1]);
    expect(fourth.body).toEqual(expect.objectContaining({ items: [], total: POSTS, pageCount: 3 }));
  });

  it('numbers a category on its own: 22 even posts make two pages', async () => {
    const page = await list('?page=2&category=Even');
    expect(page.body).toEqual(expect.objectContaining({ total: 22, pageCount: 2 }));
    // Even posts newest first: 44, 42, …; page 2 holds the 21st and 22nd newest (posts 4 and 2).
    expect(page.body.items.map((p) => p.id)).toEqual([written[3]?.id, written[1]?.id]);
    expect(page.body.items.map((p) => p.no)).toEqual([2, 1]);
  });

  it('renumbers at once when a post goes to the trash, and again when an admin restores it', async () => {
    const victim = newest(3);
    expect(
      (await rest('post', 'DELETE', `/posts/${victim.id}`, { token: author.tokens.idToken })).status,
    ).toBe(200);
    const after = await list('?page=2');
    expect(after.body.total).toBe(POSTS - 1);
    expect(after.body.items[0]).toEqual(expect.objectContaining({ id: newest(22).id, no: 24 }));
    const restored = await rest('post', 'POST', `/admin/posts/${victim.id}/restore`, {
      token: admin.tokens.idToken,
    });
    expect(restored.status).toBe(200);
    const back = await list('?page=2');
    expect(back.body.total).toBe(POSTS);
    expect(back.body.items[0]).toEqual(expect.objectContaining({ id: newest(21).id, no: 25 }));
  });

  it('refuses a page with a search, and bad page numbers, with 400', async () => {
    for (const query of ['?page=0', '?page=x', '?page=2&q=post', '?q=x']) {
      expect({ query, status: (await list(query)).status }).toEqual({ query, status: 400 });
    }
  });
});

describe('search', () => {
  // Each waits for the answer it expects: the index catches up with the 45 posts a moment after they are written.
  const search = (query: string, count = 1) =>
    searchUntil(`/boards/${boardId}/search${query}`, (hits) => hits.items.length >= count);
  beforeAll(async () => {
    await search(`?target=nickName&q=${encodeURIComponent(authorNickName)}&limit=50`, POSTS);
  });

  it('finds by title (any case), newest first, with "next" paging', async () => {
    const first = await search('?target=title&q=LUCKY&limit=3', 3);
    expect(first.status).toBe(200);
    // Titles 7, 17, 27, 37 are lucky: newest first, three on the first page.
    expect(first.body.items.map((p) => p.title)).toEqual([
      'Post number 37 lucky',
      'Post number 27 lucky',
      'Post number 17 lucky',
    ]);
    const next = await search(
      `?target=title&q=lucky&limit=3&nextToken=${encodeURIComponent(first.body.nextToken ?? '')}`,
    );
    expect(next.body.items.map((p) => p.title)).toEqual(['Post number 7 lucky']);
    expect(next.body.nextToken).toBeNull();
  });

  it('finds by title and body, and by the author nickName', async () => {
    const byBody = await search('?target=titleBody&q=zebra');
    expect(byBody.body.items.map((p) => p.id)).toEqual([written[11]?.id]);
    const byNick = await search(`?target=nickName&q=${encodeURIComponent(authorNickName)}&limit=50`, POSTS);
    expect(byNick.body.items).toHaveLength(POSTS);
    const nobody = await rest<{ items: unknown[] }>(
      'post',
      'GET',
      `/boards/${boardId}/search?target=nickName&q=nobody-has-this-name`,
    );
    expect(nobody.body.items).toEqual([]);
  });
});

describe('votes', () => {
  it('counts a vote once per member, never on one’s own post, and shows it on the post and the list', async () => {
    const post = newest(1);
    const own = await rest('post', 'PUT', `/posts/${post.id}/vote`, { token: author.tokens.idToken });
    expect(own.status).toBe(403);
    expect(own.body).toEqual(expect.objectContaining({ message: 'You cannot vote for your own post.' }));
    // Two clicks at once count once.
    const both = await Promise.all(
      [1, 2].map(() =>
        rest<PostVoteState>('post', 'PUT', `/posts/${post.id}/vote`, { token: other.tokens.idToken }),
      ),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const again = await rest('post', 'PUT', `/posts/${post.id}/vote`, { token: other.tokens.idToken });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(expect.objectContaining({ message: 'You have already voted for this post.' }));
    const asVoter = await rest<PostView>('post', 'GET', `/posts/${post.id}`, { token: other.tokens.idToken });
    expect(asVoter.body).toEqual(expect.objectContaining({ voteCount: 1, myVote: true, canEdit: false }));
    const asAuthor = await rest<PostView>('post', 'GET', `/posts/${post.id}`, {
      token: author.tokens.idToken,
    });
    expect(asAuthor.body).toEqual(expect.objectContaining({ voteCount: 1, myVote: false, canEdit: true }));
    const asGuest = await rest<PostView>('post', 'GET', `/posts/${post.id}`);
    expect(asGuest.body).toEqual(
      expect.objectContaining({ myVote: false, isScrapped: false, canEdit: false, canComment: false }),
    );
    expect((await list()).body.items[0]).toEqual(expect.objectContaining({ id: post.id, voteCount: 1 }));
    const taken = await rest<PostVoteState>('post', 'DELETE', `/posts/${post.id}/vote`, {
      token: other.tokens.idToken,
    });
    expect(taken.body).toEqual({ postId: post.id, voteCount: 0, myVote: false });
    expect(
      (await rest('post', 'DELETE', `/posts/${post.id}/vote`, { token: other.tokens.idToken })).status,
    ).toBe(404);
  });

  it('counts comment votes once, never on one’s own, and marks the caller’s in the comment list', async () => {
    const post = newest(2);
    const comment = await rest<{ id: string }>('post', 'POST', `/posts/${post.id}/comments`, {
      token: author.tokens.idToken,
      body: { body: 'Vote for me' },
    });
    const path = `/comments/${comment.body.id}/vote`;
    expect((await rest('post', 'PUT', path, { token: author.tokens.idToken })).status).toBe(403);
    const voted = await rest<CommentVoteState>('post', 'PUT', path, { token: other.tokens.idToken });
    expect(voted.body).toEqual({ commentId: comment.body.id, postId: post.id, voteCount: 1, myVote: true });
    expect((await rest('post', 'PUT', path, { token: other.tokens.idToken })).status).toBe(409);
    const comments = await rest<Page<CommentView>>('post', 'GET', `/posts/${post.id}/comments`, {
      token: other.tokens.idToken,
    });
    expect(comments.body.items[0]).toEqual(expect.objectContaining({ voteCount: 1, myVote: true }));
    const asGuest = await rest<Page<CommentView>>('post', 'GET', `/posts/${post.id}/comments`);
    expect(asGuest.body.items[0]).toEqual(expect.objectContaining({ voteCount: 1, myVote: false }));
    // The post's answer carries the same first page, with the same marks (the page's only read of them).
    const read = await rest<PostView>('post', 'GET', `/posts/${post.id}`, { token: other.tokens.idToken });
    expect(read.body.comments).toEqual(comments.body);
    expect((await rest<PostView>('post', 'GET', `/posts/${post.id}`)).body.comments).toEqual(asGuest.body);
  });
});

describe('reports', () => {
  it('takes one report per member, not on one’s own post, and lists it for admins until dismissed', async () => {
    const post = newest(4);
    const path = `/posts/${post.id}/reports`;
    expect(
      (await rest('post', 'POST', path, { token: author.tokens.idToken, body: { reason: 'spam' } })).status,
    ).toBe(403);
    expect(
      (await rest('post', 'POST', path, { token: other.tokens.idToken, body: { reason: 'other' } })).status,
    ).toBe(400);
    const first = await rest('post', 'POST', path, {
      token: other.tokens.idToken,
      body: { reason: 'abuse', detail: 'Rude words' },
    });
    expect(first.status).toBe(201);
    const second = await rest('post', 'POST', path, {
      token: other.tokens.idToken,
      body: { reason: 'spam' },
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual(expect.objectContaining({ message: 'You have already reported this post.' }));
    const view = await rest<PostView>('post', 'GET', `/posts/${post.id}`, { token: other.tokens.idToken });
    expect(view.body.hasReported).toBe(true);

    const reported = await rest<Page<ReportedPost>>('post', 'GET', `/admin/reports?boardId=${boardId}`, {
      token: admin.tokens.idToken,
    });
    expect(reported.body.items.find((r) => r.postId === post.id)).toEqual(
      expect.objectContaining({
        boardId,
        title: post.title,
        postStatus: 'published',
        reportCount: 1,
        latestReason: 'abuse',
        latestDetail: 'Rude words',
        reasons: expect.objectContaining({ abuse: 1, spam: 0 }),
      }),
    );
    const dismissed = await rest('post', 'DELETE', `/admin/reports/${post.id}`, {
      token: admin.tokens.idToken,
    });
    expect(dismissed.status).toBe(200);
    const after = await rest<Page<ReportedPost>>('post', 'GET', `/admin/reports?boardId=${boardId}`, {
      token: admin.tokens.idToken,
    });
    expect(after.body.items.map((r) => r.postId)).not.toContain(post.id);
  });
});

describe('home page and neighbours', () => {
  it('answers the whole home page in one request, notices first, and shows a new post at once', async () => {
    const before = await rest<HomePage>('post', 'GET', '/home');
    expect(before.status).toBe(200);
    const block = before.body.boards.find((b) => b.id === boardId);
    expect(block).toEqual(expect.objectContaining({ name: 'Features', canWrite: false }));
    expect(block?.posts[0]).toEqual(expect.objectContaining({ id: noticeId, isNotice: true }));
    expect(block?.posts.slice(1).map((p) => p.id)).toEqual([1, 2, 3, 4, 5].map((n) => newest(n).id));

    const fresh = await rest<{ id: string }>('post', 'POST', `/boards/${boardId}/posts`, {
      token: other.tokens.idToken,
      body: { title: 'Hot off the press', body: 'New.' },
    });
    const after = await rest<HomePage>('post', 'GET', '/home', { token: other.tokens.idToken });
    const mine = after.body.boards.find((b) => b.id === boardId);
    expect(mine?.canWrite).toBe(true);
    expect(mine?.posts[1]).toEqual(
      expect.objectContaining({ id: fresh.body.id, title: 'Hot off the press' }),
    );
    await rest('post', 'DELETE', `/posts/${fresh.body.id}`, { token: other.tokens.idToken });
  });

  it('names the previous (newer) and next (older) post of a post in its board', async () => {
    const middle = await rest<PostView>('post', 'GET', `/posts/${newest(10).id}`);
    expect(middle.body.previous).toEqual({ id: newest(9).id, title: newest(9).title });
    expect(middle.body.next).toEqual({ id: newest(11).id, title: newest(11).title });
    expect(middle.body.boardName).toBe('Features');
    const oldest = await rest<PostView>('post', 'GET', `/posts/${written[0]?.id}`);
    expect(oldest.body.next).toBeNull();
    const notice = await rest<PostView>('post', 'GET', `/posts/${noticeId}`);
    expect(notice.body).toEqual(expect.objectContaining({ previous: null, next: null }));
  });
});
