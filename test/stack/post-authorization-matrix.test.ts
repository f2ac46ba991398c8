import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, localStack, newMember, rest, seededAccount, type TestMember } from './support/clients';
import { describeRouteMatrix, type MatrixRow } from './support/route-matrix';

/**
 * Issue 5 acceptance: every route of the post API, called as a guest, the author of the thing it is about,
 * another member and an admin, through the running local stack. Refused calls are checked to have written
 * nothing: the matrix works on a board of its own, whose whole partition of the content table is compared
 * before and after (posts, comments, scraps), plus the caller's friends and the article and board items.
 */
jest.setTimeout(120_000);

type Caller = 'guest' | 'author' | 'other' | 'admin';
const callers: readonly Caller[] = ['guest', 'author', 'other', 'admin'];

let author: TestMember;
let other: TestMember;
let admin: TestMember;
const boardId = `matrix-${Date.now()}`;

const token = (caller: Caller) =>
  ({
    guest: undefined,
    author: author?.tokens.idToken,
    other: other?.tokens.idToken,
    admin: admin?.tokens.idToken,
  })[caller];

async function newPost(): Promise<{ id: string; version: number }> {
  const answer = await rest<{ id: string; version: number }>('post', 'POST', `/boards/${boardId}/posts`, {
    token: author.tokens.idToken,
    body: { title: 'Matrix post', body: 'text' },
  });
  if (answer.status !== 201) throw new Error(`setup: ${answer.status}`);
  return answer.body;
}

async function newComment(postId: string): Promise<string> {
  const answer = await rest<{ id: string }>('post', 'POST', `/posts/${postId}/comments`, {
    token: author.tokens.idToken,
    body: { body: 'a comment' },
  });
  if (answer.status !== 201) throw new Error(`setup: ${answer.status}`);
  return answer.body.id;
}

async function trashedPost(): Promise<string> {
  const { id } = await newPost();
  await rest('post', 'DELETE', `/posts/${id}`, { token: author.tokens.idToken });
  return id;
}

async function deletedComment(): Promise<string> {
  const id = await newComment((await newPost()).id);
  await rest('post', 'DELETE', `/comments/${id}`, { token: author.tokens.idToken });
  return id;
}

/** Everything a refused call could have changed: the matrix board's items and the callers' own items. */
async function snapshot(): Promise<unknown> {
  const { tables } = localStack();
  const query = (index: string | undefined, name: string, value: string) =>
    dynamoClient()
      .send(
        new QueryCommand({
          TableName: tables.content,
          ...(index ? { IndexName: index } : {}),
          KeyConditionExpression: `${name} = :v`,
          ExpressionAttributeValues: { ':v': value },
        }),
      )
      .then((out) => (out.Items ?? []).map((item) => JSON.stringify(item)).sort());
  const posts = await query('gsi1', 'gsi1pk', `BOARD#${boardId}#POSTS`);
  // The board's trashed posts too (restore and purge act on them).
  const trashed = (await query('gsi1', 'gsi1pk', 'TRASH#POSTS')).filter(
    (p) => (JSON.parse(p) as { boardId: string }).boardId === boardId,
  );
  const postIds = [...posts, ...trashed].map((p) => (JSON.parse(p) as { id: string }).id);
  const threads = await Promise.all(postIds.map((id) => query(undefined, 'pk', `POST#${id}`)));
  const own = await Promise.all(
    [author, other].flatMap((m) => [
      query(undefined, 'pk', `USER#${m.userId}`),
      query('gsi3', 'gsi3pk', `AUTHOR#${m.userId}#SCRAPS`),
    ]),
  );
  const fixed = await Promise.all([
    query(undefined, 'pk', `BOARD#${boardId}`),
    query(undefined, 'pk', 'ARTICLE#matrix'),
    query(undefined, 'pk', 'BOARD#matrix-new'),
  ]);
  return { posts, trashed, threads, own, fixed };
}

interface Case extends MatrixRow<Caller> {
  /** Builds the request; called fresh for every caller (allowed calls may consume their target). */
  readonly call: () => Promise<{ path: string; body?: unknown }>;
}

const boardSettings = {
  name: 'Matrix',
  description: '',
  postsPerPage: 20,
  categories: [],
  permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
};
const everyone = { guest: 200, author: 200, other: 200, admin: 200 };
let blocked: Promise<TestMember> | undefined;
/** The member the block rows block and unblock (signed up once, on first use). */
const blockTarget = () => (blocked ??= newMember('blockee'));
const members = (status: number) => ({ guest: 401, author: status, other: status, admin: status });
const ownerOrAdmin = (status: number) => ({ guest: 401, author: status, other: 403, admin: status });
const adminOnly = (status: number) => ({ guest: 401, author: 403, other: 403, admin: status });

