import { searchUntil } from './support/search';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, localStack, newMember, nickNameOf, rest, seededAccount } from './support/clients';
import type { TestMember } from './support/clients';

/**
 * The post API through the local gateway, as the web app will call it: seeded content, writing, reading with
 * view counts, optimistic concurrency, trash, comments with one level of replies and their counts.
 */
jest.setTimeout(60_000);

interface PostBody {
  id: string;
  title: string;
  body: string;
  version: number;
  views: number;
  commentCount: number;
  authorNickName: string;
  isNotice: boolean;
  category: string | null;
}
interface PostList {
  items: PostBody[];
  notices: PostBody[];
  nextToken: string | null;
}
interface CommentBody {
  id: string;
  parentId: string | null;
  body: string;
  deleted: boolean;
  authorNickName: string;
}

let author: TestMember;
let other: TestMember;
let admin: TestMember;
let authorNickName: string;

beforeAll(async () => {
  [author, other, admin] = await Promise.all([
    newMember('author'),
    newMember('reader'),
    seededAccount('admin'),
  ]);
  authorNickName = await nickNameOf(author);
});

const write = (token: string, input: Record<string, unknown>, board = 'free') =>
  rest<PostBody>('post', 'POST', `/boards/${board}/posts`, { token, body: input });

async function postCount(): Promise<number> {
  const out = await dynamoClient().send(
    new QueryCommand({
      TableName: localStack().tables.content,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': `AUTHOR#${author.userId}#POSTS` },
    }),
  );
  return out.Count ?? 0;
}

describe('seeded boards', () => {
  it("lists the free board's posts newest first with their authors' nicknames and comment counts", async () => {
    const list = await rest<PostList>('post', 'GET', '/boards/free/posts');
    expect(list.status).toBe(200);
    const first = list.body.items.find((p) => p.title === 'First post on the free board');
    expect(first).toEqual(
      expect.objectContaining({ authorNickName: 'Demo Member', commentCount: 2, category: 'Daily life' }),
    );
    expect(first).not.toHaveProperty('body');
  });

  it('pins notices on top of the first page only', async () => {
    const list = await rest<PostList>('post', 'GET', '/boards/notice/posts');
    expect(list.body.notices.map((p) => p.title)).toEqual(['Welcome to the community']);
    expect(list.body.items.map((p) => p.title)).toContain('Maintenance on Sunday night');
    const page = await rest<PostList>('post', 'GET', '/boards/notice/posts?limit=1');
    if (page.body.nextToken) {
      const second = await rest<PostList>(
        'post',
        'GET',
        `/boards/notice/posts?limit=1&nextToken=${encodeURIComponent(page.body.nextToken)}`,
      );
      expect(second.body.notices).toEqual([]);
    }
  });

  it('filters by category and searches titles', async () => {
    const chat = await rest<PostList>('post', 'GET', '/boards/free/posts?category=Chat');
    expect(chat.body.items.map((p) => p.title)).toEqual(['Share your favourite Seoul cafes']);
    // Search has a route of its own: the list refuses q, naming it.
    const moved = await rest<{ fields: { field: string }[] }>(
      'post',
      'GET',
      '/boards/free/posts?q=FIRST%20POST',
    );
    expect(moved.status).toBe(400);
    expect(moved.body.fields.map((f) => f.field)).toEqual(['query.q']);
    const search = await searchUntil(
      '/boards/free/search?target=title&q=FIRST%20POST',
      (hits) => hits.items.length > 0,
    );
    expect(search.body.items.map((p) => p.title)).toEqual(['First post on the free board']);
    const unknown = await rest('post', 'GET', '/boards/free/posts?category=Nope');
    expect(unknown.status).toBe(400);
  });

  it('serves the seeded article pages', async () => {
    const article = await rest<{ title: string; format: string }>('post', 'GET', '/articles/welcome');
    expect(article.body).toEqual(expect.objectContaining({ title: 'Welcome', format: 'markdown' }));
    expect((await rest('post', 'GET', '/articles/nothing-here')).status).toBe(404);
  });
});

