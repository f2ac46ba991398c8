import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../../contracts/board';
import type { Post } from '../../contracts/post';
import { HomeService } from '../../lambda/home/home-service';
import { BoardListRepository } from '../../lambda/board-lists/board-list-repository';
import { BoardPagesService } from '../../lambda/board-lists/board-pages';
import { BoardRepository } from '../../lambda/boards/board-repository';
import { CommentRepository } from '../../lambda/comments/comment-repository';
import { TtlCache } from '../../lambda/shared/dynamo/ttl-cache';
import { PostPageService } from '../../lambda/post-page/post-page-service';
import { commentKeys } from '../../lambda/storage/keys/comment-keys';
import { PostRepository } from '../../lambda/posts/post-repository';
import { newPostState } from '../../lambda/posts/post-service';
import { ReportRepository } from '../../lambda/reports/report-repository';
import { ReportMoves, ReportService } from '../../lambda/reports/report-service';
import { VoteRepository } from '../../lambda/votes/vote-repository';
import { VoteService } from '../../lambda/votes/vote-service';
import type { Caller } from '../../lambda/shared/auth/caller';
import { countingClient, isolatedTables } from '../support/dynamodb';

/**
 * The key design of the board screens' reads and writes against DynamoDB Local (docs/data-model.md, L1–L5,
 * V1–V4, RP1–RP3, H1): what each answer holds and how many requests it costs.
 */
const member = (userId: string, isAdmin = false): Caller => ({
  userId,
  userName: userId,
  groups: isAdmin ? ['Admin'] : [],
  isAdmin,
});
const alice = member('alice');
const bob = member('bob');