/** Votes and reports: refused on one's own post or comment (the matrix's "author" wrote it). */
const othersOnly = (status: number) => ({ guest: 401, author: 403, other: status, admin: status });

async function reportedPost(): Promise<string> {
  const { id } = await newPost();
  const answer = await rest('post', 'POST', `/posts/${id}/reports`, {
    token: other.tokens.idToken,
    body: { reason: 'spam' },
  });
  if (answer.status !== 201) throw new Error(`setup: report ${answer.status}`);
  return id;
}

const cases: readonly Case[] = [
  { route: 'GET /boards', call: async () => ({ path: '/boards' }), expected: everyone },
  { route: 'GET /boards/{boardId}', call: async () => ({ path: `/boards/${boardId}` }), expected: everyone },
  {
    route: 'GET /boards/{boardId}/posts',
    call: async () => ({ path: `/boards/${boardId}/posts` }),
    expected: everyone,
  },
  {
    route: 'POST /boards/{boardId}/posts',
    call: async () => ({ path: `/boards/${boardId}/posts`, body: { title: 'New', body: 'b' } }),
    expected: members(201),
  },
  {
    route: 'GET /posts/{postId}',
    call: async () => ({ path: `/posts/${(await newPost()).id}` }),
    expected: everyone,
  },
  {
    route: 'POST /posts/{postId}/view',
    call: async () => ({ path: `/posts/${(await newPost()).id}/view` }),
    expected: everyone,
  },
  {
    route: 'PUT /posts/{postId}',
    call: async () => {
      const post = await newPost();
      return { path: `/posts/${post.id}`, body: { title: 'Edited', body: 'e', version: post.version } };
    },
    expected: ownerOrAdmin(200),
  },
  {
    route: 'DELETE /posts/{postId}',
    call: async () => ({ path: `/posts/${(await newPost()).id}` }),
    expected: ownerOrAdmin(200),
  },
  {
    route: 'GET /posts/{postId}/comments',
    call: async () => ({ path: `/posts/${(await newPost()).id}/comments` }),
    expected: everyone,
  },
  {
    route: 'POST /posts/{postId}/comments',
    call: async () => ({ path: `/posts/${(await newPost()).id}/comments`, body: { body: 'hi' } }),
    expected: members(201),
  },
  {
    route: 'PUT /comments/{commentId}',
    call: async () => ({
      path: `/comments/${await newComment((await newPost()).id)}`,
      body: { body: 'edit' },
    }),
    expected: ownerOrAdmin(200),
  },
  {
    route: 'DELETE /comments/{commentId}',
    call: async () => ({ path: `/comments/${await newComment((await newPost()).id)}` }),
    expected: ownerOrAdmin(200),
  },
  {
    route: 'PUT /posts/{postId}/scrap',
    call: async () => ({ path: `/posts/${(await newPost()).id}/scrap` }),
    expected: members(200),
  },
  {
    route: 'DELETE /posts/{postId}/scrap',
    // Nobody has scrapped a fresh post: members get 404, and nothing changes for anyone.
    call: async () => ({ path: `/posts/${(await newPost()).id}/scrap` }),
    expected: members(404),
  },
  { route: 'GET /me/posts', call: async () => ({ path: '/me/posts' }), expected: members(200) },
  { route: 'GET /me/comments', call: async () => ({ path: '/me/comments' }), expected: members(200) },
  { route: 'GET /me/scraps', call: async () => ({ path: '/me/scraps' }), expected: members(200) },
  { route: 'GET /me/drafts', call: async () => ({ path: '/me/drafts' }), expected: members(200) },
  { route: 'GET /me/friends', call: async () => ({ path: '/me/friends' }), expected: members(200) },
  {
    route: 'POST /me/friends',
    call: async () => ({ path: '/me/friends', body: { userId: (await seededAccount('member')).userId } }),
    expected: members(201),
  },
  {
    route: 'DELETE /me/friends/{userId}',
    call: async () => ({ path: `/me/friends/${(await seededAccount('member')).userId}` }),
    // After the POST row each member has the seeded member as a friend: removing answers 200.
    expected: members(200),
  },
  { route: 'GET /me/blocks', call: async () => ({ path: '/me/blocks' }), expected: members(200) },
  {
    route: 'POST /me/blocks',
    // A member of this file's own: blocking the seeded member would refuse other files' messages meanwhile.
    call: async () => ({ path: '/me/blocks', body: { userId: (await blockTarget()).userId } }),
    expected: members(201),
  },
  {
    route: 'DELETE /me/blocks/{userId}',
    // After the POST row each member has blocked the target: unblocking answers 200.
    call: async () => ({ path: `/me/blocks/${(await blockTarget()).userId}` }),
    expected: members(200),
  },
  {
    route: 'GET /articles/{articleId}',
    call: async () => ({ path: '/articles/welcome' }),
    expected: everyone,
  },
  {
    route: 'PUT /admin/articles/{articleId}',
    call: async () => ({ path: '/admin/articles/matrix', body: { title: 'Matrix', body: 'x' } }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /admin/boards',
    call: async () => ({ path: '/admin/boards', body: { id: 'matrix-new', ...boardSettings } }),
    expected: adminOnly(201),
  },
  {
    route: 'PUT /admin/boards/{boardId}',
    call: async () => ({ path: '/admin/boards/matrix-new', body: boardSettings }),
    expected: adminOnly(200),
  },
  { route: 'GET /admin/posts', call: async () => ({ path: '/admin/posts' }), expected: adminOnly(200) },
  {
    route: 'GET /admin/comments',
    call: async () => ({ path: '/admin/comments?status=deleted' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /admin/posts/trash',
    call: async () => ({ path: '/admin/posts/trash', body: { postIds: [(await newPost()).id] } }),
    expected: adminOnly(200),
  },
  {
    // To the board it is on: the matrix compares that board's partition, and a refused move must not touch it.
    route: 'POST /admin/posts/move',
    call: async () => ({ path: '/admin/posts/move', body: { postIds: [(await newPost()).id], boardId } }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /admin/dashboard',
    call: async () => ({ path: '/admin/dashboard' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /admin/posts/{postId}/restore',
    call: async () => ({ path: `/admin/posts/${await trashedPost()}/restore` }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /admin/posts/{postId}',
    call: async () => ({ path: `/admin/posts/${await trashedPost()}` }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /admin/comments/{commentId}/restore',
    call: async () => ({ path: `/admin/comments/${await deletedComment()}/restore` }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /admin/comments/{commentId}',
    call: async () => ({ path: `/admin/comments/${await deletedComment()}` }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /admin/boards/{boardId}',
    call: async () => ({ path: '/admin/boards/matrix-new' }),
    expected: adminOnly(200),
  },
  { route: 'GET /home', call: async () => ({ path: '/home' }), expected: everyone },
  {
    route: 'GET /boards/{boardId}/search',
    call: async () => ({ path: `/boards/${boardId}/search?q=matrix` }),
    expected: everyone,
  },
  { route: 'GET /search', call: async () => ({ path: '/search?q=matrix' }), expected: everyone },
  { route: 'GET /search/popular', call: async () => ({ path: '/search/popular' }), expected: everyone },
  {
    route: 'PUT /posts/{postId}/vote',
    call: async () => ({ path: `/posts/${(await newPost()).id}/vote` }),
    expected: othersOnly(200),
  },
  {
    route: 'DELETE /posts/{postId}/vote',
    // Nobody has voted for a fresh post: members get 404, and nothing changes.
    call: async () => ({ path: `/posts/${(await newPost()).id}/vote` }),
    expected: members(404),
  },
  {
    route: 'PUT /comments/{commentId}/vote',
    call: async () => ({ path: `/comments/${await newComment((await newPost()).id)}/vote` }),
    expected: othersOnly(200),
  },
  {
    route: 'DELETE /comments/{commentId}/vote',
    call: async () => ({ path: `/comments/${await newComment((await newPost()).id)}/vote` }),
    expected: members(404),
  },
  {
    route: 'POST /posts/{postId}/reports',
    call: async () => ({ path: `/posts/${(await newPost()).id}/reports`, body: { reason: 'spam' } }),
    expected: othersOnly(201),
  },
  { route: 'GET /admin/reports', call: async () => ({ path: '/admin/reports' }), expected: adminOnly(200) },
  {
    route: 'DELETE /admin/reports/{postId}',
    call: async () => ({ path: `/admin/reports/${await reportedPost()}` }),
    expected: adminOnly(200),
  },
];

beforeAll(async () => {
  [author, other, admin] = await Promise.all([
    newMember('mxauthor'),
    newMember('mxother'),
    seededAccount('admin'),
  ]);
  const created = await rest('post', 'POST', '/admin/boards', {
    token: admin.tokens.idToken,
    body: { id: boardId, ...boardSettings },
  });
  if (created.status !== 201) throw new Error(`setup: board ${created.status}`);
});

describeRouteMatrix('post', cases, callers, async (testCase, { method, caller, expected }) => {
  const { path, body } = await testCase.call();
  const before = expected >= 400 ? await snapshot() : undefined;
  const answer = await rest('post', method, path, { token: token(caller), body });
  expect({ caller, status: answer.status }).toEqual({ caller, status: expected });
  if (expected >= 400) expect(await snapshot()).toEqual(before);
});
