import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, localStack, newMember, nickNameOf, rest, seededAccount } from './support/clients';
import type { TestMember } from './support/clients';

/** Admin content through the local gateway: every post across boards, bulk trash, the trash, the dashboard. */
jest.setTimeout(60_000);

interface Listed {
  id: string;
  title: string;
  boardId: string;
  status: string;
  deletedBy?: string;
}

let writer: TestMember;
let admin: TestMember;
const tag = `tag${Date.now()}`;

beforeAll(async () => {
  [writer, admin] = await Promise.all([newMember('contentw'), seededAccount('admin')]);
});

const write = (board: string, title: string) =>
  rest<{ id: string }>('post', 'POST', `/boards/${board}/posts`, {
    token: writer.tokens.idToken,
    body: { title, body: 'text' },
  });
const adminGet = <T>(path: string) => rest<T>('post', 'GET', path, { token: admin.tokens.idToken });

it('lists posts across boards newest first, filtered by board, title or author, and trashes several at once', async () => {
  const free = await write('free', `Free ${tag}`);
  const qna = await write('qna', `Question ${tag}`);

  const all = await adminGet<{ items: Listed[] }>(`/admin/posts?q=${tag}&limit=100`);
  expect(all.body.items.map((p) => p.title)).toEqual([`Question ${tag}`, `Free ${tag}`]);
  const onQna = await adminGet<{ items: Listed[] }>(`/admin/posts?q=${tag}&boardId=qna&limit=100`);
  expect(onQna.body.items.map((p) => p.id)).toEqual([qna.body.id]);
  const byAuthor = await adminGet<{ items: Listed[] }>(
    `/admin/posts?author=${encodeURIComponent(await nickNameOf(writer))}&limit=100`,
  );
  expect(byAuthor.body.items.map((p) => p.id).sort()).toEqual([free.body.id, qna.body.id].sort());

  const trashed = await rest<{ trashed: string[]; missing: string[] }>('post', 'POST', '/admin/posts/trash', {
    token: admin.tokens.idToken,
    body: { postIds: [free.body.id, qna.body.id, 'no-such-post'] },
  });
  expect(trashed.body).toEqual({ trashed: [free.body.id, qna.body.id], missing: ['no-such-post'] });
  expect((await adminGet<{ items: Listed[] }>(`/admin/posts?q=${tag}`)).body.items).toEqual([]);
  const trash = await adminGet<{ items: Listed[] }>(`/admin/posts?status=trashed&q=${tag}&limit=100`);
  expect(trash.body.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: free.body.id, status: 'trashed', deletedBy: admin.userId }),
      expect.objectContaining({ id: qna.body.id, status: 'trashed', deletedBy: admin.userId }),
    ]),
  );
});

it("counts members, posts and comments with today's new ones, and serves repeats from the cache table for a minute", async () => {
  // Start from no cached counts (other files may have viewed the dashboard in the last minute).
  await dynamoClient().send(
    new DeleteCommand({ TableName: localStack().tables.cache, Key: { pk: 'ADMIN#DASHBOARD' } }),
  );
  const first = await adminGet<{
    members: { total: number; today: number };
    posts: { total: number; today: number };
    comments: { total: number; today: number };
    countedAt: string;
    freshUntil: string;
  }>('/admin/dashboard');
  expect(first.status).toBe(200);
  expect(first.body.members.total).toBeGreaterThanOrEqual(3);
  expect(first.body.members.today).toBeGreaterThanOrEqual(1);
  expect(first.body.posts.total).toBeGreaterThanOrEqual(5); // the seeded posts, at least
  expect(first.body.comments.total).toBeGreaterThanOrEqual(4);
  expect(first.body.posts.today).toBeLessThanOrEqual(first.body.posts.total);

  // The counts are kept in the cache table with an expiry a minute away...
  const cached = await dynamoClient().send(
    new GetCommand({ TableName: localStack().tables.cache, Key: { pk: 'ADMIN#DASHBOARD' } }),
  );
  const expiresAt = Number(cached.Item?.expiresAt);
  expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(30_000);
  expect(expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(60_000);

  // ...so a new post does not change what the next view shows within that minute.
  await write('free', `Counted later ${tag}`);
  const second = await adminGet<{ countedAt: string; posts: { total: number } }>('/admin/dashboard');
  expect(second.body.countedAt).toBe(first.body.countedAt);
  expect(second.body.posts.total).toBe(first.body.posts.total);
});

it('restores a trashed post to its board, and purges one with its comments for good', async () => {
  const { body: kept } = await write('free', `Restorable ${tag}`);
  const { body: gone } = await write('free', `Purgeable ${tag}`);
  await rest('post', 'POST', `/posts/${gone.id}/comments`, {
    token: writer.tokens.idToken,
    body: { body: 'hi' },
  });
  for (const id of [kept.id, gone.id]) {
    await rest('post', 'DELETE', `/posts/${id}`, { token: writer.tokens.idToken });
  }
  const restored = await rest('post', 'POST', `/admin/posts/${kept.id}/restore`, {
    token: admin.tokens.idToken,
  });
  expect(restored.status).toBe(200);
  expect((await rest('post', 'GET', `/posts/${kept.id}`)).status).toBe(200);
  const board = await rest<{ items: Listed[] }>('post', 'GET', '/boards/free/posts?limit=100');
  expect(board.body.items.map((p) => p.id)).toContain(kept.id);
  expect(
    (await rest('post', 'POST', `/admin/posts/${kept.id}/restore`, { token: admin.tokens.idToken })).status,
  ).toBe(404);

  expect(
    (await rest('post', 'DELETE', `/admin/posts/${kept.id}`, { token: admin.tokens.idToken })).status,
  ).toBe(404);
  expect(
    (await rest('post', 'DELETE', `/admin/posts/${gone.id}`, { token: admin.tokens.idToken })).status,
  ).toBe(200);
  const trash = await adminGet<{ items: Listed[] }>(`/admin/posts?status=trashed&q=${tag}&limit=100`);
  expect(trash.body.items.map((p) => p.id)).not.toContain(gone.id);
  const leftovers = await dynamoClient().send(
    new QueryCommand({
      TableName: localStack().tables.content,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `POST#${gone.id}` },
    }),
  );
  expect(leftovers.Count).toBe(0);
});

