/**
 * DynamoDB calls and round trips per request on the running stack, as the local servers count them
 * (local/shared/dynamodb-calls.ts: every answer carries `x-local-dynamodb-*` headers, the consumed read and
 * write units among them). The read paths are held to what docs/performance.md promises on a warm function:
 * the menu tree 1 GraphQL request and 1 Query, a board list 2 round trips, a post with its first comments at
 * most 2 (3 for a member whose page has comments), the home page 1 while its cached answer lives.
 */
import { dynamoDbCallsOf, type DynamoDbCallCount } from '../../local/shared/dynamodb-calls';
import { createOpenBoard, localStack, rest, seededAccount, type TestMember } from './support/clients';

jest.setTimeout(60_000);

let admin: TestMember;
let member: TestMember;
const boardId = `trips-${process.pid}-${Date.now() % 100_000}`;
let postId: string;

/** Figures printed once at the end, for the record (the benchmark reports the same). */
const figures: string[] = [];
afterAll(() => console.log(`DynamoDB calls per request: ${figures.join('; ')}`));

const show = (count: DynamoDbCallCount) =>
  `${count.calls} call(s) in ${count.roundTrips} round trip(s) [${Object.entries(count.operations)
    .map(([operation, calls]) => `${operation}×${calls}`)
    .join(', ')}], ${count.capacity?.read} RCU, ${count.capacity?.write} WCU`;

/** The calls of a count, without its consumed capacity (every answer reports it; the reads check it apart). */
const callsOf = ({ capacity: _capacity, ...calls }: DynamoDbCallCount) => calls;

/** A REST read and the count its answer reports. */
async function counted(path: string, token?: string): Promise<DynamoDbCallCount> {
  const answer = await rest('post', 'GET', path, { token });
  expect(answer.status).toBe(200);
  const count = dynamoDbCallsOf(answer.headers);
  if (!count) throw new Error(`GET ${path} answered without the local stack's DynamoDB count`);
  // The capacity proxy measures every call the handlers make: a read that made calls consumed read units.
  expect(count.capacity).toBeDefined();
  if (count.calls > 0) expect(count.capacity?.read).toBeGreaterThan(0);
  return count;
}

