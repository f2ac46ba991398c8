import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Post } from '../../contracts/post';
import { POST_EDITED_FIELDS, postContent, postContentFields } from '../../lambda/posts/post-content';
import {
  POST_INDEX_ATTRIBUTES,
  countedLists,
  postBodyText,
  postIndexes,
  postListAttributes,
} from '../../lambda/posts/post-indexes';
import { PostRepository } from '../../lambda/posts/post-repository';
import { BoardListNumbering } from '../../lambda/ops/number-board-lists';
import { postKeys } from '../../lambda/storage/keys/post-keys';
import {
  BLOCK_SEQS,
  WORD_BITS,
  listCountKeys,
  readListRoot,
  seqInBlock,
} from '../../lambda/storage/list-counts';
import { samplePost } from '../support/content-fixtures';
import { documentClient, isolatedTables } from '../support/dynamodb';

/**
 * Every writer of a post against DynamoDB Local: what each leaves stored is compared with what
 * lambda/posts/post-indexes.ts computes for the new state, an edit with what lambda/posts/post-content.ts
 * declares, and after every write the count items of each board list (lambda/storage/list-counts.ts) hold
 * exactly the numbers of the posts the list's index holds: the numbered pages depend on it.
 */
type Item = Record<string, unknown>;

const at = '2026-05-01T09:00:00.000Z';
const later = '2026-05-02T10:00:00.000Z';

// Setup writes tens of posts, each a transaction with its lists' counts: seconds on a loaded 2-core machine.
jest.setTimeout(30_000);
let client: DynamoDBDocumentClient;
let table: string;
let posts: PostRepository;
let next = 0;

beforeAll(async () => {
  const name = await isolatedTables(`writes${process.pid}`);
  table = name('content');
  client = documentClient();
  posts = new PostRepository(client, table);
});

/** A published post of a board of its own (so each test's counts are its own), changed as `extra` says. */
function fresh(extra: Partial<Post> = {}): Post {
  next += 1;
  return samplePost({
    id: `w${next}`,
    boardId: `b${next}`,
    category: 'talk',
    createdAt: at,
    updatedAt: at,
    ...extra,
  });
}

/** The post's own item as stored, with what its body item holds (body, bodyText) beside it. */
async function stored(id: string): Promise<Item> {
  const read = (Key: { pk: string; sk: string }) =>
    client.send(new GetCommand({ TableName: table, Key, ConsistentRead: true }));
  const [meta, body] = await Promise.all([read(postKeys.post(id)), read(postKeys.body(id))]);
  const { pk: _pk, sk: _sk, ...bodyFields } = body.Item ?? {};
  return { ...(meta.Item as Item), ...bodyFields };
}

/** The post's own item alone, as the indexes copy it. */
async function ownItem(id: string): Promise<Item> {
  const out = await client.send(
    new GetCommand({ TableName: table, Key: postKeys.post(id), ConsistentRead: true }),
  );
  return out.Item as Item;
}
/** The index attributes an item holds, absent ones as undefined (as postIndexes gives them). */
function storedIndexes(item: Item | undefined): Record<string, unknown> {
  return Object.fromEntries(POST_INDEX_ATTRIBUTES.map((name) => [name, item?.[name]]));
}

/** The indexes a stored post should have, from its stored state and number. */
function expectedIndexes(item: Item) {
  const post = item as unknown as Post;
  if (post.status === 'trashed') {
    return postIndexes({ id: post.id, status: 'trashed', deletedAt: String(item.deletedAt) });
  }
  return postIndexes(
    post.status === 'published'
      ? { ...post, status: 'published', listSeq: item.listSeq as number }
      : { ...post, status: 'draft' },
  );
}

/** The numbers a list's count items hold, newest first, read back through the rank lookup readers use. */
async function countedNumbers(list: string): Promise<number[]> {
  const root = await readListRoot(client, table, list);
  const numbers: number[] = [];
  for (const [block] of [...root.blocks.entries()].sort(([a], [b]) => b - a)) {
    const out = await client.send(
      new GetCommand({ TableName: table, Key: listCountKeys.block(list, block), ConsistentRead: true }),
    );
    const words = new Map(
      Object.entries(out.Item ?? {})
        .filter(([name]) => /^w\d+$/.test(name))
        .map(([name, value]) => [Number(name.slice(1)), value as number]),
    );
    for (let rank = 0; ; rank++) {
      const seq = seqInBlock(block, words, rank);
      if (seq === null) break;
      numbers.push(seq);
    }
  }
  expect(numbers).toHaveLength(root.total);
  return numbers;
}

