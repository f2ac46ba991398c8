/**
 * Equal cost at two sizes (docs/performance.md): a board's numbered pages, a post page and a view make the same
 * DynamoDB calls in the same round trips and consume the same read and write units on a board of 1,000 posts
 * and on one of 20,000. Run by `npm run test:scale` only (test/scale/jest.config.js), on a stack of its own
 * (DynamoDB Local in memory), never by `npm test`.
 *
 * Both boards are seeded with the benchmark's items (bench/scale-seed.ts) in `uniform` content: every post the
 * same size, the board ids the same length, so the rows any page reads weigh the same on both boards and a
 * difference in units is a difference in what the request reads or writes, not in what the rows say.
 */
import { openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dynamoDbCallsOf, type DynamoDbCallCount } from '../../local/shared/dynamodb-calls';
import type { LocalStackReady } from '../../local/stack/start';
import { rest, seededAccount, type TestMember } from '../stack/support/clients';
import { ownStackFolder, startStackProcess, stopStackProcess, waitForFile } from '../stack/support/process';
import { seedScaleBoard } from '../stack/support/scale-board';

jest.setTimeout(600_000);

const SIZES = [1_000, 20_000] as const;
/** Board ids of the same length at both sizes (ids are in the post items' keys, so in their sizes). */
const boardOf = (size: number) => `eqcost-${String(size).padStart(7, '0')}`;

const { dir, dataDir } = ownStackFolder('xe-scale-');
let child: ReturnType<typeof startStackProcess> | undefined;
let member: TestMember;
/** Printed at the end, for the record. */
const figures: string[] = [];

beforeAll(async () => {
  const readyFile = path.join(dir, 'ready.json');
  const logFile = path.join(dir, 'stack.log');
  child = startStackProcess(
    ['--reset', '--data-dir', dataDir, '--ready-file', readyFile, '--dynamodb-in-memory'],
    openSync(logFile, 'a'),
  );
  await waitForFile(readyFile, child, logFile, 120_000);
  process.env.LOCAL_STACK_READY_FILE = readyFile;
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as LocalStackReady;
  expect(ready.endpoints.dynamodbProxy).toBeDefined();
  member = await seededAccount('member');
  for (const size of SIZES) {
    const seeded = await seedScaleBoard(boardOf(size), size);
    figures.push(
      `seeded ${size} posts: ${seeded.items} items in ${(seeded.ms / 1000).toFixed(1)} s (${Math.round((seeded.items / seeded.ms) * 1000)}/s)`,
    );
  }
  // Each board whole (no seeded post of one overwrote the other's) before anything is compared.
  for (const size of SIZES) {
    const first = await rest<{ total?: number; items?: unknown[] }>(
      'post',
      'GET',
      `/boards/${boardOf(size)}/posts`,
    );
    const rows = Array.isArray(first.body.items) ? first.body.items.length : first.body;
    expect({ size, status: first.status, total: first.body.total, rows }).toEqual({
      size,
      status: 200,
      total: size,
      rows: 20,
    });
  }
});

afterAll(async () => {
  console.log(`Equal cost at two sizes:\n  ${figures.join('\n  ')}`);
  if (child) await stopStackProcess(child);
  rmSync(dir, { recursive: true, force: true });
});

/** What a request cost: calls, round trips, operations, read and write units, from its answer's headers. */
interface Cost {
  readonly calls: number;
  readonly roundTrips: number;
  readonly operations: Readonly<Record<string, number>>;
  readonly readUnits: number | undefined;
  readonly writeUnits: number | undefined;
}

const costOf = (count: DynamoDbCallCount): Cost => ({
  calls: count.calls,
  roundTrips: count.roundTrips,
  operations: count.operations,
  readUnits: count.capacity?.read,
  writeUnits: count.capacity?.write,
});

async function request(method: string, pathName: string, body?: unknown) {
  const answer = await rest<Record<string, unknown>>('post', method, pathName, {
    token: member.tokens.idToken,
    body,
  });
  expect({ pathName, status: answer.status }).toEqual({ pathName, status: method === 'GET' ? 200 : 201 });
  const count = dynamoDbCallsOf(answer.headers);
  if (!count?.capacity) throw new Error(`${method} ${pathName} answered without its DynamoDB count`);
  return { body: answer.body, cost: costOf(count) };
}

/** The same request on each board, its cost at each size. */
async function atEachSize(
  label: string,
  run: (boardId: string) => Promise<Cost>,
): Promise<Record<number, Cost>> {
  const costs: Record<number, Cost> = {};
  for (const size of SIZES) costs[size] = await run(boardOf(size));
  figures.push(
    `${label}: ${SIZES.map((size) => `${size} posts ${JSON.stringify(costs[size])}`).join(' | ')}`,
  );
  return costs;
}

const [SMALL, LARGE] = SIZES;

describe(`the same cost at ${SMALL} and ${LARGE} posts`, () => {
  /** Per board: the post its member wrote, and a seeded post in the middle of the board. */
  const written: Record<string, string> = {};

  it('page 1 of a board right after a post is written to it', async () => {
    const costs = await atEachSize('page 1 after a write', async (boardId) => {
      const post = await request('POST', `/boards/${boardId}/posts`, {
        title: '같은 비용 시험 글',
        body: '두 크기의 게시판에서 첫 페이지의 비용을 잽니다. '.repeat(30),
      });
      written[boardId] = String(post.body.id);
      return (await request('GET', `/boards/${boardId}/posts?page=1`)).cost;
    });
    expect(costs[LARGE]).toEqual(costs[SMALL]);
  });

  it('the middle page of a board', async () => {
    const costs = await atEachSize('middle page', async (boardId) => {
      const first = await request('GET', `/boards/${boardId}/posts?page=1`);
      const middle = Math.ceil(Number(first.body.pageCount) / 2);
      await request('GET', `/boards/${boardId}/posts?page=${middle}`); // the same warmth on both boards
      return (await request('GET', `/boards/${boardId}/posts?page=${middle}`)).cost;
    });
    expect(costs[LARGE]).toEqual(costs[SMALL]);
  });

  const middlePost = async (boardId: string) => {
    const first = await request('GET', `/boards/${boardId}/posts?page=1`);
    const middle = Math.ceil(Number(first.body.pageCount) / 2);
    const page = await request('GET', `/boards/${boardId}/posts?page=${middle}`);
    const id = (page.body.items as { id: string }[])[5]?.id;
    if (!id) throw new Error(`${boardId} page ${middle} has no sixth post`);
    return id;
  };

  it('a post page (a seeded post in the middle of the board): its reads', async () => {
    const costs = await atEachSize('post page', async (boardId) => {
      const id = await middlePost(boardId);
      await request('GET', `/posts/${id}`);
      const { cost } = await request('GET', `/posts/${id}`);
      return { ...cost, writeUnits: undefined };
    });
    expect(costs[LARGE]).toEqual(costs[SMALL]);
  });

  it('a view: what the post page writes', async () => {
    const costs = await atEachSize('view', async (boardId) => {
      const id = await middlePost(boardId);
      const { cost } = await request('GET', `/posts/${id}`);
      return { ...cost, readUnits: undefined };
    });
    expect(costs[LARGE]?.writeUnits).toBeGreaterThan(0);
    expect(costs[LARGE]).toEqual(costs[SMALL]);
  });
});
