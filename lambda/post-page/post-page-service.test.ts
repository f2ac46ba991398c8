import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../../contracts/board';
import type { Comment, Post } from '../../contracts/post';
import { sampleBoard, samplePost, FIXTURE_TIME } from '../../test/support/content-fixtures';
import type { Caller } from '../shared/auth/caller';
import { POST_PAGE_COMMENTS, PostPageService } from './post-page-service';

/**
 * The post read's round trips (docs/performance.md), counted without a store: every read the service makes is
 * held until the test answers it, and the reads pending together are answered together, as one round trip.
 * The board comes at once, as from a warm function's memory (BoardCache).
 */
const member: Caller = { userId: 'u2', userName: 'reader', groups: [], isAdmin: false };

const comment = (id: string): Comment => ({
  id,
  postId: 'p1',
  boardId: 'free',
  parentId: null,
  body: `Comment ${id}`,
  authorId: 'u3',
  authorNickName: 'Lee',
  deleted: false,
  createdAt: FIXTURE_TIME,
  updatedAt: FIXTURE_TIME,
});

/** Reads sent and not yet answered: each answers when its round trip ends. */
let pending: (() => void)[] = [];
/** Every read, in the order sent, with the round trip it went out in. */
let sent: { read: string; round: number }[] = [];
let round = 0;

function held<T>(read: string, value: T): Promise<T> {
  sent.push({ read, round: round + 1 });
  return new Promise((resolve) => pending.push(() => resolve(value)));
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Runs `work`, answering the reads pending together one round trip at a time; answers how many it took. */
async function roundTrips<T>(work: Promise<T>): Promise<{ result: T; roundTrips: number }> {
  let outcome: { result: T } | { error: unknown } | undefined;
  work.then(
    (result) => (outcome = { result }),
    (error: unknown) => (outcome = { error }),
  );
  await settle();
  while (!outcome) {
    if (pending.length === 0) throw new Error('The read waits for nothing the test holds');
    const answering = pending;
    pending = [];
    round += 1;
    answering.forEach((answer) => answer());
    await settle();
  }
  if ('error' in outcome) throw outcome.error;
  return { result: outcome.result, roundTrips: round };
}

function service({ board = sampleBoard(), comments = [] as Comment[], voted = [] as string[] } = {}) {
  const post: Post = samplePost({ commentCount: comments.length });
  // The view counter and the caller's vote, scrap and report: BatchGetItems on the table.
  const client = {
    send: (command: { input: { RequestItems?: Record<string, { Keys: { sk: string }[] }> } }) => {
      const keys = command.input.RequestItems?.content?.Keys ?? [];
      return held(keys.some((key) => key.sk === 'VIEWS') ? 'views' : 'caller state', {
        Responses: { content: [] },
      });
    },
  } as unknown as DynamoDBDocumentClient;
  const boards = {
    get: (id: string): Promise<Board | null> => Promise.resolve(id === 'free' ? board : null),
  };
  const posts = {
    get: () => held('post', post),
    stored: () => held('post', { post, listSeq: 7 }),
  };
  const lists = { neighbours: () => held('neighbours', { previous: null, next: null }) };
  const votes = {
    votedComments: (_postId: string, ids: readonly string[]) =>
      held(`comment votes of ${ids.join(',')}`, new Set(voted)),
  };
  const commentStore = {
    list: (_postId: string, limit: number) =>
      held(`comments (${limit})`, { items: comments, nextToken: null }),
  };
  return new PostPageService(client, 'content', boards, posts, lists, votes, commentStore);
}

beforeEach(() => {
  pending = [];
  sent = [];
  round = 0;
});

describe('PostPageService.read: the post with its first page of comments', () => {
  it('answers a guest in 2 round trips: the post, then its views, neighbours and comments together', async () => {
    const { result, roundTrips: trips } = await roundTrips(
      service({ comments: [comment('c1'), comment('c2')] }).read('p1', null),
    );
    expect(trips).toBe(2);
    expect(sent).toEqual([
      { read: 'post', round: 1 },
      { read: 'views', round: 2 },
      { read: 'neighbours', round: 2 },
      { read: `comments (${POST_PAGE_COMMENTS})`, round: 2 },
    ]);
    expect(result.comments).toEqual({
      items: [
        { ...comment('c1'), voteCount: 0, myVote: false },
        { ...comment('c2'), voteCount: 0, myVote: false },
      ],
      nextToken: null,
    });
  });

  it("answers a member in 3 round trips where the page has comments: their votes on them need the comments' ids", async () => {
    const { result, roundTrips: trips } = await roundTrips(
      service({ comments: [comment('c1'), comment('c2')], voted: ['c2'] }).read('p1', member),
    );
    expect(trips).toBe(3);
    expect(sent).toEqual([
      { read: 'post', round: 1 },
      { read: 'views', round: 2 },
      { read: 'neighbours', round: 2 },
      { read: 'caller state', round: 2 },
      { read: `comments (${POST_PAGE_COMMENTS})`, round: 2 },
      { read: 'comment votes of c1,c2', round: 3 },
    ]);
    expect(result.comments.items.map((c) => [c.id, c.myVote])).toEqual([
      ['c1', false],
      ['c2', true],
    ]);
  });

  it('answers a member in 2 round trips where the post has no comments', async () => {
    const { result, roundTrips: trips } = await roundTrips(service().read('p1', member));
    expect(trips).toBe(2);
    expect(sent.map((s) => s.read)).toEqual([
      'post',
      'views',
      'neighbours',
      'caller state',
      `comments (${POST_PAGE_COMMENTS})`,
    ]);
    expect(result.comments).toEqual({ items: [], nextToken: null });
  });

  it('reads no comments of a post the caller may not read', async () => {
    const membersOnly = sampleBoard({
      permissions: { list: 'member', read: 'member', write: 'member', comment: 'member' },
    });
    await expect(
      roundTrips(service({ board: membersOnly, comments: [comment('c1')] }).read('p1', null)),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(sent.map((s) => s.read)).toEqual(['post']);
  });
});