describe('writing and reading a post', () => {
  it('lets a member write, counts views sent together atomically apart from the read, and lists the post', async () => {
    const created = await write(author.tokens.idToken, { title: 'Hello board', body: 'My first words.' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ version: 1, views: 0, authorNickName }));

    // Reading writes nothing (it may be cached); the page counts its view with a request of its own.
    const reads = await Promise.all(
      Array.from({ length: 3 }, () => rest<PostBody>('post', 'GET', `/posts/${created.body.id}`)),
    );
    expect(reads.map((r) => [r.status, r.body.views])).toEqual([
      [200, 0],
      [200, 0],
      [200, 0],
    ]);
    const views = await Promise.all(
      Array.from({ length: 5 }, () => rest('post', 'POST', `/posts/${created.body.id}/view`)),
    );
    expect(views.map((r) => [r.status, r.body])).toEqual(Array(5).fill([200, { counted: true }]));
    const read = await rest<PostBody>('post', 'GET', `/posts/${created.body.id}`);
    expect(read.body.views).toBe(5);

    const list = await rest<PostList>('post', 'GET', '/boards/free/posts');
    expect(list.body.items[0]).toEqual(expect.objectContaining({ id: created.body.id, views: 5 }));
    expect((await rest('post', 'POST', '/posts/no-such-post/view')).status).toBe(404);
  });

  it('refuses guests, notices by members, and bad input, writing nothing', async () => {
    const before = await postCount();
    expect(
      (await rest('post', 'POST', '/boards/free/posts', { body: { title: 'x', body: 'y' } })).status,
    ).toBe(401);
    expect(
      (await write(author.tokens.idToken, { title: 'Pinned?', body: 'no', isNotice: true })).status,
    ).toBe(403);
    expect((await write(author.tokens.idToken, { title: 'x'.repeat(201), body: 'y' })).status).toBe(400);
    expect(
      (await write(author.tokens.idToken, { title: 'Big', body: 'y'.repeat(100 * 1024 + 1) })).status,
    ).toBe(400);
    expect((await write(author.tokens.idToken, { title: 'Cat', body: 'y', category: 'Nope' })).status).toBe(
      400,
    );
    expect((await write(author.tokens.idToken, { title: 'Board', body: 'y' }, 'no-such-board')).status).toBe(
      404,
    );
    // The Notice board lets only admins write.
    expect((await write(author.tokens.idToken, { title: 'Notice?', body: 'y' }, 'notice')).status).toBe(403);
    expect(await postCount()).toBe(before);
  });

  it('edits at the version read: a stale version gets 409 and overwrites nothing', async () => {
    const { body: post } = await write(author.tokens.idToken, { title: 'Draft title', body: 'v1' });
    const edit = (token: string, version: number, title: string) =>
      rest<PostBody>('post', 'PUT', `/posts/${post.id}`, { token, body: { title, body: 'edited', version } });

    expect((await edit(other.tokens.idToken, 1, 'Hijacked')).status).toBe(403);
    const saved = await edit(author.tokens.idToken, 1, 'Final title');
    expect(saved.body).toEqual(expect.objectContaining({ version: 2, title: 'Final title' }));
    const stale = await edit(author.tokens.idToken, 1, 'Lost update');
    expect(stale.status).toBe(409);
    expect((await edit(admin.tokens.idToken, 2, 'Moderated')).body.version).toBe(3);
    expect((await rest<PostBody>('post', 'GET', `/posts/${post.id}`)).body.title).toBe('Moderated');
  });

  it('lets exactly one of 20 concurrent edits at the same version win; the stored post is the winner', async () => {
    const { body: post } = await write(author.tokens.idToken, { title: 'Contested', body: 'start' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rest<PostBody>('post', 'PUT', `/posts/${post.id}`, {
          token: author.tokens.idToken,
          body: { title: `Edit ${i}`, body: `body ${i}`, version: 1 },
        }),
      ),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const stored = await rest<PostBody>('post', 'GET', `/posts/${post.id}`);
    expect(stored.body).toEqual(
      expect.objectContaining({ title: winners[0]?.body.title, body: winners[0]?.body.body, version: 2 }),
    );
  });

  it('moves a deleted post to the trash: gone from reads and lists, only for its author or an admin', async () => {
    const { body: post } = await write(author.tokens.idToken, { title: 'Short-lived', body: 'bye' });
    expect((await rest('post', 'DELETE', `/posts/${post.id}`, { token: other.tokens.idToken })).status).toBe(
      403,
    );
    expect((await rest('post', 'DELETE', `/posts/${post.id}`, { token: author.tokens.idToken })).status).toBe(
      200,
    );
    expect((await rest('post', 'GET', `/posts/${post.id}`)).status).toBe(404);
    const list = await rest<PostList>('post', 'GET', '/boards/free/posts?limit=100');
    expect(list.body.items.map((p) => p.id)).not.toContain(post.id);
    expect((await rest('post', 'DELETE', `/posts/${post.id}`, { token: author.tokens.idToken })).status).toBe(
      404,
    );
  });
});

