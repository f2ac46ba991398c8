import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../../contracts/board';
import type { Comment, Post } from '../../contracts/post';
import { boardSearchQuerySchema, siteSearchQuerySchema, type BoardSearchQuery } from '../../contracts/search';
import { BoardRepository } from '../../lambda/boards/board-repository';
import { CommentRepository } from '../../lambda/comments/comment-repository';
import { newPostState } from '../../lambda/posts/post-service';
import { PostRepository } from '../../lambda/posts/post-repository';
import { PopularWords } from '../../lambda/search/popular-words';
import { reindexSearch } from '../../lambda/search/search-reindex';
import { batchWrite } from '../../lambda/shared/dynamo/batch-write';
import { SearchIndexer } from '../../lambda/search/search-indexer';
import { searchKeys } from '../../lambda/search/search-keys';
import { MemberNickNames, SearchService } from '../../lambda/search/search-service';
import type { Caller } from '../../lambda/shared/auth/caller';
import { HttpError } from '../../lambda/shared/http/errors';
import { createStreamHandler } from '../../lambda/shared/stream/item-changes';
import { commentKeys } from '../../lambda/storage/keys/comment-keys';
import { memberKeys } from '../../lambda/storage/keys/member-keys';
import { startStreamPoller, type StreamPoller } from '../../local/streams/stream-poller';
import { sampleBoard } from '../support/content-fixtures';
import { documentClient, isolatedTables, localEndpoint } from '../support/dynamodb';

/**
 * Search against DynamoDB Local (docs/search.md): posts and comments are written as the routes write them, the
 * content table's stream reaches the indexer through the local poller (as in `npm start`), and the searches read
 * only the postings and the posts they check.
 */
jest.setTimeout(120_000);

const bob: Caller = {
  userId: 'bob',
  userName: 'bob',
  isAdmin: false,
  groups: [],
  email: 'bob@example.com',
} as Caller;

const board = (id: string, extra: Partial<Board> = {}): Board =>
  sampleBoard({ id, name: `Board ${id}`, ...extra });

let seq = 0;
const post = (boardId: string, title: string, body: string, extra: Partial<Post> = {}): Post => {
  seq += 1;
  const at = new Date(Date.UTC(2026, 0, 2, 0, 0, seq)).toISOString();
  return {
    id: `${boardId}-p${String(seq).padStart(4, '0')}`,
    boardId,
    title,
    body,
    format: 'text',
    category: null,
    isNotice: false,
    authorId: 'alice',
    authorNickName: '앨리스',
    status: 'published',
    ...newPostState(at),
    ...extra,
  };
};

let client: DynamoDBDocumentClient;
let table: (id: 'content' | 'search' | 'members') => string;
let boards: BoardRepository;
let posts: PostRepository;
let comments: CommentRepository;
let search: SearchService;
let poller: StreamPoller;
let written: Post[] = [];

async function write(...list: Post[]): Promise<Post[]> {
  for (const one of list) await posts.create(one);
  written = [...written, ...list];
  return list;
}

async function comment(on: Post, body: string, id: string): Promise<{ comment: Comment; sortKey: string }> {
  seq += 1;
  const at = new Date(Date.UTC(2026, 0, 3, 0, 0, seq)).toISOString();
  const stored: Comment = {
    id,
    postId: on.id,
    boardId: on.boardId,
    parentId: null,
    body,
    authorId: 'bob',
    authorNickName: 'Bob',
    deleted: false,
    createdAt: at,
    updatedAt: at,
  } as Comment;
  const sortKey = commentKeys.sortKey(stored, null);
  expect(await comments.add(stored, sortKey, null)).toBe('added');
  return { comment: stored, sortKey };
}

/** Searches a board once the indexer has caught up with every write so far. */
async function find(
  boardId: string,
  q: string,
  extra: Partial<BoardSearchQuery> = {},
  caller: Caller | null = null,
) {
  await poller.settled();
  const query = boardSearchQuerySchema.parse({ q, ...extra });
  return search.searchBoard(boardId, caller, query);
}
const ids = async (boardId: string, q: string, extra: Partial<BoardSearchQuery> = {}) =>
  (await find(boardId, q, extra)).items.map((hit) => hit.id);

