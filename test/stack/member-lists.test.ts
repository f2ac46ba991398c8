import { newMember, rest, type TestMember } from './support/clients';

/**
 * The user menu's lists (docs/url-scheme.md, "The member's own lists"): Written Articles, my comments,
 * Scraps, Saved Articles (drafts), through the local gateway with real tokens. Each list is the caller's own, newest first, paginated.
 */
jest.setTimeout(60_000);

interface Item {
  id?: string;
  postId?: string;
  title?: string;
  body?: string;
  status?: string;
  version?: number;
  scrapCount?: number;
}
type List = { items: Item[]; nextToken: string | null };

let writer: TestMember;
let reader: TestMember;

beforeAll(async () => {
  [writer, reader] = await Promise.all([newMember('writer'), newMember('fan')]);
});

const as = (member: TestMember) => ({ token: member.tokens.idToken });
const write = (member: TestMember, body: Record<string, unknown>) =>
  rest<Item>('post', 'POST', '/boards/free/posts', { ...as(member), body });

it("lists a member's own posts and comments, newest first, without other members'", async () => {
  const first = await write(writer, { title: 'Mine one', body: '1' });
  const second = await write(writer, { title: 'Mine two', body: '2' });
  await write(reader, { title: 'Not mine', body: '3' });
  await rest('post', 'POST', `/posts/${second.body.id}/comments`, {
    ...as(writer),
    body: { body: 'My comment' },
  });

  const posts = await rest<List>('post', 'GET', '/me/posts', as(writer));
  expect(posts.body.items.map((p) => p.title)).toEqual(['Mine two', 'Mine one']);
  expect(posts.body.items[0]).not.toHaveProperty('body');
  const page = await rest<List>('post', 'GET', '/me/posts?limit=1', as(writer));
  expect(page.body.items).toHaveLength(1);
  const rest2 = await rest<List>(
    'post',
    'GET',
    `/me/posts?limit=1&nextToken=${page.body.nextToken}`,
    as(writer),
  );
  expect(rest2.body.items.map((p) => p.id)).toEqual([first.body.id]);

  const comments = await rest<List>('post', 'GET', '/me/comments', as(writer));
  expect(comments.body.items.map((c) => c.body)).toEqual(['My comment']);
  expect((await rest('post', 'GET', '/me/posts')).status).toBe(401);
});

it('scraps a post once however often asked, counts it, and unscraps it', async () => {
  const { body: post } = await write(writer, { title: 'Worth keeping', body: '!' });
  const scrap = () => rest('post', 'PUT', `/posts/${post.id}/scrap`, as(reader));
  expect((await scrap()).status).toBe(200);
  expect((await scrap()).status).toBe(200);
  expect((await rest<Item>('post', 'GET', `/posts/${post.id}`)).body.scrapCount).toBe(1);
  const mine = await rest<List>('post', 'GET', '/me/scraps', as(reader));
  expect(mine.body.items).toEqual([expect.objectContaining({ postId: post.id, title: 'Worth keeping' })]);

  expect((await rest('post', 'DELETE', `/posts/${post.id}/scrap`, as(reader))).status).toBe(200);
  expect((await rest('post', 'DELETE', `/posts/${post.id}/scrap`, as(reader))).status).toBe(404);
  expect((await rest<Item>('post', 'GET', `/posts/${post.id}`)).body.scrapCount).toBe(0);
  expect((await rest<List>('post', 'GET', '/me/scraps', as(reader))).body.items).toEqual([]);
  expect((await rest('post', 'PUT', '/posts/no-such-post/scrap', as(reader))).status).toBe(404);
});

it('keeps a draft private to its author until it is published', async () => {
  const { body: draft } = await write(writer, { title: 'Half done', body: 'to be continued', draft: true });
  expect(draft.status).toBe('draft');
  expect((await rest('post', 'GET', `/posts/${draft.id}`)).status).toBe(404);
  const board = await rest<List>('post', 'GET', '/boards/free/posts?limit=100');
  expect(board.body.items.map((p) => p.id)).not.toContain(draft.id);
  const drafts = await rest<List>('post', 'GET', '/me/drafts', as(writer));
  expect(drafts.body.items).toEqual([expect.objectContaining({ id: draft.id, body: 'to be continued' })]);
  expect(
    (
      await rest('post', 'PUT', `/posts/${draft.id}`, {
        ...as(reader),
        body: { title: 'x', body: 'y', version: 1 },
      })
    ).status,
  ).toBe(404);

  const published = await rest<Item>('post', 'PUT', `/posts/${draft.id}`, {
    ...as(writer),
    body: { title: 'Done', body: 'finished', version: 1, publish: true },
  });
  expect(published.body).toEqual(expect.objectContaining({ status: 'published', version: 2 }));
  expect((await rest<List>('post', 'GET', '/me/drafts', as(writer))).body.items).toEqual([]);
  expect((await rest<List>('post', 'GET', '/boards/free/posts')).body.items[0]?.id).toBe(draft.id);
  expect((await rest<List>('post', 'GET', '/me/posts', as(writer))).body.items[0]?.id).toBe(draft.id);
});

it('adds, lists and removes friends, and respects a member who refuses friend requests', async () => {
  const shy = await newMember('shy');
  const add = (friendId: string) =>
    rest<{ userId: string; nickName: string }>('post', 'POST', '/me/friends', {
      ...as(writer),
      body: { userId: friendId },
    });

  expect((await add(reader.userId)).status).toBe(201);
  expect((await add(reader.userId)).status).toBe(201); // again: still one friend
  expect((await add(writer.userId)).status).toBe(400);
  expect((await add('no-such-member')).status).toBe(404);
  const friends = await rest<{ items: { userId: string }[] }>('post', 'GET', '/me/friends', as(writer));
  expect(friends.body.items.map((f) => f.userId)).toEqual([reader.userId]);

  // The shy member turns friend requests off in their profile (member API).
  const refused = await rest('member', 'PUT', `/member/${shy.userId}`, {
    ...as(shy),
    body: { allowFriendRequests: false },
  });
  expect(refused.status).toBe(200);
  expect((await add(shy.userId)).status).toBe(403);

  expect((await rest('post', 'DELETE', `/me/friends/${reader.userId}`, as(writer))).status).toBe(200);
  expect((await rest('post', 'DELETE', `/me/friends/${reader.userId}`, as(writer))).status).toBe(404);
  expect((await rest<{ items: unknown[] }>('post', 'GET', '/me/friends', as(writer))).body.items).toEqual([]);
});
