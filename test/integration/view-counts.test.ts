import { DynamoDBClient, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Post } from '../../contracts/post';
import { BoardListRepository } from '../../lambda/board-lists/board-list-repository';
import { BoardPagesService } from '../../lambda/board-lists/board-pages';
import { BoardRepository } from '../../lambda/boards/board-repository';
import { CommentRepository } from '../../lambda/comments/comment-repository';
import { PostPageService } from '../../lambda/post-page/post-page-service';
import { PostRepository } from '../../lambda/posts/post-repository';
import { postKeys } from '../../lambda/storage/keys/post-keys';
import { VoteRepository } from '../../lambda/votes/vote-repository';
import { sampleBoard, samplePost } from '../support/content-fixtures';
import { isolatedTables, localEndpoint } from '../support/dynamodb';

/**
 * View counts against DynamoDB Local (docs/data-model.md, "View counts"): a view is one write unit on an item in
 * no index, never a write to the post; every list and the post page show the counts; a count or a counter read
 * that DynamoDB throttles never fails a read.
 */
type Consumed = {
  TableName?: string;
  CapacityUnits?: number;
  GlobalSecondaryIndexes?: Record<string, unknown>;
};

const consumed: { command: string; capacity: Consumed }[] = [];
/** Set to make DynamoDB answer the view counters' writes and reads as throttled. */

// Setup writes tens of posts, each a transaction with its lists' counts: seconds on a loaded 2-core machine.
jest.setTimeout(30_000);
let throttleViews = false;

function keyOf(input: Record<string, unknown>): string {
  const key = (input.Key ?? {}) as { pk?: string | { S?: string } };
  return typeof key.pk === 'string' ? key.pk : (key.pk?.S ?? '');
}

function instrumentedClient(): DynamoDBDocumentClient {
  const low = new DynamoDBClient({ endpoint: localEndpoint() });
  low.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      const command = context.commandName ?? '';
      const onViews =
        keyOf(input).startsWith('VIEWS#') || JSON.stringify(input.RequestItems ?? {}).includes('VIEWS#');
      if (throttleViews && onViews) {
        throw new ProvisionedThroughputExceededException({
          message: 'The level of configured provisioned throughput for the table was exceeded.',
          $metadata: { httpStatusCode: 400 },
        });
      }
      input.ReturnConsumedCapacity = 'INDEXES';
      const out = await next(args);
      const capacity = (out.output as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity;
      for (const one of [capacity ?? []].flat()) consumed.push({ command, capacity: one });
      return out;
    },
    { step: 'initialize', name: 'consumedCapacity' },
  );
  return DynamoDBDocumentClient.from(low, { marshallOptions: { removeUndefinedValues: true } });
}

let client: DynamoDBDocumentClient;
let table: string;
let posts: PostRepository;
let lists: BoardListRepository;
let pages: BoardPagesService;
let page: PostPageService;

const at = (n: number) => new Date(Date.UTC(2026, 0, 2, 0, 0, n)).toISOString();
const post = (boardId: string, n: number, extra: Partial<Post> = {}) =>
  samplePost({
    id: `${boardId}-${n}`,
    boardId,
    title: `Post ${n}`,
    createdAt: at(n),
    updatedAt: at(n),
    ...extra,
  });

beforeAll(async () => {
  const name = await isolatedTables(`views${process.pid}`);
  table = name('content');
  client = instrumentedClient();
  const boards = new BoardRepository(client, table);
  posts = new PostRepository(client, table);
  lists = new BoardListRepository(client, table);
  pages = new BoardPagesService(boards, lists);
  page = new PostPageService(
    client,
    table,
    boards,
    posts,
    lists,
    new VoteRepository(client, table),
    new CommentRepository(client, table),
  );
  await boards.create(sampleBoard({ id: 'views', postsPerPage: 20 }));
  await boards.create(sampleBoard({ id: 'other' }));
  for (let n = 1; n <= 25; n++) await posts.create(post('views', n, { authorId: 'writer' }));
});

afterEach(() => {
  throttleViews = false;
});

async function viewsShown(postId: string): Promise<number> {
  return (await page.read(postId, null)).views;
}

it('counts a view as one write unit on an item in no index, and never writes the post', async () => {
  const before = await client.send(new GetCommand({ TableName: table, Key: postKeys.post('views-3') }));
  consumed.length = 0;
  expect(await page.countView('views-3', null)).toEqual({ counted: true });
  const writes = consumed.filter(({ command }) => command === 'UpdateItemCommand');
  expect(writes.map(({ capacity }) => capacity)).toEqual([
    expect.objectContaining({ TableName: table, CapacityUnits: 1 }),
  ]);
  expect(writes[0]?.capacity.GlobalSecondaryIndexes).toBeUndefined();
  const after = await client.send(new GetCommand({ TableName: table, Key: postKeys.post('views-3') }));
  expect(after.Item).toEqual(before.Item);
  expect(await viewsShown('views-3')).toBe(1);
});

it('shows the counts on the post page, on page 1 and a later page of the list, and in the author’s posts', async () => {
  for (const [id, times] of [
    ['views-25', 3],
    ['views-5', 2],
  ] as const) {
    for (let i = 0; i < times; i++) await page.countView(id, null);
  }
  expect(await viewsShown('views-25')).toBe(3);
  const first = await pages.list('views', null, { page: 1 });
  expect(first.items.find((row) => row.id === 'views-25')?.views).toBe(3);
  const second = await pages.list('views', null, { page: 2 });
  expect(second.items.map((row) => [row.id, row.views])).toEqual([
    ['views-5', 2],
    ['views-4', 0],
    ['views-3', 1],
    ['views-2', 0],
    ['views-1', 0],
  ]);
  const mine = await posts.listByAuthor('posts', 'writer', 30);
  expect(mine.items.find((row) => row.id === 'views-5')?.views).toBe(2);
});

it('a throttled count answers counted: false and the post still reads; a throttled counter read shows the stored counts', async () => {
  throttleViews = true;
  expect(await page.countView('views-7', null)).toEqual({ counted: false });
  const read = await page.read('views-25', null);
  expect(read).toEqual(expect.objectContaining({ id: 'views-25', title: 'Post 25', views: 0 }));
  const list = await pages.list('views', null, { page: 2 });
  expect(list.items).toHaveLength(5);
  throttleViews = false;
  expect(await viewsShown('views-7')).toBe(0);
});

it('keeps a post’s views when it moves to another board, and drops its counter when it is purged', async () => {
  await posts.create(post('views', 40));
  await page.countView('views-40', null);
  await page.countView('views-40', null);
  const moving = (await posts.get('views-40')) as Post;
  expect(await posts.moveToBoard(moving, 'other', at(50))).toBe(true);
  expect(await viewsShown('views-40')).toBe(2);
  expect(await posts.trash('views-40', 'admin', at(51))).toBe(true);
  expect(await posts.purgePost('views-40')).toBe(true);
  // Its number in the other board is 1: the counter item of numbers 0–49 holds nothing for it any more.
  const counter = await client.send(
    new GetCommand({ TableName: table, Key: { pk: 'VIEWS#other#0', sk: 'VIEWS' } }),
  );
  expect(counter.Item?.v1).toBeUndefined();
});
