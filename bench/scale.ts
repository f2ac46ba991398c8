/**
 * `npm run bench -- --scale`: what a board's pages and writes cost as the board grows (docs/performance.md,
 * "Cost against board size"). Seeds boards of 10,000 and 100,000 posts straight into DynamoDB Local
 * (bench/scale-seed.ts), then reads and writes them through the REST API as the web app does and reports, per
 * size, each request's latency (p50 of several runs), DynamoDB calls, round trips and consumed read and write
 * units (the local stack's `x-local-dynamodb-*` headers). Written to its own section of bench/report.md, with
 * two charts beside it; the rest of the report is left as it is.
 *
 *   npm run bench -- --scale                        10k and 100k posts (about 5 minutes on 2 cores)
 *   npm run bench -- --scale --scale-max 1000000    and 1M posts: about 30 minutes, 17 GB of memory
 *   npm run bench -- --scale --scale-sizes 1000,5000 --scale-runs 3    a quick look, not for the report
 *   --scale-writers 4       concurrent BatchWriteItem writers while seeding
 *   --out <file>            the report to write the section into (default bench/report.md)
 */
import { ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOARD_PAGE_MAX } from '../contracts/board-page';
import { dynamoDbCallsOf, type DynamoDbCallCount } from '../local/shared/dynamodb-calls';
import { fromRepositoryRoot, repositoryRoot } from '../local/shared/repository-root';
import type { LocalStackReady } from '../local/stack/start';
import { BenchClient } from './api';
import { barChart } from './charts';
import { writeReportSection } from './report';
import {
  SCALE_CATEGORIES,
  localDocumentClient,
  scaleBoardItems,
  writeItems,
  type WriteFigures,
} from './scale-seed';
import { machine, say, startStack } from './stack';
import { median, seconds, table } from './support';

export interface ScaleOptions {
  readonly sizes: readonly number[];
  /** Samples of each request per size (p50 of these). */
  readonly runs: number;
  readonly writers: number;
  /** DynamoDB Local in memory (fast seeding) or in its files (what a million posts need: tens of GB). */
  readonly inMemory: boolean;
  readonly out: string;
}

/**
 * Sizes up to this many posts are seeded into DynamoDB Local in memory; larger runs use its files. Since bodies
 * live apart from the indexed post items, a post and its body take about 7.5 KB of DynamoDB Local's memory
 * (1.5 GB resident at 100,000 posts), so the 10k, 100k and 1M boards of a full run need about 17 GB:
 * docs/performance.md, "A million posts".
 */
const IN_MEMORY_MAX = 1_000_000;
const STANDARD_SIZES = [10_000, 100_000, 1_000_000];

