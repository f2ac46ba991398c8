import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BoardListRepository } from '../../lambda/board-lists/board-list-repository';
import { BoardPagesService } from '../../lambda/board-lists/board-pages';
import { BoardRepository } from '../../lambda/boards/board-repository';
import { CommentRepository } from '../../lambda/comments/comment-repository';
import { PostPageService } from '../../lambda/post-page/post-page-service';
import { PostRepository } from '../../lambda/posts/post-repository';
import { VoteRepository } from '../../lambda/votes/vote-repository';
import { seedBoard, seededPost } from '../support/board-seed';
import { sampleBoard } from '../support/content-fixtures';
import { isolatedTables, localEndpoint } from '../support/dynamodb';

/**
 * A board read costs the same however large the board (docs/data-model.md, "Numbered pages"): the DynamoDB
 * calls, round trips and consumed read and write units of each read are measured on a board of 1,000 posts
 * and one of 12,000 (two blocks of counts), seeded straight into DynamoDB Local, and must be equal. The
 * benchmark (`npm run bench -- --scale`, docs/performance.md) measures the same at 10k to 1M posts.
 */
interface Cost {
  calls: Record<string, number>;
  roundTrips: number;
  readUnits: number;
  writeUnits: number;
}

let current: (Cost & { answeredDepth: number }) | null = null;

function measuringClient(): DynamoDBDocumentClient {
  const low = new DynamoDBClient({ endpoint: localEndpoint() });
  low.middlewareStack.add(
    (next, context) => async (args) => {
      const cost = current;
      if (!cost) return next(args);
      const command = (context.commandName ?? 'unknown').replace(/Command$/, '');
      cost.calls[command] = (cost.calls[command] ?? 0) + 1;
      const depth = cost.answeredDepth + 1;
      cost.roundTrips = Math.max(cost.roundTrips, depth);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      try {
        const out = await next(args);
        const consumed = (out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
        for (const one of [consumed ?? []].flat() as {
          ReadCapacityUnits?: number;
          WriteCapacityUnits?: number;
          CapacityUnits?: number;
        }[]) {
          const read =
            one.ReadCapacityUnits ?? (command.match(/Get|Query|Scan/) ? (one.CapacityUnits ?? 0) : 0);
          const write =
            one.WriteCapacityUnits ??
            (command.match(/Put|Update|Delete|Write/) ? (one.CapacityUnits ?? 0) : 0);
          cost.readUnits += read;
          cost.writeUnits += write;
        }
        return out;
      } finally {
        cost.answeredDepth = Math.max(cost.answeredDepth, depth);
      }
    },
    { step: 'initialize', name: 'measureCost' },
  );
  return DynamoDBDocumentClient.from(low, { marshallOptions: { removeUndefinedValues: true } });
}

async function measure<T>(run: () => Promise<T>): Promise<{ result: T; cost: Cost }> {
  current = { calls: {}, roundTrips: 0, readUnits: 0, writeUnits: 0, answeredDepth: 0 };
  try {
    const result = await run();
    const { answeredDepth: _depth, ...cost } = current;
    return { result, cost };
  } finally {
    current = null;
  }
}

const SIZES = { small: 1_000, large: 12_000 } as const;
const CATEGORY_EVERY = 4;
let pages: BoardPagesService;
let posts: PostRepository;
let page: PostPageService;

beforeAll(async () => {
  const name = await isolatedTables(`scale${process.pid}`);
  const client = measuringClient();
  const boards = new BoardRepository(client, name('content'));
  posts = new PostRepository(client, name('content'));
  const lists = new BoardListRepository(client, name('content'));
  pages = new BoardPagesService(boards, lists);
  page = new PostPageService(
    client,
    name('content'),
    boards,
    posts,
    lists,
    new VoteRepository(client, name('content')),
    new CommentRepository(client, name('content')),
  );
  for (const [boardId, count] of Object.entries(SIZES)) {
    await boards.create(sampleBoard({ id: boardId, name: boardId, categories: ['A'] }));
    await seedBoard(client, name('content'), { boardId, count, categoryEvery: CATEGORY_EVERY });
  }
}, 120_000);

/** Every read the board screens make, on one board, with what each cost. */
async function costsOf(boardId: keyof typeof SIZES) {
  const count = SIZES[boardId];
  // The first page-1 read after a write (the old design rebuilt its page boundaries here).
  await posts.create({ ...seededPost(boardId, count + 1, CATEGORY_EVERY), id: `${boardId}-new` });
  const pageCount = Math.ceil((count + 1) / 20);
  const reads: Record<string, () => Promise<unknown>> = {
    'page 1 after a write': () => pages.list(boardId, null, { page: 1 }),
    'a middle page': () => pages.list(boardId, null, { page: Math.floor(pageCount / 2) }),
    'the last page': () => pages.list(boardId, null, { page: pageCount }),
    'category page 2': () => pages.list(boardId, null, { page: 2, category: 'A' }),
    'a post page': () => page.read(`${boardId}-${String(Math.floor(count / 2)).padStart(7, '0')}`, null),
    'a view': () => page.countView(`${boardId}-${String(Math.floor(count / 2)).padStart(7, '0')}`, null),
  };
  const costs: Record<string, Cost> = {};
  for (const [name, read] of Object.entries(reads)) {
    const { result, cost } = await measure(read);
    costs[name] = cost;
    if ('items' in (result as object))
      expect((result as { items: unknown[] }).items.length).toBeGreaterThan(0);
  }
  return costs;
}

it('costs the same DynamoDB calls, round trips and read and write units at 1,000 and 12,000 posts', async () => {
  const small = await costsOf('small');
  const large = await costsOf('large');
  console.log(
    `Board read costs at ${SIZES.small} and ${SIZES.large} posts:\n${JSON.stringify({ small, large }, null, 1)}`,
  );
  expect(large).toEqual(small);
  // And within the budget the design promises: at most 3 round trips and 10 read units a page.
  for (const [name, cost] of Object.entries(large)) {
    expect([name, cost.roundTrips <= 3]).toEqual([name, true]);
    expect([name, cost.readUnits <= 10]).toEqual([name, true]);
  }
  expect(large['a view']?.writeUnits).toBe(1);
}, 120_000);

it('numbers the rows of the last page of 12,000 down to 1, and a middle page in the older block', async () => {
  const total = SIZES.large + 1;
  const last = await pages.list('large', null, { page: Math.ceil(total / 20) });
  expect(last.items.at(-1)).toEqual(expect.objectContaining({ no: 1, title: 'Seeded post 0000001' }));
  const middle = await pages.list('large', null, { page: 501 });
  // Page 501 starts 10,000 rows below the newest of 12,001, in the older block: the post numbered 2,001.
  expect(middle.items[0]).toEqual(
    expect.objectContaining({ no: total - 10_000, title: 'Seeded post 0002001' }),
  );
});