async function postingsOf(postId: string): Promise<number> {
  const out = await client.send(
    new ScanCommand({
      TableName: table('search'),
      FilterExpression: 'p = :p',
      ExpressionAttributeValues: { ':p': postId },
    }),
  );
  return out.Items?.length ?? 0;
}

beforeAll(async () => {
  const name = await isolatedTables(`search${process.pid}`);
  table = name as typeof table;
  client = documentClient();
  boards = new BoardRepository(client, name('content'));
  posts = new PostRepository(client, name('content'));
  comments = new CommentRepository(client, name('content'));
  search = new SearchService(
    client,
    name('content'),
    name('search'),
    boards,
    new MemberNickNames(client, name('members')),
  );
  poller = await startStreamPoller({
    endpoint: localEndpoint(),
    region: 'ap-northeast-2',
    tableName: name('content'),
    handler: createStreamHandler('content-stream', [
      new SearchIndexer(documentClient(), name('content'), name('search')),
    ]),
    idleMs: 30,
    logger: { info: () => undefined, error: (message, fields) => console.error(message, fields) },
  });
  await boards.create(board('free'));
  await boards.create(
    board('club', { permissions: { list: 'member', read: 'member', write: 'member', comment: 'member' } }),
  );
  await boards.create(
    board('peek', { permissions: { list: 'guest', read: 'member', write: 'member', comment: 'member' } }),
  );
});

afterAll(async () => {
  await poller?.stop();
});

describe('Korean text is found anywhere inside a word', () => {
  it('finds a two-syllable word inside a compound, a phrase and a particle-attached word; not a Latin part-word', async () => {
    const [seo] = await write(
      post('free', '검색 이야기', '오늘은 검색엔진최적화를 공부했습니다. SEO is fun.'),
      post('free', '다른 글', '엔진오일을 갈았다'),
    );
    expect(await ids('free', '최적화')).toEqual([seo!.id]);
    expect(await ids('free', '진최')).toEqual([seo!.id]);
    expect((await ids('free', '엔진')).length).toBe(2);
    expect(await ids('free', '"엔진최적화를 공부"')).toEqual([seo!.id]);
    expect(await ids('free', '"공부했습니다. seo"')).toEqual([seo!.id]);
    // Full-width letters and case are the same word (NFKC, lower case); Latin is found as whole words.
    expect(await ids('free', 'ＳＥＯ')).toEqual([seo!.id]);
    expect(await ids('free', 'se')).toEqual([]);
    // Words are ANDed; -word excludes.
    expect(await ids('free', '엔진 오일')).toEqual([written[1]!.id]);
    expect(await ids('free', '엔진 -오일')).toEqual([seo!.id]);
    // Title only.
    expect(await ids('free', '이야기', { target: 'title' })).toEqual([seo!.id]);
    expect(await ids('free', '최적화', { target: 'title' })).toEqual([]);
    // Body only: the title is not looked at.
    expect(await ids('free', '이야기', { target: 'body' })).toEqual([]);
  });

  it('answers the body text around the match, and checks a rich-text body on its text, never its JSON', async () => {
    const rich = (text: string) =>
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] }],
      });
    const [doc] = await write(
      post('free', '서식 있는 글', rich('굵은 글씨로 쓴 문단입니다'), { format: 'richtext' }),
    );
    expect(await ids('free', '문단')).toEqual([doc!.id]);
    expect(await ids('free', 'paragraph')).toEqual([]);
    expect(await ids('free', 'bold')).toEqual([]);
    const hit = (await find('free', '문단')).items[0]!;
    expect(hit.snippet).toBe('굵은 글씨로 쓴 문단입니다');
    expect(hit).not.toHaveProperty('body');
  });
});