/** The numbers of the posts a list's index holds, newest first. */
async function listedNumbers(index: 'gsi1' | 'gsi2', partition: string): Promise<number[]> {
  const out = await client.send(
    new QueryCommand({
      TableName: table,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      ConsistentRead: false,
    }),
  );
  return (out.Items ?? []).map((item) => item.listSeq as number);
}

/** Every counted list of the board holds in its count items exactly what its index lists. */
async function expectCountsMatchLists(boardId: string, categories: readonly string[]) {
  const board = postKeys.boardList(boardId, false);
  expect(await countedNumbers(board)).toEqual(await listedNumbers('gsi1', board));
  for (const category of categories) {
    const list = postKeys.category(boardId, category);
    expect(await countedNumbers(list)).toEqual(await listedNumbers('gsi2', list));
  }
}

describe('post index attributes come from lambda/posts/post-indexes.ts for every writer', () => {
  it.each<[string, Partial<Post>]>([
    ['a published post', {}],
    ['a notice (no category list, not counted)', { isNotice: true }],
    ['a post without a category', { category: null }],
    ['a draft (its author’s drafts only, no number)', { status: 'draft' }],
  ])('create stores the indexes of %s, and counts it where it is listed', async (_, extra) => {
    const post = fresh(extra);
    await posts.create(post);
    const item = await stored(post.id);
    expect(storedIndexes(item)).toEqual(expectedIndexes(item));
    expect(typeof item.listSeq).toBe(post.status === 'published' ? 'number' : 'undefined');
    await expectCountsMatchLists(post.boardId, ['talk']);
  });

  it('numbers a board’s posts 1, 2, 3… in the order they are written', async () => {
    const first = fresh();
    const boardId = first.boardId;
    await posts.create(first);
    await posts.create({ ...fresh(), boardId });
    const third = { ...fresh(), boardId };
    await posts.create(third);
    expect((await stored(third.id)).listSeq).toBe(3);
    expect(await countedNumbers(postKeys.boardList(boardId, false))).toEqual([3, 2, 1]);
  });

  it('edit stores the indexes of the edited state and moves the counts (category changed, then made a notice, then not)', async () => {
    const post = fresh();
    await posts.create(post);
    const recategorised = { ...post, category: 'news', version: 2, updatedAt: later };
    expect(await posts.update(recategorised, 1, 'published')).toBe(true);
    expect(storedIndexes(await stored(post.id))).toEqual(expectedIndexes(await stored(post.id)));
    await expectCountsMatchLists(post.boardId, ['talk', 'news']);
    const notice = { ...recategorised, isNotice: true, version: 3 };
    expect(await posts.update(notice, 2, 'published')).toBe(true);
    expect(storedIndexes(await stored(post.id))).toEqual(expectedIndexes(await stored(post.id)));
    await expectCountsMatchLists(post.boardId, ['talk', 'news']);
    expect(await countedNumbers(postKeys.boardList(post.boardId, false))).toEqual([]);
    // Back from a notice, it is listed at its own number again, not as new.
    expect(await posts.update({ ...notice, isNotice: false, version: 4 }, 3, 'published')).toBe(true);
    expect(await countedNumbers(postKeys.boardList(post.boardId, false))).toEqual([1]);
  });

  it('publishing a draft gives it the board’s next number', async () => {
    const draft = fresh({ status: 'draft' });
    await posts.create(draft);
    await posts.create({ ...fresh(), boardId: draft.boardId });
    const published: Post = { ...draft, status: 'published', createdAt: later, version: 2, updatedAt: later };
    expect(await posts.update(published, 1, 'draft')).toBe(true);
    const item = await stored(draft.id);
    expect(item.listSeq).toBe(2);
    expect(storedIndexes(item)).toEqual(expectedIndexes(item));
    await expectCountsMatchLists(draft.boardId, ['talk']);
  });

  it('trash uncounts the post and restore counts it again at its own number', async () => {
    const post = fresh();
    await posts.create(post);
    await posts.create({ ...fresh(), boardId: post.boardId });
    expect(await posts.trash(post.id, 'admin', later)).toBe(true);
    const trashed = await stored(post.id);
    expect(storedIndexes(trashed)).toEqual(expectedIndexes(trashed));
    expect(trashed).toEqual(
      expect.objectContaining({ status: 'trashed', deletedAt: later, deletedBy: 'admin' }),
    );
    await expectCountsMatchLists(post.boardId, ['talk']);
    expect(await countedNumbers(postKeys.boardList(post.boardId, false))).toEqual([2]);

    expect(await posts.restorePost((await posts.get(post.id)) as Post)).toBe(true);
    const restored = await stored(post.id);
    expect(storedIndexes(restored)).toEqual(expectedIndexes(restored));
    expect(restored).not.toHaveProperty('deletedAt');
    expect(restored).not.toHaveProperty('deletedBy');
    expect(await countedNumbers(postKeys.boardList(post.boardId, false))).toEqual([2, 1]);
    await expectCountsMatchLists(post.boardId, ['talk']);
  });

  it('move takes the new board’s next number, out of its category, and moves the counts', async () => {
    const post = fresh();
    await posts.create(post);
    const target = fresh();
    await posts.create(target);
    expect(await posts.moveToBoard(post, target.boardId, later)).toBe(true);
    const item = await stored(post.id);
    expect(item).toEqual(
      expect.objectContaining({
        boardId: target.boardId,
        category: null,
        version: 2,
        updatedAt: later,
        listSeq: 2,
      }),
    );
    expect(storedIndexes(item)).toEqual(expectedIndexes(item));
    await expectCountsMatchLists(post.boardId, ['talk']);
    await expectCountsMatchLists(target.boardId, ['talk']);
    expect(await countedNumbers(postKeys.boardList(target.boardId, false))).toEqual([2, 1]);
  });

  it('a writer whose condition fails writes nothing, counts included', async () => {
    const post = fresh();
    await posts.create(post);
    const before = await stored(post.id);
    expect(await posts.moveToBoard({ ...post, version: 7 }, 'elsewhere', later)).toBe(false);
    expect(await posts.update({ ...post, title: 'Late', version: 2 }, 5, 'published')).toBe(false);
    expect(await posts.restorePost(post)).toBe(false);
    expect(await stored(post.id)).toEqual(before);
    await expectCountsMatchLists(post.boardId, ['talk']);
  });

  it('counts numbers across words and blocks (rank lookups past 50 and 10,000)', () => {
    const words = new Map([
      [0, 2 ** 0 + 2 ** 49],
      [3, 2 ** 7],
    ]);
    // Newest first: 3 × 50 + 7, then 49, then 0.
    expect([0, 1, 2, 3].map((rank) => seqInBlock(2, words, rank))).toEqual([
      2 * BLOCK_SEQS + 3 * WORD_BITS + 7,
      2 * BLOCK_SEQS + 49,
      2 * BLOCK_SEQS,
      null,
    ]);
  });
});

