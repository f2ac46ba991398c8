import {
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type GetCommandInput,
  type PutCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Post } from '../../contracts/post';
import { samplePost } from '../../test/support/content-fixtures';
import { conditionFailed } from '../../test/support/dynamo-failures';
import { POST_EDITED_FIELDS, postContent, postContentFields } from './post-content';
import { POST_INDEX_ATTRIBUTES, postIndexes, postListAttributes, type IndexedPost } from './post-indexes';
import { PostRepository } from './post-repository';

/**
 * Every writer of a post against one small in-memory table that applies the writes as DynamoDB would (Put,
 * and Update's SET / REMOVE with its placeholders and `#a = :b AND …` conditions): what each leaves stored is
 * compared with what lambda/posts/post-indexes.ts computes for the new state, and an edit with what
 * lambda/posts/post-content.ts declares.
 */
type Item = Record<string, unknown>;

function memoryTable() {
  const items = new Map<string, Item>();
  const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;
  const resolve = (token: string, input: UpdateCommandInput) =>
    token.startsWith('#') ? (input.ExpressionAttributeNames?.[token] ?? token) : token;
  const holds = (item: Item | undefined, input: UpdateCommandInput): boolean =>
    (input.ConditionExpression ?? '').split(' AND ').every((clause) => {
      const [name, value] = clause.split(' = ').map((part) => part.trim()) as [string, string];
      return item !== undefined && item[resolve(name, input)] === input.ExpressionAttributeValues?.[value];
    });
  const client = {
    send: async (command: unknown) => {
      if (command instanceof PutCommand) {
        const input = command.input as PutCommandInput;
        const item = input.Item as Item;
        if (items.has(keyOf(item))) throw conditionFailed();
        // As the document client stores it: undefined attributes are left out (removeUndefinedValues).
        items.set(keyOf(item), JSON.parse(JSON.stringify(item)) as Item);
        return {};
      }
      if (command instanceof GetCommand) {
        const item = items.get(keyOf((command.input as GetCommandInput).Key ?? {}));
        return item ? { Item: { ...item } } : {};
      }
      if (command instanceof UpdateCommand) {
        const input = command.input;
        const stored = items.get(keyOf(input.Key ?? {}));
        if (!holds(stored, input)) throw conditionFailed();
        const next = { ...stored };
        const match = /^(?:SET (.+?))?(?: ?REMOVE (.+))?$/.exec(input.UpdateExpression ?? '');
        if (!match) throw new Error(`Not an update this table applies: ${input.UpdateExpression}`);
        for (const assignment of match[1]?.split(', ') ?? []) {
          const [name, value] = assignment.split(' = ') as [string, string];
          if (!value.startsWith(':')) throw new Error(`Not a plain assignment: ${assignment}`);
          next[resolve(name, input)] = input.ExpressionAttributeValues?.[value];
        }
        for (const name of match[2]?.split(', ') ?? []) delete next[resolve(name, input)];
        items.set(keyOf(input.Key ?? {}), next);
        return {};
      }
      throw new Error(`Not a command this table answers: ${String(command)}`);
    },
  } as unknown as DynamoDBDocumentClient;
  return { client, stored: (id: string) => items.get(`POST#${id}|META`) };
}

const at = '2026-05-01T09:00:00.000Z';
const later = '2026-05-02T10:00:00.000Z';
const published: Post = samplePost({ category: 'talk', createdAt: at, updatedAt: at });

/** The index attributes an item holds, absent ones as undefined (as postIndexes gives them). */
function storedIndexes(item: Item | undefined): Record<string, unknown> {
  return Object.fromEntries(POST_INDEX_ATTRIBUTES.map((name) => [name, item?.[name]]));
}

async function setUp(post: Post = published) {
  const table = memoryTable();
  const posts = new PostRepository(table.client, 'content');
  await posts.create(post);
  return { ...table, posts };
}