describe('the index follows the posts', () => {
  it('drops a word an edit removes, a trashed post, and every posting of a purged one', async () => {
    const [p] = await write(post('free', '수정 전 제목', '사라질 단어: 무지개송어'));
    expect(await ids('free', '무지개송어')).toEqual([p!.id]);
    const edited = { ...p!, body: '이제 다른 물고기: 연어', version: 2 };
    expect(await posts.update(edited, 1, 'published')).toBe(true);
    expect(await ids('free', '무지개송어')).toEqual([]);
    expect(await ids('free', '연어')).toEqual([p!.id]);

    expect(await posts.trash(p!.id, 'alice', '2026-02-01T00:00:00.000Z')).toBe(true);
    expect(await ids('free', '연어')).toEqual([]);
    expect(await postingsOf(p!.id)).toBe(0);
    expect(await posts.restorePost(edited)).toBe(true);
    expect(await ids('free', '연어')).toEqual([p!.id]);
    expect(await posts.trash(p!.id, 'alice', '2026-02-02T00:00:00.000Z')).toBe(true);
    expect(await posts.purgePost(p!.id)).toBe(true);
    await poller.settled();
    expect(await postingsOf(p!.id)).toBe(0);
  });

  it('never finds a draft', async () => {
    const [draft] = await write(post('free', '초안 제목', '아직 비밀인 초안 내용', { status: 'draft' }));
    expect(await ids('free', '비밀')).toEqual([]);
    expect(await postingsOf(draft!.id)).toBe(0);
  });

  it('moves a post’s postings with it to another board', async () => {
    const [p] = await write(post('free', '이사 가는 글', '옮겨질 게시물 본문'));
    expect(await ids('free', '게시물')).toEqual([p!.id]);
    expect(await posts.moveToBoard(p!, 'peek', '2026-02-03T00:00:00.000Z')).toBe(true);
    expect(await ids('free', '게시물')).toEqual([]);
    expect(await ids('peek', '게시물', { target: 'title' })).toEqual([]);
    expect(await ids('peek', '이사', { target: 'title' })).toEqual([p!.id]);
  });
});

describe('targets', () => {
  it('finds comments (and a deleted comment no more), tags, and authors by nickname prefix', async () => {
    const [p] = await write(
      post('free', '댓글 받을 글', '본문', {
        tags: ['여행', 'Jeju'],
        authorId: 'carol',
        authorNickName: '캐롤',
      }),
    );
    const { comment: c, sortKey } = await comment(p!, '저도 제주도 다녀왔어요', `${p!.id}-c1`);
    const hits = await find('free', '제주도', { target: 'comment' });
    expect(hits.items.map((hit) => [hit.id, hit.commentId, hit.snippet])).toEqual([
      [p!.id, c.id, '저도 제주도 다녀왔어요'],
    ]);
    expect(await ids('free', '제주도')).toEqual([]);

    expect(await ids('free', '여행', { target: 'tag' })).toEqual([p!.id]);
    expect(await ids('free', 'jeju', { target: 'tag' })).toEqual([p!.id]);
    expect(await ids('free', '여', { target: 'tag' })).toEqual([]);

    await client.send(
      new PutCommand({
        TableName: table('members'),
        Item: { ...memberKeys.nickName('캐롤'), ...memberKeys.byNickName('캐롤', 'carol'), userId: 'carol' },
      }),
    );
    expect(await ids('free', '캐', { target: 'nickName' })).toEqual([p!.id]);
    expect(await ids('free', '앨', { target: 'nickName' })).not.toContain(p!.id);

    const found = await comments.find(c.id);
    expect(found?.sortKey).toBe(sortKey);
    expect(await comments.remove(found!, false, 'bob', '2026-02-04T00:00:00.000Z')).toBe(true);
    expect(await ids('free', '제주도', { target: 'comment' })).toEqual([]);
  });
});