describe('numbering the lists of posts stored before numbering (lambda/ops/number-board-lists.ts)', () => {
  it('numbers them by date, notices included, writes their counts, and lets the board go on from there', async () => {
    const boardId = fresh().boardId;
    // As an earlier version stored them: date-ordered sort keys, no number, no counts.
    const legacy = [3, 1, 2, 4].map((n) =>
      fresh({
        id: `${boardId}-old${n}`,
        boardId,
        createdAt: `2026-01-0${n}T00:00:00.000Z`,
        isNotice: n === 4,
      }),
    );
    for (const post of legacy) {
      await client.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...postKeys.post(post.id),
            ...post,
            gsi1pk: postKeys.boardList(boardId, post.isNotice),
            gsi1sk: postKeys.order(post.createdAt, post.id),
            ...(post.isNotice
              ? {}
              : {
                  gsi2pk: postKeys.category(boardId, 'talk'),
                  gsi2sk: postKeys.order(post.createdAt, post.id),
                }),
          },
        }),
      );
    }
    const report = await new BoardListNumbering(client, table).run([boardId]);
    // Their bodies moved out of the items the lists copy.
    expect(await ownItem(legacy[0]?.id as string)).not.toHaveProperty('body');
    expect((await posts.get(legacy[0]?.id as string))?.body).toBe('Body');
    expect(report).toEqual({ boards: 1, posts: 4, skipped: [] });
    expect(await Promise.all(legacy.map(async (post) => (await stored(post.id)).listSeq))).toEqual([
      3, 1, 2, 4,
    ]);
    await expectCountsMatchLists(boardId, ['talk']);
    expect(await countedNumbers(postKeys.boardList(boardId, false))).toEqual([3, 2, 1]);
    const next = { ...fresh(), boardId };
    await posts.create(next);
    expect((await stored(next.id)).listSeq).toBe(5);
    await expectCountsMatchLists(boardId, ['talk']);
  });
});