const board = (id: string, extra: Partial<Board> = {}): Board => ({
  id,
  name: `Board ${id}`,
  description: '',
  postsPerPage: 20,
  categories: ['A'],
  permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const post = (boardId: string, n: number, extra: Partial<Post> = {}): Post => {
  const at = new Date(Date.UTC(2026, 0, 2, 0, 0, n)).toISOString();
  return {
    id: `${boardId}-p${String(n).padStart(3, '0')}`,
    boardId,
    title: `Post ${n}`,
    body: `Body ${n}`,
    format: 'text',
    category: n % 3 === 0 ? 'A' : null,
    isNotice: false,
    authorId: 'alice',
    authorNickName: 'Alice',
    status: 'published',
    ...newPostState(at),
    ...extra,
  };
};

// Setup writes tens of posts, each a transaction with its lists' counts: seconds on a loaded 2-core machine.
jest.setTimeout(30_000);
let counting: ReturnType<typeof countingClient>;
let client: DynamoDBDocumentClient;
let boards: BoardRepository;
let posts: PostRepository;
let lists: BoardListRepository;
let pages: BoardPagesService;
let cache: TtlCache;
let table: (id: 'content' | 'cache') => string;

beforeAll(async () => {
  const name = await isolatedTables(`features${process.pid}`);
  table = (id) => name(id);
  counting = countingClient();
  client = DynamoDBDocumentClient.from(counting.client, { marshallOptions: { removeUndefinedValues: true } });
  boards = new BoardRepository(client, table('content'));
  posts = new PostRepository(client, table('content'));
  lists = new BoardListRepository(client, table('content'));
  cache = new TtlCache(client, table('cache'));
  pages = new BoardPagesService(boards, lists);
  await boards.create(board('big'));
  await boards.create(
    board('members', { permissions: { list: 'member', read: 'member', write: 'member', comment: 'member' } }),
  );
  for (let n = 1; n <= 45; n++) await posts.create(post('big', n));
  await posts.create(post('big', 100, { id: 'big-notice', isNotice: true, title: 'Rules' }));
  await posts.create(post('members', 1));
});

/** Requests sent while `run` runs. */
async function cost<T>(run: () => Promise<T>): Promise<{ result: T; requests: string[] }> {
  const start = counting.sent.length;
  const result = await run();
  return { result, requests: counting.sent.slice(start) };
}

describe('numbered pages (L1, L2)', () => {
  it('answers page 2 of 45 with the 21st–40th newest numbered 25–6; every later page costs the same seven requests', async () => {
    const cold = await cost(() => pages.list('big', null, { page: 2 }));
    expect(cold.result).toEqual(expect.objectContaining({ total: 45, pageCount: 3, page: 2, pageSize: 20 }));
    expect(cold.result.items.map((p) => p.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `big-p${String(25 - i).padStart(3, '0')}`),
    );
    expect(cold.result.items.map((p) => p.no)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(cold.result.notices.map((p) => p.id)).toEqual(['big-notice']);
    // The board, the list's root, one block of its counts, the notices and the page's rows, each with their
    // views (a BatchGetItem): no cache to build.
    const perPage = [
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand',
    ];
    expect(cold.requests.sort()).toEqual(perPage);
    const last = await cost(() => pages.list('big', null, { page: 3 }));
    expect(last.result.items.map((p) => p.no)).toEqual([5, 4, 3, 2, 1]);
    expect(last.requests.sort()).toEqual(perPage);
    // Page 1 needs no block: its rows start at the newest.
    const first = await cost(() => pages.list('big', null, { page: 1 }));
    expect(first.requests.sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
    // Past the last page: the numbers, the notices, no rows.
    const past = await pages.list('big', null, { page: 4 });
    expect(past).toEqual(expect.objectContaining({ items: [], total: 45, pageCount: 3 }));
  });

  it('numbers a category on its own, and counts a new post at once', async () => {
    const page = await pages.list('big', null, { page: 1, category: 'A' });
    // Posts 3, 6, …, 45: fifteen.
    expect(page.total).toBe(15);
    expect(page.items[0]).toEqual(expect.objectContaining({ id: 'big-p045', no: 15 }));
    await posts.create(post('big', 46));
    const after = await pages.list('big', null, { page: 1 });
    expect(after).toEqual(expect.objectContaining({ total: 46, pageCount: 3 }));
    expect(after.items[0]).toEqual(expect.objectContaining({ id: 'big-p046', no: 46 }));
  });

  it('continues any page with its nextToken (the cursor listing)', async () => {
    const first = await pages.list('big', null, { page: 1, limit: 5 });
    const next = await pages.list('big', null, {
      nextToken: first.nextToken ?? '',
      limit: 5,
    });
    expect(next.items.map((p) => p.id)).toEqual(['big-p041', 'big-p040', 'big-p039', 'big-p038', 'big-p037']);
    expect(next).toEqual(expect.objectContaining({ page: null, total: null, notices: [] }));
  });
});

describe('post page (L4, L5)', () => {
  it('reads a post with its neighbours, views, the caller state and its first comments with their votes, writing nothing', async () => {
    const votes = new VoteRepository(client, table('content'));
    const comments = new CommentRepository(client, table('content'));
    const page = new PostPageService(client, table('content'), boards, posts, lists, votes, comments);
    const at = '2026-01-03T00:00:00.000Z';
    const comment = {
      id: 'big-p010-c1',
      postId: 'big-p010',
      boardId: 'big',
      parentId: null,
      body: 'First!',
      authorId: 'alice',
      authorNickName: 'Alice',
      deleted: false,
      createdAt: at,
      updatedAt: at,
    };
    const sortKey = commentKeys.sortKey(comment, null);
    await comments.add(comment, sortKey, null);
    await votes.voteComment({ postId: comment.postId, commentId: comment.id, sortKey }, 'bob', at, true);

    const { result, requests } = await cost(() => page.read('big-p010', bob));
    expect(result).toEqual(
      expect.objectContaining({
        previous: { id: 'big-p011', title: 'Post 11' },
        next: { id: 'big-p009', title: 'Post 9' },
        myVote: false,
        isScrapped: false,
        hasReported: false,
        canEdit: false,
        canComment: true,
        voteCount: 0,
        views: 0,
        commentCount: 1,
        boardName: 'Board big',
        // The first page of comments, as GET /posts/{postId}/comments answers it: the member's vote shown.
        comments: { items: [{ ...comment, voteCount: 1, myVote: true }], nextToken: null },
      }),
    );
    // The post page's one request for a member, read by read (docs/data-model.md, "The post page"):
    // - BatchGetItem: the post with its body;
    // - GetItem: the board (this test reads it from the table; the function keeps it in memory);
    // then together:
    // - Query ×2: the neighbours above and below (L4);
    // - BatchGetItem: the view counter (P5v);
    // - BatchGetItem: the member's vote, scrap and report of the post (L5);
    // - Query: the first page of comments (C1), and after it
    // - BatchGetItem: the member's votes on those comments (V4, by the comments' ids).
    expect(requests.sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand',
      'QueryCommand',
    ]);

    // A guest: no caller state and no comment votes to read; the comments without a vote of theirs.
    const guest = await cost(() => page.read('big-p010', null));
    expect(guest.result.comments.items).toEqual([{ ...comment, voteCount: 1, myVote: false }]);
    // The post with its body, the board; then the neighbours (2), the view counter and the comments.
    expect(guest.requests.sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
    const newest = await page.read('big-p046', null);
    expect(newest.previous).toBeNull();
    expect(newest.comments).toEqual({ items: [], nextToken: null });
  });
});

describe('votes (V1–V4)', () => {
  let votes: VoteService;
  beforeAll(() => {
    votes = new VoteService(
      boards,
      posts,
      new CommentRepository(client, table('content')),
      new VoteRepository(client, table('content')),
    );
  });

  it('counts once per member in a transaction; refuses one’s own; takes back', async () => {
    await expect(votes.votePost('big-p020', alice, true)).rejects.toMatchObject({ statusCode: 403 });
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => votes.votePost('big-p020', bob, true)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(
      outcomes
        .filter((o) => o.status === 'rejected')
        .map((o) => (o as PromiseRejectedResult).reason.statusCode),
    ).toEqual([409, 409]);
    expect((await posts.get('big-p020')) as unknown).toEqual(expect.objectContaining({ voteCount: 1 }));
    await expect(votes.votePost('big-p020', member('carol'), true)).resolves.toEqual({
      postId: 'big-p020',
      voteCount: 2,
      myVote: true,
    });
    await expect(votes.votePost('big-p020', bob, false)).resolves.toEqual({
      postId: 'big-p020',
      voteCount: 1,
      myVote: false,
    });
    await expect(votes.votePost('big-p020', bob, false)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses a vote where the member may not read, and on trashed posts', async () => {
    await posts.trash('big-p021', 'alice', new Date().toISOString());
    await expect(votes.votePost('big-p021', bob, true)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('reports (RP1–RP3)', () => {
  it('takes one report per member, lists reported posts newest first with counts, dismisses', async () => {
    const reports = new ReportService(boards, posts, new ReportRepository(client, table('content')));
    await reports.report('big-p030', bob, { reason: 'spam' });
    await reports.report('big-p030', member('carol'), { reason: 'abuse', detail: 'rude' });
    await reports.report('big-p031', bob, { reason: 'privacy' });
    await expect(reports.report('big-p030', bob, { reason: 'spam' })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(reports.report('big-p030', alice, { reason: 'spam' })).rejects.toMatchObject({
      statusCode: 403,
    });
    const { result, requests } = await cost(() => reports.list({}));
    expect(requests.sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);
    expect(result.items.map((r) => r.postId)).toEqual(['big-p031', 'big-p030']);
    expect(result.items[1]).toEqual(
      expect.objectContaining({
        reportCount: 2,
        latestReason: 'abuse',
        latestDetail: 'rude',
        postStatus: 'published',
        reasons: { spam: 1, offTopic: 0, abuse: 1, porn: 0, privacy: 0, other: 0 },
      }),
    );
    await reports.dismiss('big-p031');
    expect((await reports.list({})).items.map((r) => r.postId)).toEqual(['big-p030']);
    await expect(reports.dismiss('big-p031')).rejects.toMatchObject({ statusCode: 404 });
  });

  it("lists one board's reported posts from its own partition, follows a move, drops a dismissed one", async () => {
    const repository = new ReportRepository(client, table('content'));
    const reports = new ReportService(boards, posts, repository);
    await reports.report('members-p001', bob, { reason: 'spam' });
    // Newer reports elsewhere: a filter over the site's list would read them and answer an empty page.
    for (const id of ['big-p032', 'big-p033', 'big-p034']) await reports.report(id, bob, { reason: 'other' });
    const { result, requests } = await cost(() => reports.list({ boardId: 'members', limit: 1 }));
    expect(requests.sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);
    expect(result.items.map((r) => [r.postId, r.boardId])).toEqual([['members-p001', 'members']]);

    // An admin moves a reported post: the API tells the report summaries (ReportMoves) as it tells the lists.
    const moving = await posts.get('big-p033');
    expect(await posts.moveToBoard(moving as Post, 'members', new Date().toISOString())).toBe(true);
    await new ReportMoves(repository).changed({
      kind: 'post-moved',
      postId: 'big-p033',
      fromBoardId: 'big',
      toBoardId: 'members',
    });
    const members = await reports.list({ boardId: 'members' });
    expect(members.items.map((r) => [r.postId, r.boardId])).toEqual([
      ['big-p033', 'members'],
      ['members-p001', 'members'],
    ]);
    expect((await reports.list({ boardId: 'big' })).items.map((r) => r.postId)).not.toContain('big-p033');

    await reports.dismiss('members-p001');
    expect((await reports.list({ boardId: 'members' })).items.map((r) => r.postId)).toEqual(['big-p033']);
    // A new report puts it back on its board's list.
    await reports.report('members-p001', member('carol'), { reason: 'spam' });
    expect((await reports.list({ boardId: 'members' })).items.map((r) => r.postId)).toEqual([
      'members-p001',
      'big-p033',
    ]);
  });
});

describe('home page (H1)', () => {
  it('lists each board the audience may list, notices first; cached until invalidated', async () => {
    const home = new HomeService(boards, lists, cache);
    const guest = await home.home(null);
    expect(guest.boards.map((b) => b.id)).toEqual(['big']);
    expect(guest.boards[0]?.posts.map((p) => p.id)).toEqual([
      'big-notice',
      'big-p046',
      'big-p045',
      'big-p044',
      'big-p043',
      'big-p042',
    ]);
    expect(guest.boards[0]?.canWrite).toBe(false);
    const asMember = await home.home(bob);
    expect(asMember.boards.map((b) => b.id).sort()).toEqual(['big', 'members']);
    const cached = await cost(() => home.home(null));
    expect(cached.requests).toEqual(['GetItemCommand']);
    await posts.create(post('big', 47));
    await home.invalidate();
    expect((await home.home(null)).boards[0]?.posts[1]?.id).toBe('big-p047');
  });
});