it('keeps deleted comments in the trash with their text for admins, restores them, and purges them', async () => {
  const { body: post } = await write('free', `Comments ${tag}`);
  const comment = (body: string, parentId?: string) =>
    rest<{ id: string }>('post', 'POST', `/posts/${post.id}/comments`, {
      token: writer.tokens.idToken,
      body: { body, ...(parentId ? { parentId } : {}) },
    });
  const lone = await comment(`Regrettable ${tag}`);
  const root = await comment(`Root ${tag}`);
  await comment('A reply', root.body.id);
  for (const id of [lone.body.id, root.body.id]) {
    await rest('post', 'DELETE', `/comments/${id}`, { token: writer.tokens.idToken });
  }
  const thread = async () =>
    (await rest<{ items: { id: string; body: string }[] }>('post', 'GET', `/posts/${post.id}/comments`)).body
      .items;
  // Readers see the placeholder of the root with a reply, not the lone comment, and no deleted text.
  expect((await thread()).map((c) => c.id)).not.toContain(lone.body.id);
  expect(JSON.stringify(await thread())).not.toContain(tag);

  const deleted = await adminGet<{ items: { id: string; removedBody: string; deletedBy: string }[] }>(
    `/admin/comments?status=deleted&boardId=free&limit=100`,
  );
  const elsewhere = await adminGet<{ items: { id: string }[] }>(
    `/admin/comments?status=deleted&boardId=qna&limit=100`,
  );
  expect(elsewhere.body.items.map((c) => c.id)).not.toContain(lone.body.id);
  expect(deleted.body.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        id: lone.body.id,
        removedBody: `Regrettable ${tag}`,
        deletedBy: writer.userId,
      }),
    ]),
  );

  expect(
    (await rest('post', 'POST', `/admin/comments/${lone.body.id}/restore`, { token: admin.tokens.idToken }))
      .status,
  ).toBe(200);
  expect((await thread()).find((c) => c.id === lone.body.id)?.body).toBe(`Regrettable ${tag}`);
  expect((await rest<{ commentCount: number }>('post', 'GET', `/posts/${post.id}`)).body.commentCount).toBe(
    2,
  );

  expect(
    (await rest('post', 'DELETE', `/admin/comments/${root.body.id}`, { token: admin.tokens.idToken })).status,
  ).toBe(409);
  await rest('post', 'DELETE', `/comments/${lone.body.id}`, { token: writer.tokens.idToken });
  expect(
    (await rest('post', 'DELETE', `/admin/comments/${lone.body.id}`, { token: admin.tokens.idToken })).status,
  ).toBe(200);
  expect(
    (await rest('post', 'POST', `/admin/comments/${lone.body.id}/restore`, { token: admin.tokens.idToken }))
      .status,
  ).toBe(404);
});