describe('an edit writes every field lambda/posts/post-content.ts declares', () => {
  it('copies each declared content field from a write body', () => {
    const input = { title: 'T', body: 'B', format: 'markdown' as const, category: 'talk' };
    const content = postContent(input);
    expect(Object.keys(content).sort()).toEqual(Object.keys(postContentFields).sort());
    expect(content).toEqual(input);
    expect(postContent({ ...input, category: undefined }).category).toBeNull();
  });

  it('stores every edited field as the edit has it, and leaves the counters alone', async () => {
    const post = fresh();
    await posts.create(post);
    // Views counted since the editor opened the post: an edit must not write its stale count back.
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: postKeys.post(post.id),
        UpdateExpression: 'SET #views = :n',
        ExpressionAttributeNames: { '#views': 'views' },
        ExpressionAttributeValues: { ':n': 7 },
      }),
    );
    const edited: Post = {
      ...post,
      title: 'New title',
      body: '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Rich"}]}]}',
      format: 'richtext',
      category: null,
      isNotice: true,
      authorNickName: 'Kim2',
      version: 2,
      updatedAt: later,
      views: 0,
    };
    expect(await posts.update(edited, 1, 'published')).toBe(true);
    const after = await stored(post.id);
    for (const field of POST_EDITED_FIELDS) expect([field, after[field]]).toEqual([field, edited[field]]);
    // Every declared content field is among the edited ones, so none can be left out of an edit.
    for (const field of Object.keys(postContentFields)) expect(POST_EDITED_FIELDS).toContain(field);
    expect(after.views).toBe(7);
    expect(after).toEqual(
      expect.objectContaining({ titleLower: 'new title', bodyText: postBodyText(edited) }),
    );
    // The body is in its item only: the post's own item, which the indexes copy, holds none.
    expect(await ownItem(post.id)).not.toHaveProperty('body');
    expect(await ownItem(post.id)).not.toHaveProperty('bodyText');
    expect(postListAttributes(edited, 1)).not.toHaveProperty('body');
    expect(countedLists({ ...edited, status: 'published', listSeq: 1 })).toEqual([]);
  });

  it('keeps the body apart from the post’s own item, and moves one stored there before at the next edit', async () => {
    const post = fresh({ body: 'A body of its own' });
    await posts.create(post);
    expect(await ownItem(post.id)).not.toHaveProperty('body');
    expect((await posts.get(post.id))?.body).toBe('A body of its own');
    // As an earlier version stored a post: the body on its own item, no body item.
    const legacy = fresh();
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...postKeys.post(legacy.id), ...legacy, body: 'Kept on the post' },
      }),
    );
    expect((await posts.get(legacy.id))?.body).toBe('Kept on the post');
    expect(await posts.update({ ...legacy, body: 'Edited', version: 2 }, 1, 'published')).toBe(true);
    expect(await ownItem(legacy.id)).not.toHaveProperty('body');
    expect((await posts.get(legacy.id))?.body).toBe('Edited');
  });

  it('removes a derived attribute the new state no longer has (a rich body edited to plain text)', async () => {
    const rich = '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Rich"}]}]}';
    const post = fresh({ format: 'richtext', body: rich });
    await posts.create(post);
    expect(await stored(post.id)).toHaveProperty('bodyText', 'Rich');
    expect(await posts.update({ ...post, body: 'Plain', format: 'text', version: 2 }, 1, 'published')).toBe(
      true,
    );
    expect(await stored(post.id)).not.toHaveProperty('bodyText');
  });
});