async function graphqlCounted(query: string, variables: Record<string, unknown> = {}) {
  const { config } = localStack();
  const response = await fetch(config.graphql.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': config.graphql.apiKey },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(response.status).toBe(200);
  expect(body.errors).toBeUndefined();
  const count = dynamoDbCallsOf(response.headers);
  if (!count) throw new Error('The GraphQL answer came without the local stack DynamoDB count');
  return { data: body.data ?? {}, count };
}

beforeAll(async () => {
  [admin, member] = await Promise.all([seededAccount('admin'), seededAccount('member')]);
  // A board of this file's own, so no other test's writes drop its cached entries in between.
  await createOpenBoard(admin, {
    id: boardId,
    name: 'Round trips',
    description: 'Counted reads',
    postsPerPage: 5,
  });
  const notice = await rest('post', 'POST', `/boards/${boardId}/posts`, {
    token: admin.tokens.idToken,
    body: { title: 'Pinned', body: 'A notice', isNotice: true },
  });
  expect(notice.status).toBe(201);
  for (let index = 0; index < 7; index += 1) {
    const post = await rest<{ id: string }>('post', 'POST', `/boards/${boardId}/posts`, {
      token: member.tokens.idToken,
      body: { title: `Counted ${index}`, body: 'Body' },
    });
    expect(post.status).toBe(201);
    postId = post.body.id;
  }
  // A comment on the counted post, so that a member's read of it includes their votes on its comments.
  const comment = await rest('post', 'POST', `/posts/${postId}/comments`, {
    token: admin.tokens.idToken,
    body: { body: 'Counted comment' },
  });
  expect(comment.status).toBe(201);
});

afterAll(async () => {
  await rest('post', 'DELETE', `/admin/boards/${boardId}?confirm=true`, { token: admin.tokens.idToken });
});

describe('DynamoDB round trips per request on the local stack', () => {
  it('menuTree: 1 GraphQL request, 1 DynamoDB Query', async () => {
    const query = '{ menuTree { id name children { id name children { id name } } } }';
    await graphqlCounted(query); // the first request bundles the JS resolver
    const { data, count } = await graphqlCounted(query);
    figures.push(`menuTree ${show(count)}`);
    expect((data.menuTree as unknown[]).length).toBeGreaterThan(0);
    expect(callsOf(count)).toEqual({ calls: 1, roundTrips: 1, operations: { Query: 1 } });
    expect(count.capacity).toMatchObject({ write: 0 });
    expect(count.capacity?.read).toBeGreaterThan(0);
  });

  it('level-by-level menus cost one request and one Query per parent (what menuTree replaces)', async () => {
    const top = await graphqlCounted(
      '{ listMenus(filter: { parentId: { attributeExists: false } }) { items { id } } }',
    );
    const items = (top.data.listMenus as { items: { id: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(callsOf(top.count)).toEqual({ calls: 1, roundTrips: 1, operations: { Query: 1 } });
    const children = await graphqlCounted(
      'query($id: ID) { listMenus(filter: { parentId: { eq: $id } }) { items { id } } }',
      { id: items[0]?.id },
    );
    expect(callsOf(children.count)).toEqual({ calls: 1, roundTrips: 1, operations: { Query: 1 } });
  });

  it('a board list: 2 round trips on a warm function, 3 for a later page', async () => {
    await counted(`/boards/${boardId}/posts`); // warms the function's board record and notices
    const guest = await counted(`/boards/${boardId}/posts`);
    const signedIn = await counted(`/boards/${boardId}/posts`, member.tokens.idToken);
    figures.push(`board list ${show(guest)}`);
    // The list's root with the newest rows, then the rows' view counters (their numbers come with the rows).
    expect(guest.roundTrips).toBe(2);
    expect(signedIn.roundTrips).toBe(2);
    // Page 2 needs the number of its first row: the list's root, then one block of its counts, then the rows
    // with their view counters together.
    const second = await counted(`/boards/${boardId}/posts?page=2`);
    figures.push(`board list page 2 ${show(second)}`);
    expect(second.roundTrips).toBeLessThanOrEqual(3);
  });

  it('a post page: the post with its first comments in at most 2 round trips, 3 for a member; later comments', async () => {
    await counted(`/posts/${postId}`);
    const guest = await counted(`/posts/${postId}`);
    const signedIn = await counted(`/posts/${postId}`, member.tokens.idToken);
    const comments = await counted(`/posts/${postId}/comments`);
    const commentsSignedIn = await counted(`/posts/${postId}/comments`, member.tokens.idToken);
    figures.push(
      `post with comments ${show(guest)}`,
      `post with comments signed in ${show(signedIn)}`,
      `comments ${show(comments)}`,
      `comments signed in ${show(commentsSignedIn)}`,
    );
    // The post, then its view counter, neighbours and first page of comments together (a member's vote, scrap
    // and report state too); a member's own votes on those comments need their ids: one round trip more.
    expect(guest.roundTrips).toBeLessThanOrEqual(2);
    expect(guest.operations.Query).toBe(3);
    expect(signedIn.roundTrips).toBeLessThanOrEqual(3);
    // The post page's first view is that one request: its comments are no request of their own. Later pages
    // (and the thread after a comment is written) still cost what they did: the post, then the page of
    // comments, then a member's votes on them.
    // Reading a post writes nothing: the page counts its view with a request of its own.
    expect(guest.capacity?.write).toBe(0);
    expect(comments.roundTrips).toBeLessThanOrEqual(2);
    expect(commentsSignedIn.roundTrips).toBeLessThanOrEqual(3);
  });

  it('the home page: 1 call while its cached answer lives, a bounded rebuild otherwise', async () => {
    // Other test files' posts drop the cached home page at any time: take the first answer served from it.
    const counts: DynamoDbCallCount[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      counts.push(await counted('/home'));
      if (counts.at(-1)?.calls === 1) break;
    }
    const warm = counts.at(-1) as DynamoDbCallCount;
    figures.push(`home (cached) ${show(warm)}`);
    expect(callsOf(warm)).toEqual({ calls: 1, roundTrips: 1, operations: { GetItem: 1 } });
    // A rebuild: the cache entry, the board listing, each board's notices and latest posts together, the put.
    const rebuilt = counts.find((count) => count.calls > 1);
    if (rebuilt) {
      figures.push(`home (rebuilt) ${show(rebuilt)}`);
      expect(rebuilt.roundTrips).toBeLessThanOrEqual(4);
    }
  });
});
