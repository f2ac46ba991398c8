import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../../contracts/board';
import type { CreatePostBody, Post } from '../../contracts/post';
import { ContentAdminRepository } from '../../lambda/admin-content/content-admin-repository';
import { ContentAdminService } from '../../lambda/admin-content/content-admin-service';
import { StreamCounts } from '../../lambda/admin-content/stream-counts';
import { CommentRepository } from '../../lambda/comments/comment-repository';
import { CommentService } from '../../lambda/comments/comment-service';
import { MemberCounts } from '../../lambda/members/member-counts';
import { MemberRepository } from '../../lambda/members/member-repository';
import { SiteRecount } from '../../lambda/ops/site-recount';
import { ReportRepository } from '../../lambda/reports/report-repository';
import { adminListEntry } from '../../lambda/posts/post-indexes';
import { PostRepository } from '../../lambda/posts/post-repository';
import { PostService } from '../../lambda/posts/post-service';
import type { Caller } from '../../lambda/shared/auth/caller';
import { unheardChanges } from '../../lambda/shared/changes/content-changes';
import { createStreamHandler } from '../../lambda/shared/stream/item-changes';
import { startStreamPoller, type StreamPoller } from '../../local/streams/stream-poller';
import { SITE_COUNT_SHARDS, SiteCounts, siteCountKeys } from '../../lambda/storage/site-counts';
import { sampleBoard } from '../support/content-fixtures';
import { documentClient, isolatedTables, localEndpoint } from '../support/dynamodb';
import { memberProfiles } from '../support/member-profile';

/**
 * The admin's content lists and the dashboard's counts against DynamoDB Local (docs/data-model.md, D1, D2, D4):
 * a board filter reads that board's own partition, the list across boards merges the gsi4 shards under one
 * cursor, each page within its bound of Queries, and the counts move with each write instead of being counted.
 */
jest.setTimeout(60_000);

const member: Caller = { userId: 'u-writer', userName: 'writer', groups: [], isAdmin: false };
const admin: Caller = { userId: 'u-admin', userName: 'admin', groups: ['Admin'], isAdmin: true };
const boards = {
  get: async (id: string): Promise<Board> =>
    sampleBoard({
      id,
      name: id,
      permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    }),
};
const authors = {
  nickNameOf: async (userId: string) => (userId === admin.userId ? 'Administrator' : 'Writer'),
};
const minute = (base: string, n: number) => new Date(Date.parse(base) + n * 60_000).toISOString();
/** The site's "now" for the counts: noon in Seoul on 1 May 2026. */
const NOW = new Date('2026-05-01T03:00:00.000Z');

/** Every Query and BatchGetItem sent, with its index. */
const sent: { command: string; index?: string }[] = [];

const pollers: StreamPoller[] = [];
afterAll(async () => {
  await Promise.all(pollers.map((poller) => poller.stop()));
});

/**
 * A content table of this file's own, and the services over it, counted as the stack counts: the content
 * stream's consumer (lambda/admin-content/stream-counts.ts) run by the local poller; `settled()` waits for it.
 */
async function site(prefix: string) {
  const name = await isolatedTables(`${prefix}${process.pid}`);
  const low = new DynamoDBClient({ endpoint: localEndpoint() });
  low.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { IndexName?: string };
      sent.push({ command: context.commandName ?? 'unknown', index: input.IndexName });
      return next(args);
    },
    { step: 'initialize', name: 'recordRequests' },
  );
  const client = DynamoDBDocumentClient.from(low, { marshallOptions: { removeUndefinedValues: true } });
  const content = name('content');
  const postRepository = new PostRepository(client, content);
  const commentRepository = new CommentRepository(client, content);
  const counts = unheardChanges;
  const poller = await startStreamPoller({
    endpoint: localEndpoint(),
    region: 'ap-northeast-2',
    tableName: content,
    // A client of its own: the stream's writes are not the requests the tests count.
    handler: createStreamHandler('content-stream', [
      new StreamCounts(new SiteCounts(documentClient(), content, () => NOW)),
    ]),
    idleMs: 50,
    logger: { info: () => undefined, error: (message, fields) => console.error(message, fields) },
  });
  pollers.push(poller);
  const members = new MemberRepository(client, name('members'));
  const memberCounts = new MemberCounts(client, name('members'));
  const repository = new ContentAdminRepository(client, content);
  let ids = 0;
  /** The services with their clock at `at`. */
  const at = (time: string) => ({
    posts: new PostService(
      boards,
      postRepository,
      authors,
      counts,
      () => time,
      () => `${prefix}-${++ids}`,
    ),
    comments: new CommentService(
      boards,
      postRepository,
      commentRepository,
      authors,
      counts,
      () => time,
      () => `${prefix}-c${++ids}`,
    ),
    admin: new ContentAdminService(
      postRepository,
      commentRepository,
      repository,
      memberCounts,
      { get: async () => null, put: async () => 0 },
      boards,
      counts,
      () => time,
    ),
  });
  return { client, name, at, members, memberCounts, settled: () => poller.settled() };
}