export function parseScaleOptions(args: readonly string[]): ScaleOptions {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const positive = (flag: string, text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const parsed = Number(text);
    if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${flag} needs a positive whole number`);
    return parsed;
  };
  const max = positive('--scale-max', value('--scale-max'), 100_000);
  const listed = value('--scale-sizes');
  const sizes = listed
    ? listed.split(',').map((size) => positive('--scale-sizes', size.trim(), 0))
    : STANDARD_SIZES.filter((size) => size <= max);
  if (sizes.length === 0) throw new Error('No board size to measure: --scale-max is below 10000');
  return {
    sizes: [...sizes].sort((a, b) => a - b),
    runs: positive('--scale-runs', value('--scale-runs'), 7),
    writers: positive('--scale-writers', value('--scale-writers'), 4),
    inMemory: Math.max(...sizes) <= IN_MEMORY_MAX,
    out: path.resolve(value('--out') ?? fromRepositoryRoot('bench', 'report.md')),
  };
}

/** One request's answer: its status (0: no answer), time, and the count its headers reported. */
export interface Sample {
  readonly status: number;
  readonly ms: number;
  readonly count: DynamoDbCallCount | undefined;
  readonly body: unknown;
}

/** What the runs of one request at one size gave. */
interface Measured {
  readonly label: string;
  /** Short label for the charts. */
  readonly short: string;
  /** Which units the chart shows for it: a read's or a write's. */
  readonly kind: 'read' | 'write';
  /** What it was at this size (which page of how many). */
  readonly detail: string;
  readonly samples: Sample[];
}

interface SizeResult {
  readonly size: number;
  readonly boardId: string;
  readonly seeded: WriteFigures;
  readonly measured: Measured[];
}

export const sizeLabel = (size: number) =>
  size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1000 ? `${size / 1000}k` : String(size);

/** A REST request as the web app sends it, timed; a failure (no answer, an error status) is a sample too. */
export async function timed(
  client: BenchClient,
  method: string,
  pathName: string,
  token?: string,
  body?: unknown,
) {
  const started = performance.now();
  try {
    const response = await fetch(client.restUrl(pathName), {
      method,
      headers: {
        ...(token ? { Authorization: token } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(90_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a gateway's error page): kept as text.
    }
    return { status: response.status, ms, count: dynamoDbCallsOf(response.headers), body: parsed };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, count: undefined, body: (error as Error).message };
  }
}

export const ok = (sample: Sample) => sample.status >= 200 && sample.status < 300;

/** The answer of a successful numbered page, or an error naming what came instead. */
function pageOf(sample: Sample, what: string) {
  if (!ok(sample)) throw new Error(`${what} answered ${sample.status}: ${JSON.stringify(sample.body)}`);
  return sample.body as { items: { id: string }[]; pageCount: number; total: number };
}

async function measureSize(
  client: BenchClient,
  ready: LocalStackReady,
  tokens: { member: string },
  size: number,
  options: ScaleOptions,
): Promise<SizeResult> {
  const boardId = `scale-${size}`;
  const documents = localDocumentClient(ready);
  say(`seeding ${boardId}: ${size} posts, ${options.writers} writers`);
  let seeded: WriteFigures;
  try {
    seeded = await writeItems(
      documents,
      ready.tables.content,
      // The newest seeded post a minute ago: the posts the run writes come after it.
      scaleBoardItems({ boardId, posts: size, newest: new Date(Date.now() - 60_000) }),
      {
        writers: options.writers,
        onProgress: (written) => {
          if (written % 100_000 === 0 || size <= 100_000) say(`  ${written} items`);
        },
      },
    );
  } finally {
    documents.destroy();
  }
  say(
    `  ${seeded.items} items in ${seconds(seeded.ms)} (${Math.round((seeded.items / seeded.ms) * 1000)}/s, ${seeded.retries} retries)`,
  );

  const list = (query: string) => `/boards/${boardId}/posts?${query}`;
  const first = pageOf(await timed(client, 'GET', list('page=1')), `${boardId} page 1`);
  const middle = Math.max(1, Math.ceil(first.pageCount / 2));
  const last = Math.min(first.pageCount, BOARD_PAGE_MAX);
  const category = SCALE_CATEGORIES[0];
  const categoryFirst = pageOf(
    await timed(client, 'GET', list(`category=${encodeURIComponent(category)}&page=1`)),
    `${boardId} category page 1`,
  );
  const categoryMiddle = Math.max(1, Math.ceil(categoryFirst.pageCount / 2));

  const row = (label: string, short: string, kind: Measured['kind'], detail = ''): Measured => ({
    label,
    short,
    kind,
    detail,
    samples: [],
  });
  const of = (page: number, count: number) =>
    `p. ${page.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`;
  const rows = {
    afterWrite: row('List page 1, the first read after a write', 'page 1 after a write', 'read'),
    warm: row('List page 1, warm (read again)', 'page 1 warm', 'read'),
    middle: row('List, the middle page', 'middle page', 'read', of(middle, first.pageCount)),
    last: row(
      'List, the last page',
      'last page',
      'read',
      `${of(last, first.pageCount)}${last < first.pageCount ? ' (the last accepted, BOARD_PAGE_MAX)' : ''}`,
    ),
    category: row(
      `Category “${category}”, its middle page`,
      'category middle page',
      'read',
      of(categoryMiddle, categoryFirst.pageCount),
    ),
    post: row(
      'Post page GET /posts/{id} (the post, its neighbours, its first comments; writes nothing)',
      'post page',
      'read',
    ),
    view: row('View POST /posts/{id}/view (once per browser session)', 'view', 'write'),
    createPost: row('Create post POST /boards/{id}/posts', 'create post', 'write'),
    createComment: row('Create comment POST /posts/{id}/comments', 'create comment', 'write'),
  };

  say(`  measuring ${boardId}: ${options.runs} runs of each request`);
  for (let run = 0; run < options.runs; run += 1) {
    rows.createPost.samples.push(
      await timed(client, 'POST', `/boards/${boardId}/posts`, tokens.member, {
        title: `규모 측정 ${String(run + 1).padStart(2, '0')}번째 글`,
        body: '새 글을 쓴 다음 첫 페이지를 읽습니다. '.repeat(40),
      }),
    );
    rows.afterWrite.samples.push(await timed(client, 'GET', list('page=1')));
    rows.warm.samples.push(await timed(client, 'GET', list('page=1')));
  }
  // The post page, its view and the comments are measured on the run's first post: the same at every size, so
  // what a comment writes (the post's count, its lists' rows) is too. It has neighbours on both sides (the
  // run's later posts, the seeded ones).
  const postId = (rows.createPost.samples.find(ok)?.body as { id?: string } | undefined)?.id;
  if (!postId)
    throw new Error(`No post could be written to ${boardId}: ${failures(rows.createPost.samples)}`);
  for (let run = 0; run < options.runs; run += 1) {
    rows.middle.samples.push(await timed(client, 'GET', list(`page=${middle}`)));
    rows.last.samples.push(await timed(client, 'GET', list(`page=${last}`)));
    rows.category.samples.push(
      await timed(client, 'GET', list(`category=${encodeURIComponent(category)}&page=${categoryMiddle}`)),
    );
    rows.post.samples.push(await timed(client, 'GET', `/posts/${postId}`));
    rows.view.samples.push(await timed(client, 'POST', `/posts/${postId}/view`));
    rows.createComment.samples.push(
      await timed(client, 'POST', `/posts/${postId}/comments`, tokens.member, {
        body: `규모 측정 댓글 ${run + 1}`,
      }),
    );
  }
  return { size, boardId, seeded, measured: Object.values(rows) };
}

/** One figure of the runs: the value, or its range where the runs differed. */
export function figure(
  samples: readonly Sample[],
  pick: (count: DynamoDbCallCount) => number | undefined,
): string {
  const values = samples
    .filter(ok)
    .map((sample) => (sample.count ? pick(sample.count) : undefined))
    .filter((value): value is number => value !== undefined);
  if (values.length === 0) return 'n/a';
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
}

/** p50 of the successful runs' times, in ms; NaN when none succeeded. */
const p50 = (samples: readonly Sample[]) => median(samples.filter(ok).map((sample) => sample.ms));

/** The failed runs: how many, their statuses and how long each took. */
export function failures(samples: readonly Sample[]): string {
  const failed = samples.filter((sample) => !ok(sample));
  if (failed.length === 0) return '0';
  return `${failed.length} of ${samples.length}: ${failed
    .map((sample) => `${sample.status || 'no answer'} after ${(sample.ms / 1000).toFixed(1)} s`)
    .join(', ')}`;
}

export const units = (pick: 'read' | 'write') => (count: DynamoDbCallCount) => count.capacity?.[pick];

/** "a", "a and b", "a, b and c". */
export const inWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A request's figures as the tables show them: p50, calls, round trips, RCU, WCU, failures. */
function figures(measured: Measured): (string | number)[] {
  const p = p50(measured.samples);
  return [
    Number.isFinite(p) ? Math.round(p) : 'n/a',
    figure(measured.samples, (c) => c.calls),
    figure(measured.samples, (c) => c.roundTrips),
    figure(measured.samples, units('read')),
    figure(measured.samples, units('write')),
    failures(measured.samples),
  ];
}

/** The section's Markdown, and the two charts written beside the report. */
function scaleSection(
  results: readonly SizeResult[],
  options: ScaleOptions,
  context: {
    startedAt: Date;
    loadAtStart: string;
    loadAtEnd: string;
    host: ReturnType<typeof machine>;
    cache: CacheFigures;
  },
): string {
  const outDir = path.dirname(options.out);
  const labels = results[0]?.measured.map((m) => m.label) ?? [];
  const tableRows = labels.flatMap((_, index) =>
    results.map((result) => {
      const measured = result.measured[index] as Measured;
      return [
        result.size === results[0]?.size ? measured.label : '',
        `${result.size.toLocaleString('en-US')}${measured.detail ? ` (${measured.detail})` : ''}`,
        ...figures(measured),
      ];
    }),
  );

  // What changed between the smallest and the largest board: the section's verdict, from the figures. Calls
  // and round trips are the design's; units also follow the sizes of the items read (1–5 KB bodies).
  const smallest = results[0];
  const largest = results.at(-1);
  const verdict: string[] = [];
  if (smallest && largest && smallest !== largest) {
    const [from, to] = [sizeLabel(smallest.size), sizeLabel(largest.size)];
    const same: string[] = [];
    const changed: string[] = [];
    const unitChanges: string[] = [];
    smallest.measured.forEach((measured, index) => {
      const other = largest.measured[index] as Measured;
      const calls = (m: Measured) => figure(m.samples, (c) => c.calls);
      const trips = (m: Measured) => figure(m.samples, (c) => c.roundTrips);
      if (calls(measured) === calls(other) && trips(measured) === trips(other)) same.push(measured.short);
      else
        changed.push(
          `${measured.short} (calls ${calls(measured)} → ${calls(other)}, round trips ${trips(measured)} → ${trips(other)})`,
        );
      const rcu = (m: Measured) => figure(m.samples, units('read'));
      const wcu = (m: Measured) => figure(m.samples, units('write'));
      unitChanges.push(
        `${measured.short} ${rcu(measured)} → ${rcu(other)} RCU${wcu(other) !== '0' || wcu(measured) !== '0' ? `, ${wcu(measured)} → ${wcu(other)} WCU` : ''}`,
      );
    });
    verdict.push(
      `- The same DynamoDB calls and round trips at ${from} and ${to} posts: ${same.length > 0 ? same.join(', ') : 'none'}.`,
      `- Different calls or round trips: ${changed.length > 0 ? changed.join('; ') : 'none'}.`,
      `- Units from ${from} to ${to} posts (they also follow the sizes of the rows read): ${unitChanges.join('; ')}.`,
    );
    const failed = results.flatMap((result) =>
      result.measured
        .filter((measured) => measured.samples.some((sample) => !ok(sample)))
        .map((measured) => `${measured.short} at ${sizeLabel(result.size)} (${failures(measured.samples)})`),
    );
    verdict.push(`- Failed requests: ${failed.length > 0 ? failed.join('; ') : 'none'}.`);
  }

  const chartRows = (value: (measured: Measured) => number) =>
    labels.map((_, index) => ({
      label: results[0]?.measured[index]?.short ?? '',
      values: results.map((result) => value(result.measured[index] as Measured)),
    }));
  const medianUnits = (measured: Measured) =>
    median(
      measured.samples
        .filter(ok)
        .map((sample) => sample.count?.capacity?.[measured.kind])
        .filter((value): value is number => value !== undefined),
    );
  const series = results.map((result) => `${sizeLabel(result.size)} posts`);
  writeFileSync(
    path.join(outDir, 'scale-capacity.svg'),
    barChart({
      title: 'Consumed capacity per request against board size (RCU for reads, WCU for writes)',
      unit: 'units',
      series,
      rows: chartRows(medianUnits),
    }),
  );
  writeFileSync(
    path.join(outDir, 'scale-latency.svg'),
    barChart({
      title: 'Latency per request against board size (p50, local stack)',
      unit: 'ms',
      series,
      rows: chartRows((measured) => p50(measured.samples)),
    }),
  );

  return [
    '## Cost against board size (`npm run bench -- --scale`)',
    '',
    `> Written by \`npm run bench -- --scale\` (bench/scale.ts) from one run started ${context.startedAt.toISOString()} on`,
    `> ${context.host.cpu}, ${context.host.memory}, Node ${context.host.node}, commit ${context.host.commit}; load`,
    `> average ${context.loadAtStart} at the start, ${context.loadAtEnd} at the end (the machine is shared: times vary`,
    '> by tens of percent from run to run; calls, round trips and units do not). docs/performance.md says what it',
    '> measures and how to run it, the million-post run included.',
    '',
    `Boards of ${inWords(results.map((r) => r.size.toLocaleString('en-US')))} posts (20 a page, 3 notices, about 60 % of the`,
    'posts in one of 4 categories, Korean titles and 1–5 KB bodies by 500 authors), seeded straight into',
    `DynamoDB Local ${options.inMemory ? 'in memory' : 'in its files'} with the items the app stores (bench/scale-seed.ts), then read and written`,
    'through the REST API of the local stack as the web app does, each request',
    `${options.runs} times: p50 is the median time of its successful runs, seen by the client. Calls, round trips and`,
    'consumed read (RCU) and write (WCU) units, tables and indexes together, are what the local servers reported',
    'for the request (`x-local-dynamodb-*` headers, docs/local-vs-aws.md: DynamoDB Local computes the units as',
    'DynamoDB does, eventually consistent reads at half a unit per 4 KB, transactions at twice the units); a range',
    'means the runs differed. "After a write": a member posted to the board just before, as the',
    '"Create post" row (whose figures those are). The post page reads and writes nothing; the page counts the',
    'view with a request of its own (a counter item in no index). The post page, the view and the comments are',
    "measured on the run's first post, the same at every size. A request that failed (e.g. 503) is counted under",
    'Failures with its time, not in the other figures.',
    '',
    `The cache table after the run: ${context.cache.items.toLocaleString('en-US')} items, the largest ${context.cache.largestBytes.toLocaleString('en-US')} bytes (DynamoDB's item size: names and values).`,
    '',
    'Seeding (BatchWriteItem, 25 items a call, from',
    `${options.writers} writers at once): ${results
      .map(
        (r) =>
          `${sizeLabel(r.size)}: ${r.seeded.items.toLocaleString('en-US')} items in ${seconds(r.seeded.ms)} (${Math.round((r.seeded.items / r.seeded.ms) * 1000)} items/s, ${r.seeded.retries} retried calls)`,
      )
      .join('; ')}.`,
    '',
    ...verdict,
    '',
    table(
      ['Request', 'Posts in the board', 'p50 ms', 'DynamoDB calls', 'Round trips', 'RCU', 'WCU', 'Failures'],
      tableRows,
    ),
    '',
    '![Consumed capacity per request against board size](scale-capacity.svg)',
    '',
    '![Latency per request against board size](scale-latency.svg)',
  ].join('\n');
}

interface CacheFigures {
  readonly items: number;
  readonly largestBytes: number;
}

/**
 * How many items the cache table holds after the run and the size of the largest, as DynamoDB sizes an item
 * (attribute names and values, UTF-8): no cache item may grow with a board. A Scan, in this offline tool only.
 */
async function cacheFigures(ready: LocalStackReady): Promise<CacheFigures> {
  const client = localDocumentClient(ready);
  let items = 0;
  let largestBytes = 0;
  let start: Record<string, AttributeValue> | undefined;
  try {
    do {
      const page = await client.send(
        new ScanCommand({ TableName: ready.tables.cache, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        items += 1;
        largestBytes = Math.max(largestBytes, itemBytes(item));
      }
      start = page.LastEvaluatedKey;
    } while (start);
  } finally {
    client.destroy();
  }
  return { items, largestBytes };
}

/** An item's size as DynamoDB counts it, near enough: names and values in UTF-8, numbers as their digits. */
function itemBytes(item: Record<string, AttributeValue>): number {
  const valueBytes = (value: AttributeValue): number => {
    if (value.S !== undefined) return Buffer.byteLength(value.S);
    if (value.N !== undefined) return value.N.length;
    if (value.B !== undefined) return value.B.length;
    if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
    if (value.L !== undefined) return 3 + value.L.reduce((sum, entry) => sum + 1 + valueBytes(entry), 0);
    if (value.M !== undefined) return 3 + itemBytes(value.M);
    if (value.SS !== undefined) return value.SS.reduce((sum, entry) => sum + Buffer.byteLength(entry), 0);
    if (value.NS !== undefined) return value.NS.reduce((sum, entry) => sum + entry.length, 0);
    return 0;
  };
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value),
    0,
  );
}

/** Runs the scale benchmark (bench/run.ts hands `--scale` here). */
export async function runScale(args: readonly string[]): Promise<void> {
  const options = parseScaleOptions(args);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const host = machine();
  const startedAt = new Date();
  const loadAtStart = host.load();
  const work = mkdtempSync(path.join(os.tmpdir(), 'xe-bench-scale-'));
  say(`scale: boards of ${options.sizes.join(', ')} posts; work folder ${work}`);
  say(
    `starting the local stack (no site; DynamoDB Local ${options.inMemory ? 'in memory' : 'in its files, for the largest board'})`,
  );
  const stack = await startStack(work, { args: options.inMemory ? ['--dynamodb-in-memory'] : [] });
  const stopStack = stack.stop;
  try {
    const client = new BenchClient(stack.ready);
    const [admin, member] = await Promise.all([client.idToken('admin'), client.idToken('member')]);
    await raiseWriteLimits(client, admin);
    const results: SizeResult[] = [];
    for (const size of options.sizes) {
      results.push(await measureSize(client, stack.ready, { member }, size, options));
      printResult(results.at(-1) as SizeResult);
    }
    const cache = await cacheFigures(stack.ready);
    say(`  cache table: ${cache.items} items, the largest ${cache.largestBytes} bytes`);
    await stopStack();
    const section = scaleSection(results, options, {
      startedAt,
      loadAtStart,
      loadAtEnd: host.load(),
      host,
      cache,
    });
    writeReportSection(options.out, 'scale', section);
    say(`wrote the scale section of ${path.relative(repositoryRoot, options.out)}`);
    rmSync(work, { recursive: true, force: true });
  } finally {
    await stopStack();
  }
}

/**
 * The member's writes a minute raised far above the defaults (5 posts, 15 comments), as the stack tests raise
 * them: the run writes more than a person would, and would meet the limit instead of measuring the write.
 */
async function raiseWriteLimits(client: BenchClient, adminToken: string): Promise<void> {
  const read = await client.graphql<{ siteSettings: Record<string, unknown> }>(
    '{ siteSettings { title description defaultLanguage upload { maxFileSizeMb allowedExtensions } members { signUpOpen } homeMenuId } }',
    {},
    adminToken,
  );
  const limit = 1000;
  await client.graphql(
    'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { updatedAt } }',
    {
      input: {
        ...read.body.data?.siteSettings,
        limits: {
          messagesPerMinute: limit,
          conversationsPerMinute: limit,
          reportsPerMinute: limit,
          postsPerMinute: limit,
          commentsPerMinute: limit,
        },
      },
    },
    adminToken,
  );
}

/** The size's figures on the console as they come. */
function printResult(result: SizeResult): void {
  const rows = result.measured.map((measured) => [
    `${measured.short}${measured.detail ? ` (${measured.detail})` : ''}`,
    ...figures(measured),
  ]);
  console.log(
    `\n${result.size.toLocaleString('en-US')} posts (${result.boardId}):\n${table(
      ['Request', 'p50 ms', 'Calls', 'Round trips', 'RCU', 'WCU', 'Failures'],
      rows,
    )}\n`,
  );
}