describe('comments', () => {
  const comments = async (postId: string) =>
    (await rest<{ items: CommentBody[] }>('post', 'GET', `/posts/${postId}/comments`)).body.items;
  const comment = (token: string, postId: string, body: Record<string, unknown>) =>
    rest<CommentBody>('post', 'POST', `/posts/${postId}/comments`, { token, body });
  const countOf = async (postId: string) =>
    (await rest<PostBody>('post', 'GET', `/posts/${postId}`)).body.commentCount;

  it('keeps replies one level deep, right after their parent', async () => {
    const { body: post } = await write(author.tokens.idToken, { title: 'Discuss', body: '?' });
    const first = await comment(other.tokens.idToken, post.id, { body: 'First!' });
    const second = await comment(author.tokens.idToken, post.id, { body: 'Second' });
    const reply = await comment(author.tokens.idToken, post.id, {
      body: 'Reply to first',
      parentId: first.body.id,
    });
    expect(reply.status).toBe(201);
    const nested = await comment(other.tokens.idToken, post.id, {
      body: 'Too deep',
      parentId: reply.body.id,
    });
    expect(nested.status).toBe(400);

    expect((await comments(post.id)).map((c) => c.body)).toEqual(['First!', 'Reply to first', 'Second']);
    expect(await countOf(post.id)).toBe(3);
    expect(second.body.authorNickName).toBe(authorNickName);
  });

  it('leaves a placeholder for a deleted comment with replies, and uncounts deletions', async () => {
    const { body: post } = await write(author.tokens.idToken, { title: 'Moderation', body: '?' });
    const parent = await comment(other.tokens.idToken, post.id, { body: 'Rude words' });
    const reply = await comment(author.tokens.idToken, post.id, {
      body: 'Please be nice',
      parentId: parent.body.id,
    });
    expect(
      (await rest('post', 'DELETE', `/comments/${parent.body.id}`, { token: author.tokens.idToken })).status,
    ).toBe(403);
    expect(
      (await rest('post', 'DELETE', `/comments/${parent.body.id}`, { token: admin.tokens.idToken })).status,
    ).toBe(200);

    const list = await comments(post.id);
    expect(list).toEqual([
      expect.objectContaining({ id: parent.body.id, deleted: true, body: '' }),
      expect.objectContaining({ id: reply.body.id, deleted: false, body: 'Please be nice' }),
    ]);
    expect(await countOf(post.id)).toBe(1);
    await rest('post', 'DELETE', `/comments/${reply.body.id}`, { token: author.tokens.idToken });
    expect((await comments(post.id)).map((c) => c.id)).toEqual([parent.body.id]);
    expect(await countOf(post.id)).toBe(0);
  });

  it('lets the author edit a comment and nobody else', async () => {
    const { body: post } = await write(author.tokens.idToken, { title: 'Typos', body: '?' });
    const mine = await comment(other.tokens.idToken, post.id, { body: 'teh' });
    const edit = (token: string) =>
      rest<CommentBody>('post', 'PUT', `/comments/${mine.body.id}`, { token, body: { body: 'the' } });
    expect((await edit(author.tokens.idToken)).status).toBe(403);
    expect((await edit(other.tokens.idToken)).body.body).toBe('the');
  });

  it('counts 20 concurrent comments exactly', async () => {
    const { body: post } = await write(author.tokens.idToken, { title: 'Busy thread', body: '!' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => comment(other.tokens.idToken, post.id, { body: `comment ${i}` })),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await countOf(post.id)).toBe(20);
    expect(
      (await rest<{ items: CommentBody[] }>('post', 'GET', `/posts/${post.id}/comments?limit=100`)).body
        .items,
    ).toHaveLength(20);
  });
});

describe('articles', () => {
  it('lets only admins write an article page', async () => {
    const input = { title: 'Rules', body: '1. Be kind.' };
    expect(
      (await rest('post', 'PUT', '/admin/articles/rules', { token: author.tokens.idToken, body: input }))
        .status,
    ).toBe(403);
    expect(
      (await rest('post', 'PUT', '/admin/articles/rules', { token: admin.tokens.idToken, body: input }))
        .status,
    ).toBe(200);
    expect((await rest('post', 'GET', '/articles/rules')).body).toEqual(
      expect.objectContaining({ title: 'Rules', format: 'markdown' }),
    );
  });
});