const write = (title: string, extra: Partial<CreatePostBody> = {}): CreatePostBody => ({
  title,
  body: `Body of ${title}`,
  format: 'text',
  isNotice: false,
  draft: false,
  ...extra,
});

describe('a board filter reads that board only', () => {
  let s: Awaited<ReturnType<typeof site>>;
  const notices: Post[] = [];
  const start = '2026-04-01T00:00:00.000Z';

  beforeAll(async () => {
    s = await site('byboard');
    // Three notices first, then 65 newer posts on another board: more than a page of 50 ahead of them.
    for (let i = 0; i < 3; i++) {
      notices.push(
        await s.at(minute(start, i)).posts.create('notice', admin, write(`Notice ${i}`, { isNotice: true })),
      );
    }
    for (let i = 0; i < 65; i++) {
      await s.at(minute(start, 10 + i)).posts.create('free', member, write(`Free ${i}`));
    }
  });

  it('answers the board’s newest posts on the first page, with one Query of its partition and their views', async () => {
    sent.length = 0;
    const page = await s.at(start).admin.listPosts({ status: 'published', boardId: 'notice', limit: 20 });
    expect(page.items.map((p) => p.title)).toEqual(['Notice 2', 'Notice 1', 'Notice 0']);
    expect(page.items.every((p) => p.authorNickName === 'Administrator')).toBe(true);
    expect(page.nextToken).toBeNull();
    // The page's rows, then their view counters (lambda/storage/view-counts.ts).
    expect(sent).toEqual([
      { command: 'QueryCommand', index: 'byBoard' },
      { command: 'BatchGetItemCommand', index: undefined },
    ]);

    const titled = await s
      .at(start)
      .admin.listPosts({ status: 'published', boardId: 'notice', q: 'notice 1' });
    expect(titled.items.map((p) => p.title)).toEqual(['Notice 1']);
    const all = await s.at(start).admin.listPosts({ status: 'published', limit: 20 });
    expect(all.items.map((p) => p.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Free ${64 - i}`));
  });

  it('pages through one board with its cursor', async () => {
    const first = await s.at(start).admin.listPosts({ status: 'published', boardId: 'free', limit: 30 });
    const second = await s.at(start).admin.listPosts({
      status: 'published',
      boardId: 'free',
      limit: 30,
      nextToken: first.nextToken ?? undefined,
    });
    const third = await s.at(start).admin.listPosts({
      status: 'published',
      boardId: 'free',
      limit: 30,
      nextToken: second.nextToken ?? undefined,
    });
    const titles = [...first.items, ...second.items, ...third.items].map((p) => p.title);
    expect(titles).toEqual(Array.from({ length: 65 }, (_, i) => `Free ${64 - i}`));
    expect(third.nextToken).toBeNull();
  });

  it('does the same for the trash: a board’s trashed posts first, whatever was trashed after elsewhere', async () => {
    const later = '2026-04-02T00:00:00.000Z';
    await s.at(later).admin.trashPosts(admin, [notices[0]?.id ?? '', notices[1]?.id ?? '']);
    const free = await s.at(start).admin.listPosts({ status: 'published', boardId: 'free', limit: 61 });
    await s.at(minute(later, 5)).admin.trashPosts(
      admin,
      free.items.map((p) => p.id),
    );
    const trash = await s.at(start).admin.listPosts({ status: 'trashed', boardId: 'notice', limit: 20 });
    expect(trash.items.map((p) => p.title).sort()).toEqual(['Notice 0', 'Notice 1']);
    const everyTrash = await s.at(start).admin.listPosts({ status: 'trashed', limit: 20 });
    expect(everyTrash.items.every((p) => p.boardId === 'free')).toBe(true);
  });

  it('and for comments, live and deleted, which follow their post to another board', async () => {
    const notice = notices[2] as Post;
    const [other] = (await s.at(start).admin.listPosts({ status: 'published', boardId: 'free', limit: 1 }))
      .items;
    const mine = await s
      .at('2026-04-03T00:00:00.000Z')
      .comments.add(notice.id, member, { body: 'On the notice' });
    for (let i = 0; i < 60; i++) {
      await s
        .at(minute('2026-04-03T01:00:00.000Z', i))
        .comments.add(other?.id ?? '', member, { body: `Chat ${i}` });
    }
    const live = await s.at(start).admin.listComments({ status: 'live', boardId: 'notice', limit: 20 });
    expect(live.items.map((c) => c.body)).toEqual(['On the notice']);

    await s.at('2026-04-04T00:00:00.000Z').comments.remove(mine.id, member);
    const chats = await s.at(start).admin.listComments({ status: 'live', boardId: 'free', limit: 60 });
    for (const [i, chat] of chats.items.entries()) {
      await s.at(minute('2026-04-04T01:00:00.000Z', i)).comments.remove(chat.id, member);
    }
    const deleted = await s.at(start).admin.listComments({ status: 'deleted', boardId: 'notice', limit: 20 });
    expect(deleted.items.map((c) => c.id)).toEqual([mine.id]);

    // Moved with its post, a comment is listed under its new board.
    await s.at('2026-04-05T00:00:00.000Z').admin.movePosts([notice.id], 'qna');
    const moved = await s.at(start).admin.listComments({ status: 'deleted', boardId: 'qna', limit: 20 });
    expect(moved.items.map((c) => c.id)).toEqual([mine.id]);
    const posts = await s.at(start).admin.listPosts({ status: 'published', boardId: 'qna', limit: 20 });
    expect(posts.items.map((p) => p.id)).toEqual([notice.id]);
  });
});

describe('the list across boards', () => {
  let s: Awaited<ReturnType<typeof site>>;
  const written: Post[] = [];

  beforeAll(async () => {
    s = await site('allboards');
    // 40 posts an hour apart from 30 April 09:00 UTC (15 in April, 25 in May): April's last hours and May's first, on three boards.
    for (let i = 0; i < 40; i++) {
      const by = i % 4 === 0 ? admin : member;
      written.push(
        await s
          .at(minute('2026-04-30T09:00:00.000Z', i * 60))
          .posts.create(['free', 'qna', 'notice'][i % 3] as string, by, write(`Post ${i}`)),
      );
    }
  });

  const newestFirst = (posts: readonly Post[]) =>
    [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((p) => p.id);

  it('pages across the shards and from May back into April with its cursor: each post once, newest first', async () => {
    const seen: { id: string; createdAt: string }[][] = [];
    let nextToken: string | undefined;
    do {
      sent.length = 0;
      const page = await s
        .at('2026-05-02T00:00:00.000Z')
        .admin.listPosts({ status: 'published', limit: 7, nextToken });
      // Every shard once, side by side: at most 2 rounds of 4 Queries, all on gsi4; then the rows' views.
      const queries = sent.filter((call) => call.command === 'QueryCommand');
      expect(queries.length).toBeLessThanOrEqual(8);
      expect(queries.every((call) => call.index === 'gsi4')).toBe(true);
      expect(sent.length - queries.length).toBeLessThanOrEqual(1);
      seen.push(page.items.map((p) => ({ id: p.id, createdAt: p.createdAt })));
      nextToken = page.nextToken ?? undefined;
    } while (nextToken);
    expect(seen.flat().map((p) => p.id)).toEqual(newestFirst(written));
    expect(seen.slice(0, -1).every((page) => page.length === 7)).toBe(true);
    // One page holds the end of April and the start of May: the cursor carried the list across.
    expect(
      seen.some(
        (page) =>
          page.some((p) => p.createdAt.startsWith('2026-05')) &&
          page.some((p) => p.createdAt.startsWith('2026-04')),
      ),
    ).toBe(true);
  });

  it('keeps the author filter across pages, and refuses a cursor it did not give', async () => {
    const found: string[] = [];
    let nextToken: string | undefined;
    let pages = 0;
    do {
      const page = await s
        .at('2026-05-02T00:00:00.000Z')
        .admin.listPosts({ status: 'published', author: 'Admin', limit: 4, nextToken });
      found.push(...page.items.map((p) => p.id));
      nextToken = page.nextToken ?? undefined;
      pages += 1;
    } while (nextToken && pages < 50);
    expect(found).toEqual(newestFirst(written.filter((p) => p.authorId === admin.userId)));

    const forged = Buffer.from(JSON.stringify({ before: 'COMMENTS#live#2026' })).toString('base64url');
    await expect(
      s.at('2026-05-02T00:00:00.000Z').admin.listPosts({ status: 'published', nextToken: forged }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      s.at('2026-05-02T00:00:00.000Z').admin.listPosts({ status: 'published', nextToken: 'not-a-cursor' }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("the dashboard's counts", () => {
  let s: Awaited<ReturnType<typeof site>>;
  const today = (minutes: number) => minute('2026-05-01T01:00:00.000Z', minutes);
  const dashboard = async () => {
    await s.settled();
    sent.length = 0;
    const counts = await s.at(NOW.toISOString()).admin.dashboard();
    return { posts: counts.posts, comments: counts.comments };
  };

  beforeAll(async () => {
    s = await site('counts');
  });

  it('move with writes, trash, restore, deletes and purges: drafts never count; read with three requests', async () => {
    const first = await s.at(today(0)).posts.create('free', member, write('Today'));
    const second = await s.at(today(1)).posts.create('free', member, write('Today too'));
    const draft = await s.at(today(2)).posts.create('free', member, write('Draft', { draft: true }));
    const old = await s.at('2026-04-20T00:00:00.000Z').posts.create('free', member, write('Old'));
    expect(await dashboard()).toEqual({ posts: { total: 3, today: 2 }, comments: { total: 0, today: 0 } });
    // The content counters in one BatchGetItem; the members' total and today's sign-ups: no row counted.
    expect([...sent].sort((a, b) => a.command.localeCompare(b.command))).toEqual([
      { command: 'BatchGetItemCommand', index: undefined },
      { command: 'GetItemCommand', index: undefined },
      { command: 'QueryCommand', index: 'bySignUp' },
    ]);

    await s.at(today(3)).posts.update(draft.id, member, { ...write('Draft'), version: 1, publish: true });
    expect((await dashboard()).posts).toEqual({ total: 4, today: 3 });

    await s.at(today(4)).admin.trashPosts(admin, [first.id, old.id]);
    expect((await dashboard()).posts).toEqual({ total: 2, today: 2 });
    await s.at(today(5)).admin.restorePost(first.id);
    expect((await dashboard()).posts).toEqual({ total: 3, today: 3 });
    await s.at(today(6)).admin.restorePost(old.id);
    expect((await dashboard()).posts).toEqual({ total: 4, today: 3 });

    const a = await s.at(today(7)).comments.add(second.id, member, { body: 'a' });
    await s.at(today(8)).comments.add(second.id, member, { body: 'b' });
    expect((await dashboard()).comments).toEqual({ total: 2, today: 2 });
    await s.at(today(9)).comments.remove(a.id, admin);
    expect((await dashboard()).comments).toEqual({ total: 1, today: 1 });
    await s.at(today(10)).admin.restoreComment(a.id);
    expect((await dashboard()).comments).toEqual({ total: 2, today: 2 });

    // A purge takes the post's live comments off the count, each on its day (the stream sees each removed).
    await s.at(today(11)).posts.remove(second.id, member);
    expect((await dashboard()).posts).toEqual({ total: 3, today: 2 });
    await s.at(today(12)).admin.purgePost(second.id);
    expect(await dashboard()).toEqual({ posts: { total: 3, today: 2 }, comments: { total: 0, today: 0 } });
  });

  it('spread their writes over shards and sum them, counts stored before the split included', async () => {
    const table = s.name('content');
    const day = '2026-05-01';
    // What the counters held as one item each before they were split: shard 0's keys.
    await s.client.send(new PutCommand({ TableName: table, Item: { ...siteCountKeys.total(), posts: 40 } }));
    await s.client.send(
      new PutCommand({ TableName: table, Item: { ...siteCountKeys.day(day), day, posts: 2 } }),
    );
    await s.settled(); // the earlier tests' writes are counted: nothing moves the counters below but this test
    let next = 0;
    const counters = new SiteCounts(
      s.client,
      table,
      () => NOW,
      () => next++ % SITE_COUNT_SHARDS,
    );
    const before = await counters.read(['posts'], NOW);
    for (let i = 0; i < SITE_COUNT_SHARDS * 2; i += 1) {
      await counters.add([{ name: 'posts', delta: 1, at: NOW.toISOString() }]);
    }
    await counters.add([{ name: 'posts', delta: -1, at: NOW.toISOString() }]);
    expect(await counters.read(['posts'], NOW)).toEqual({
      posts: {
        total: before.posts.total + SITE_COUNT_SHARDS * 2 - 1,
        today: before.posts.today + SITE_COUNT_SHARDS * 2 - 1,
      },
    });
    // Every shard took writes: no one item (one partition) takes them all.
    for (let shard = 0; shard < SITE_COUNT_SHARDS; shard += 1) {
      const { Item } = await s.client.send(
        new GetCommand({ TableName: table, Key: siteCountKeys.total(shard) }),
      );
      expect({ shard, written: typeof Item?.posts === 'number' }).toEqual({ shard, written: true });
    }
  });

  it('counts members as they join and leave', async () => {
    const now = new Date();
    const profile = memberProfiles(now.toISOString());
    expect(await s.members.createProfile(profile('m1'))).toBe('created');
    expect(await s.members.createProfile(profile('m2'))).toBe('created');
    expect(await s.members.createProfile(profile('m2'))).toBe('exists');
    // One joined before today: in the total, not in today's count.
    expect(await s.members.createProfile(profile('m0', { createdAt: '2026-01-01T00:00:00.000Z' }))).toBe(
      'created',
    );
    expect(await s.memberCounts.memberCounts(now)).toEqual({ total: 3, today: 2 });
    await s.members.withdraw('m1', 'Nick m1', now, true);
    // A closing again (nothing live left to close) counts nothing.
    await s.members.withdraw('m1', undefined, now, false);
    expect(await s.memberCounts.memberCounts(now)).toEqual({ total: 2, today: 1 });
  });

  it('are set again from the rows by the recount, which also rekeys items stored before the lists were split', async () => {
    const content = s.name('content');
    // A post and a comment as stored before: gsi4 on the one site-wide partition, keyed by time alone.
    const before = '2026-04-10T00:00:00.000Z';
    await s.client.send(
      new PutCommand({
        TableName: content,
        Item: {
          pk: 'POST#legacy',
          sk: 'META',
          id: 'legacy',
          boardId: 'free',
          title: 'Legacy',
          titleLower: 'legacy',
          body: 'x',
          format: 'text',
          category: null,
          isNotice: false,
          authorId: member.userId,
          authorNickName: 'Writer',
          status: 'published',
          version: 1,
          views: 0,
          commentCount: 1,
          scrapCount: 0,
          createdAt: before,
          updatedAt: before,
          gsi4pk: 'POSTS#published',
          gsi4sk: `${before}#legacy`,
        },
      }),
    );
    await s.client.send(
      new PutCommand({
        TableName: content,
        Item: {
          pk: 'POST#legacy',
          sk: `COMMENT#${before}#lc`,
          id: 'lc',
          postId: 'legacy',
          boardId: 'free',
          body: 'Old comment',
          authorId: member.userId,
          authorNickName: 'Writer',
          deleted: false,
          createdAt: before,
          updatedAt: before,
          gsi4pk: 'COMMENTS#live',
          gsi4sk: `${before}#lc`,
        },
      }),
    );
    // A report summary as stored before the reported lists were kept per board: on the site's list only.
    await s.client.send(
      new PutCommand({
        TableName: content,
        Item: {
          pk: 'POST#legacy',
          sk: 'REPORTS',
          postId: 'legacy',
          boardId: 'free',
          title: 'Legacy',
          authorId: member.userId,
          authorNickName: 'Writer',
          latestReason: 'spam',
          latestDetail: null,
          lastReportedAt: before,
          reportCount: 1,
          n_spam: 1,
          gsi1pk: 'REPORTS',
          gsi1sk: `${before}#legacy`,
        },
      }),
    );
    // The stream counts the items put above as any write; the recount then sets the counters from the rows.
    await s.settled();
    const report = await new SiteRecount(
      s.client,
      { content, members: s.name('members') },
      adminListEntry,
      s.members,
      () => NOW,
    ).run();
    // Four posts and one comment from the test above, plus the legacy ones; the draft published today counts.
    expect(report).toMatchObject({
      posts: { total: 4, today: 2 },
      comments: { total: 1, today: 0 },
      reindexed: 3,
      changedMeanwhile: 0,
    });
    expect(await dashboard()).toEqual({ posts: { total: 4, today: 2 }, comments: { total: 1, today: 0 } });
    const listed = await s.at(NOW.toISOString()).admin.listPosts({ status: 'published', boardId: 'free' });
    expect(listed.items.map((p) => p.id)).toContain('legacy');
    const comments = await s.at(NOW.toISOString()).admin.listComments({ status: 'live' });
    expect(comments.items.map((c) => c.id)).toEqual(['lc']);
    const reported = await new ReportRepository(s.client, content).list({ limit: 20, boardId: 'free' });
    expect(reported.items.map((r) => r.postId)).toEqual(['legacy']);
  });
});