describe('post index attributes come from lambda/posts/post-indexes.ts for every writer', () => {
  it.each<[string, Post]>([
    ['a published post', published],
    ['a notice (no category list)', { ...published, isNotice: true }],
    ['a post without a category', { ...published, category: null }],
    ['a draft (its author’s drafts only)', { ...published, status: 'draft' }],
  ])('create stores the indexes of %s', async (_, post) => {
    const { stored } = await setUp(post);
    expect(storedIndexes(stored(post.id))).toEqual(postIndexes(post as IndexedPost));
  });

  it('edit stores the indexes of the edited state (category changed, then made a notice)', async () => {
    const { posts, stored } = await setUp();
    const recategorised = { ...published, category: 'news', version: 2, updatedAt: later };
    expect(await posts.update(recategorised, 1, 'published')).toBe(true);
    expect(storedIndexes(stored('p1'))).toEqual(postIndexes(recategorised as IndexedPost));
    const notice = { ...recategorised, isNotice: true, version: 3 };
    expect(await posts.update(notice, 2, 'published')).toBe(true);
    expect(storedIndexes(stored('p1'))).toEqual(postIndexes(notice as IndexedPost));
  });

  it('publishing a draft stores the indexes of a published post, by its publication time', async () => {
    const { posts, stored } = await setUp({ ...published, status: 'draft' });
    const next: Post = { ...published, status: 'published', createdAt: later, version: 2, updatedAt: later };
    expect(await posts.update(next, 1, 'draft')).toBe(true);
    expect(storedIndexes(stored('p1'))).toEqual(postIndexes(next as IndexedPost));
  });

  it('trash stores the trashed indexes, and restore the published ones again', async () => {
    const { posts, stored } = await setUp();
    expect(await posts.trash('p1', 'admin', later)).toBe(true);
    expect(storedIndexes(stored('p1'))).toEqual(
      postIndexes({ id: 'p1', status: 'trashed', deletedAt: later }),
    );
    expect(stored('p1')).toEqual(
      expect.objectContaining({ status: 'trashed', deletedAt: later, deletedBy: 'admin' }),
    );

    const trashed = (await posts.get('p1')) as Post;
    expect(await posts.restorePost(trashed)).toBe(true);
    expect(storedIndexes(stored('p1'))).toEqual(postIndexes(published as IndexedPost));
    expect(stored('p1')).not.toHaveProperty('deletedAt');
    expect(stored('p1')).not.toHaveProperty('deletedBy');
  });

  it('move stores the indexes of the post on its new board, out of its category', async () => {
    const { posts, stored } = await setUp();
    expect(await posts.moveToBoard(published, 'qna', later)).toBe(true);
    const moved = { ...published, boardId: 'qna', category: null };
    expect(storedIndexes(stored('p1'))).toEqual(postIndexes(moved as IndexedPost));
    expect(stored('p1')).toEqual(
      expect.objectContaining({ boardId: 'qna', category: null, version: 2, updatedAt: later }),
    );
  });

  it('a writer whose condition fails writes nothing', async () => {
    const { posts, stored } = await setUp();
    const before = stored('p1');
    expect(await posts.moveToBoard({ ...published, version: 7 }, 'qna', later)).toBe(false);
    expect(await posts.update({ ...published, title: 'Late', version: 2 }, 5, 'published')).toBe(false);
    expect(await posts.restorePost(published)).toBe(false);
    expect(stored('p1')).toEqual(before);
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
    const { posts, stored } = await setUp();
    // Views counted since the editor opened the post: an edit must not write its stale count back.
    (stored('p1') as Item).views = 7;
    const edited: Post = {
      ...published,
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
    const after = stored('p1') as Item;
    for (const field of POST_EDITED_FIELDS) expect([field, after[field]]).toEqual([field, edited[field]]);
    // Every declared content field is among the edited ones, so none can be left out of an edit.
    for (const field of Object.keys(postContentFields)) expect(POST_EDITED_FIELDS).toContain(field);
    expect(after.views).toBe(7);
    const derived = postListAttributes(edited);
    expect(after).toEqual(expect.objectContaining({ titleLower: 'new title', bodyText: derived.bodyText }));
  });

  it('removes a derived attribute the new state no longer has (a rich body edited to plain text)', async () => {
    const rich = '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Rich"}]}]}';
    const { posts, stored } = await setUp({ ...published, format: 'richtext', body: rich });
    expect(stored('p1')).toHaveProperty('bodyText', 'Rich');
    expect(await posts.update({ ...published, version: 2 }, 1, 'published')).toBe(true);
    expect(stored('p1')).not.toHaveProperty('bodyText');
  });
});