describe('who may search what', () => {
  it('keeps a members-only board from guests, and a board they may list but not read to its titles', async () => {
    const [inClub] = await write(post('club', '회원 전용 모임', '회원끼리만 보는 비밀 이야기'));
    const [inPeek] = await write(post('peek', '제목은 공개', '본문은 회원만 보는 비밀 이야기'));
    await expect(find('club', '비밀')).rejects.toMatchObject({ statusCode: 401 });
    expect((await find('club', '비밀', {}, bob)).items.map((hit) => hit.id)).toEqual([inClub!.id]);
    await expect(find('peek', '비밀')).rejects.toBeInstanceOf(HttpError);
    expect(
      (await find('peek', '공개', { target: 'title' })).items.map((hit) => [hit.id, hit.snippet]),
    ).toEqual([[inPeek!.id, null]]);

    await poller.settled();
    const guest = await search.searchSite(null, siteSearchQuerySchema.parse({ q: '비밀' }));
    expect(guest.groups.map((group) => group.board.id)).toEqual([]);
    const guestTitles = await search.searchSite(null, siteSearchQuerySchema.parse({ q: '공개' }));
    expect(guestTitles.groups.map((group) => group.board.id)).toEqual(['peek']);
    const member = await search.searchSite(bob, siteSearchQuerySchema.parse({ q: '비밀' }));
    expect(member.groups.map((group) => group.board.id).sort()).toEqual(['club', 'peek']);
  });

  it('refuses a tampered nextToken with a 400 naming it', async () => {
    await expect(find('free', '엔진', { nextToken: 'bm90LWEtdG9rZW4' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('pages and ranges', () => {
  it('pages newest first with nextToken, and keeps to a date range (days in Korea)', async () => {
    await boards.create(board('many'));
    const made = await write(
      ...Array.from({ length: 45 }, (_, i) =>
        post('many', `공지 ${i + 1}`, i % 9 === 0 ? '드문단어 포함' : '흔한 본문 내용'),
      ),
    );
    const newestFirst = [...made].reverse().map((p) => p.id);
    const first = await find('many', '본문');
    expect(first.items.map((hit) => hit.id)).toEqual(
      newestFirst.filter((id) => made.find((p) => p.id === id)!.body.includes('본문')).slice(0, 20),
    );
    const all: string[] = [];
    let token: string | undefined;
    do {
      const page = await find('many', '공지', {
        target: 'title',
        limit: 20,
        ...(token ? { nextToken: token } : {}),
      });
      all.push(...page.items.map((hit) => hit.id));
      token = page.nextToken ?? undefined;
    } while (token);
    expect(all).toEqual(newestFirst);
    // A rare word next to a common one: found in one answer.
    expect(await ids('many', '드문단어 공지')).toEqual(
      made
        .filter((p) => p.body.includes('드문'))
        .reverse()
        .map((p) => p.id),
    );
    // 2026-01-02 00:00:30 UTC is 09:00:30 in Korea: the range is a Korean day.
    const day = made[0]!.createdAt.slice(0, 10);
    expect((await find('many', '공지', { target: 'title', from: day, to: day })).items).toHaveLength(20);
    expect((await find('many', '공지', { target: 'title', to: '2026-01-01' })).items).toEqual([]);
  });
});

describe('reindexing', () => {
  it('indexes posts and comments stored before the index, and leaves an indexed post as it is', async () => {
    await boards.create(board('old'));
    const [p] = await write(post('old', '예전 글', '색인 이전의 본문'));
    await comment(p!, '예전 댓글입니다', `${p!.id}-c1`);
    expect(await ids('old', '본문')).toEqual([p!.id]);
    // As a stage deployed before search: no postings, no manifest.
    const all = await client.send(new ScanCommand({ TableName: table('search') }));
    await batchWrite(
      client,
      table('search'),
      [],
      (all.Items ?? []).map((item) => ({ pk: item.pk, sk: item.sk })),
    );
    expect(await ids('old', '본문')).toEqual([]);
    const report = await reindexSearch(client, { content: table('content'), search: table('search') });
    expect(report.posts).toBeGreaterThan(0);
    expect(await ids('old', '본문')).toEqual([p!.id]);
    expect(await ids('old', '댓글', { target: 'comment' })).toEqual([p!.id]);
    expect(await ids('free', '최적화')).toHaveLength(1);
  });
});

describe('popular words', () => {
  it('counts a member’s word once a day, and ranks the week by members', async () => {
    const popular = new PopularWords(client, table('search'), () => new Date('2026-03-01T03:00:00.000Z'));
    await popular.count('m1', '제주도');
    await popular.count('m1', '제주도');
    await popular.count('m2', '제주도');
    await popular.count('m1', '여행');
    const week = await popular.week();
    expect(week.items.slice(0, 2)).toEqual([
      { word: '제주도', count: 2 },
      { word: '여행', count: 1 },
    ]);
    const ranks = await client.send(
      new QueryCommand({
        TableName: table('search'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': searchKeys.wordRankPartition('2026-03-01') },
      }),
    );
    // One rank item per word: the old rank is removed as the count rises.
    expect(ranks.Items?.map((item) => item.word).sort()).toEqual(['여행', '제주도']);
  });
});
