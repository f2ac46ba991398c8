/**
 * `npm run bench -- --search`: what a search costs as the board grows (docs/performance.md, "Search at board
 * size"). For each size it starts a fresh local stack (DynamoDB Local in memory), seeds one board as the scale
 * benchmark does (bench/scale-seed.ts) with every post's search items (`indexItemsOf`) and a few rare words in
 * the oldest post, waits until the stack's own indexer has read every seeded change from the content table's
 * stream, then searches through the REST gateway as a guest and reports each search's latency (p50, p95), its
 * DynamoDB calls, round trips, operations and consumed read units (the local stack's `x-local-dynamodb-*`
 * headers). Written to its own section of bench/report.md; the rest of the report is left as it is.
 *
 *   npm run bench -- --search                         10k and 100k posts of 8 words each, and a 10k control
 *                                                     board of all the generator's words (about an hour on 2 cores)
 *   npm run bench -- --search --search-sizes 2000 --search-control none --search-runs 5    a quick look
 *   --search-words 8|all      distinct words each post's sentences draw from (default 8; see scale-seed.ts)
 *   --search-control 10000    sizes also seeded with all the words, to show the reduction changes no cost
 *   --search-writers 4        concurrent BatchWriteItem writers while seeding
 *   --search-wait-minutes 90  the longest wait for the indexer; measured anyway after it, and said so
 *   --out <file>              the report to write the section into (default bench/report.md)
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DynamoDbCallCount } from '../local/shared/dynamodb-calls';
import { fromRepositoryRoot, repositoryRoot } from '../local/shared/repository-root';
import type { LocalStackReady } from '../local/stack/start';
import { searchKeys } from '../lambda/search/search-keys';
import { batchGet, BATCH_GET_MAX } from '../lambda/shared/dynamo/batch-get';
import { BenchClient } from './api';
import { writeReportSection } from './report';
import { failures, figure, inWords, ok, sizeLabel, timed, units, type Sample } from './scale';
import {
  SCALE_SEARCH_WORDS,
  localDocumentClient,
  writeScaleBoard,
  type ScaleBoardFigures,
} from './scale-seed';
import { machine, say, startStack } from './stack';
import { seconds, table } from './support';

/** One board to seed and search: its size and how many distinct words its posts draw from (undefined: all). */
interface Step {
  readonly size: number;
  readonly wordsPerPost: number | undefined;
}

export interface SearchBenchOptions {
  readonly steps: readonly Step[];
  readonly runs: number;
  readonly writers: number;
  readonly waitMs: number;
  readonly out: string;
}

const DEFAULT_WORDS = 8;

export function parseSearchOptions(args: readonly string[]): SearchBenchOptions {
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
  const list = (flag: string, fallback: number[]) => {
    const text = value(flag);
    if (text === undefined) return fallback;
    if (text === 'none') return [];
    return text.split(',').map((size) => positive(flag, size.trim(), 0));
  };
  const wordsText = value('--search-words');
  const wordsPerPost = wordsText === 'all' ? undefined : positive('--search-words', wordsText, DEFAULT_WORDS);
  const sizes = list('--search-sizes', [10_000, 100_000]);
  // A control only means something beside a reduced vocabulary.
  const control = wordsPerPost === undefined ? [] : list('--search-control', [10_000]);
  const steps = [
    ...control.map((size) => ({ size, wordsPerPost: undefined })),
    ...sizes.map((size) => ({ size, wordsPerPost })),
  ].sort(
    (a, b) => a.size - b.size || Number(a.wordsPerPost !== undefined) - Number(b.wordsPerPost !== undefined),
  );
  if (steps.length === 0) throw new Error('No board to search: --search-sizes none');
  return {
    steps,
    runs: positive('--search-runs', value('--search-runs'), 20),
    writers: positive('--search-writers', value('--search-writers'), 4),
    waitMs: positive('--search-wait-minutes', value('--search-wait-minutes'), 90) * 60_000,
    out: path.resolve(value('--out') ?? fromRepositoryRoot('bench', 'report.md')),
  };
}

const stepLabel = (step: Step) =>
  `${step.size.toLocaleString('en-US')} posts, ${step.wordsPerPost === undefined ? 'all 75 words' : `${step.wordsPerPost} words`} a post`;

/** What a search answer must hold: the oldest post (a rare word's), or a full page. */
type Expect = { readonly oldest: true } | { readonly rows: number };

interface Search {
  readonly label: string;
  readonly short: string;
  /** Whether its grams are rare (at most a few postings each): its cost must not grow with the board. */
  readonly rare: boolean;
  readonly path: (boardId: string) => string;
  readonly expect: Expect;
}

const q = encodeURIComponent;
const { compound, inside, marker, common } = SCALE_SEARCH_WORDS;
/** A word of many titles: one of the titles' tails (scale-seed.ts TITLE_TAILS) and of the body words. */
const TITLE_WORD = '후기';

/** The searches measured, as the web app sends them (a guest: no member's popular-word count is written). */
const SEARCHES: readonly Search[] = [
  {
    label: `(a) A rare two-syllable word inside a compound: “${inside}” (of “${compound}”, only in the oldest post)`,
    short: `(a) ${inside}`,
    rare: true,
    path: (board) => `/boards/${board}/search?q=${q(inside)}`,
    expect: { oldest: true },
  },
  {
    label: `(b) A rare word of six grams: “${compound}”`,
    short: `(b) ${compound}`,
    rare: true,
    path: (board) => `/boards/${board}/search?q=${q(compound)}`,
    expect: { oldest: true },
  },
  {
    label: `(c) A common word: “${common}”, page 1 (20 rows)`,
    short: `(c) ${common}`,
    rare: false,
    path: (board) => `/boards/${board}/search?q=${q(common)}`,
    expect: { rows: 20 },
  },
  {
    label: `(d) A common word and a rare one: “${common} ${marker}”`,
    short: `(d) ${common} ${marker}`,
    rare: true,
    path: (board) => `/boards/${board}/search?q=${q(`${common} ${marker}`)}`,
    expect: { oldest: true },
  },
  {
    label: `(e) Title search, a common title word: “${TITLE_WORD}”, page 1 (20 rows)`,
    short: `(e) title ${TITLE_WORD}`,
    rare: false,
    path: (board) => `/boards/${board}/search?target=title&q=${q(TITLE_WORD)}`,
    expect: { rows: 20 },
  },
  {
    label: `(f) Site search GET /search?q=${inside} (every board the guest may list, 5 rows each)`,
    short: `(f) site ${inside}`,
    rare: true,
    path: () => `/search?q=${q(inside)}`,
    expect: { oldest: true },
  },
  {
    label: `(f) Site search GET /search?q=${common}`,
    short: `(f) site ${common}`,
    rare: false,
    path: () => `/search?q=${q(common)}`,
    expect: { rows: 5 },
  },
];

interface Measured {
  readonly search: Search;
  readonly samples: Sample[];
  /** Runs whose answer did not hold what it must (the oldest post, or a full page). */
  readonly misses: string[];
}

interface StepResult {
  readonly step: Step;
  readonly boardId: string;
  readonly seeded: ScaleBoardFigures;
  readonly indexer: { readonly ms: number; readonly left: number };
  /** DynamoDB Local's resident memory after seeding, in MB (undefined where /proc cannot tell). */
  readonly dynamoDbRssMb: number | undefined;
  readonly measured: Measured[];
}

type Hit = { id: string };
type BoardAnswer = { items?: Hit[] };
type SiteAnswer = { groups?: { board: { id: string }; items: Hit[] }[] };

/** Whether one answer holds what its search must: a miss's description, or undefined. */
function missOf(search: Search, sample: Sample, boardId: string, oldestPostId: string): string | undefined {
  if (!ok(sample)) return undefined;
  const site = (sample.body as SiteAnswer).groups;
  const rows = site
    ? (site.find((group) => group.board.id === boardId)?.items ?? [])
    : ((sample.body as BoardAnswer).items ?? []);
  if ('oldest' in search.expect)
    return rows.some((row) => row.id === oldestPostId)
      ? undefined
      : `the oldest post not in the first answer (${rows.length} rows)`;
  return rows.length === search.expect.rows ? undefined : `${rows.length} rows, not ${search.expect.rows}`;
}

/**
 * Waits until the stack's indexer has handled every seeded post's two changes (its own item and its body) from
 * the content table's stream: each replaces the post's manifest, whose `v` counts replacements
 * (lambda/search/search-indexer.ts), so a post seeded with v 1 is done at v 3. The newest post first (one read
 * every few seconds; its changes are among the last), then every post.
 */
async function waitForIndexer(
  documents: DynamoDBDocumentClient,
  searchTable: string,
  postIds: readonly string[],
  timeoutMs: number,
): Promise<{ ms: number; left: number }> {
  const started = performance.now();
  const version = (item: Record<string, unknown> | undefined) => Number(item?.v ?? 0);
  const timeLeft = () => timeoutMs - (performance.now() - started);
  const newest = postIds.at(-1) as string;
  let reported = performance.now();
  while (timeLeft() > 0) {
    const out = await documents.send(
      new GetCommand({ TableName: searchTable, Key: searchKeys.manifest(newest) }),
    );
    if (version(out.Item) >= 3) break;
    if (performance.now() - reported > 60_000) {
      reported = performance.now();
      say(`  the indexer is still reading the seeded changes (${seconds(performance.now() - started)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  let left = [...postIds];
  while (left.length > 0) {
    const chunks: string[][] = [];
    for (let i = 0; i < left.length; i += BATCH_GET_MAX) chunks.push(left.slice(i, i + BATCH_GET_MAX));
    const done = new Set<string>();
    for (let i = 0; i < chunks.length; i += 4) {
      const reads = await Promise.all(
        chunks.slice(i, i + 4).map((chunk) =>
          batchGet(
            documents,
            searchTable,
            chunk.map((id) => searchKeys.manifest(id)),
          ),
        ),
      );
      for (const item of reads.flat()) if (version(item) >= 3) done.add(String(item.pk).slice('D#'.length));
    }
    left = left.filter((id) => !done.has(id));
    if (left.length === 0 || timeLeft() <= 0) break;
    say(`  ${left.length.toLocaleString('en-US')} posts not yet read by the indexer`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  return { ms: performance.now() - started, left: left.length };
}

/** A process's resident memory in MB, from /proc (Linux). */
function residentMb(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(file)) return undefined;
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(file, 'utf8'))?.[1];
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
}

async function measureStep(step: Step, options: SearchBenchOptions): Promise<StepResult> {
  const boardId = `scale-${step.size}`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'xe-bench-search-'));
  say(
    `${stepLabel(step)}: starting a fresh local stack (no site; DynamoDB Local in memory); work folder ${work}`,
  );
  const stack = await startStack(work, { args: ['--dynamodb-in-memory'] });
  try {
    const ready: LocalStackReady = stack.ready;
    const documents = localDocumentClient(ready);
    const tables = { content: ready.tables.content, search: ready.tables.search };
    let seeded: ScaleBoardFigures;
    let indexer: StepResult['indexer'];
    let dynamoDbRssMb: number | undefined;
    try {
      say(`  seeding ${boardId} with its search items, ${options.writers} writers`);
      let reported = 0;
      seeded = await writeScaleBoard(
        documents,
        tables,
        {
          boardId,
          posts: step.size,
          // The newest seeded post a minute ago, as the scale benchmark seeds.
          newest: new Date(Date.now() - 60_000),
          search: true,
          ...(step.wordsPerPost === undefined ? {} : { wordsPerPost: step.wordsPerPost }),
        },
        {
          writers: options.writers,
          onProgress: (written) => {
            if (written - reported < 500_000) return;
            reported = written;
            say(`  ${written.toLocaleString('en-US')} items`);
          },
        },
      );
      dynamoDbRssMb = residentMb(ready.pids.dynamodb);
      say(
        `  ${seeded.items.toLocaleString('en-US')} items (${seeded.searchItems.toLocaleString('en-US')} in the search table) in ${seconds(seeded.ms)} (${Math.round((seeded.items / seeded.ms) * 1000)}/s, ${seeded.retries} retries); DynamoDB Local ${dynamoDbRssMb ?? '?'} MB resident`,
      );
      say('  waiting for the indexer to read the seeded changes from the stream');
      indexer = await waitForIndexer(documents, tables.search, seeded.postIds, options.waitMs);
      say(
        `  ${indexer.left === 0 ? 'every change read' : `gave up with ${indexer.left} posts left`} after ${seconds(indexer.ms)}`,
      );
    } finally {
      documents.destroy();
    }

    const client = new BenchClient(ready);
    const measured: Measured[] = SEARCHES.map((search) => ({ search, samples: [], misses: [] }));
    // One answer of each first, not counted: the function's first read of the board's record and the JIT.
    for (const row of measured) await timed(client, 'GET', row.search.path(boardId));
    say(`  measuring: ${options.runs} runs of each search, in turn`);
    for (let run = 0; run < options.runs; run += 1) {
      for (const row of measured) {
        const sample = await timed(client, 'GET', row.search.path(boardId));
        row.samples.push(sample);
        const miss = missOf(row.search, sample, boardId, seeded.oldestPostId);
        if (miss) row.misses.push(miss);
      }
    }
    const result = { step, boardId, seeded, indexer, dynamoDbRssMb, measured };
    printStep(result);
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
    return result;
  } finally {
    await stack.stop();
  }
}

/** The nearest-rank percentile of the successful runs' times, in ms. */
function percentile(samples: readonly Sample[], p: number): number {
  const times = samples
    .filter(ok)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  if (times.length === 0) return Number.NaN;
  return times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] as number;
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');

/** Each distinct value a figure took over the runs, e.g. the operations ("BatchGetItem=3 Query=1"). */
function distinct(samples: readonly Sample[], pick: (count: DynamoDbCallCount) => string): string {
  const values = [
    ...new Set(samples.filter(ok).flatMap((sample) => (sample.count ? [pick(sample.count)] : []))),
  ];
  return values.length === 0 ? 'n/a' : values.join(' / ');
}

const operations = (count: DynamoDbCallCount) =>
  Object.entries(count.operations)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${name}=${n}`)
    .join(' ');

/** Read units by table: what the postings cost (search) and what checking the candidates cost (content). */
const readsByTable = (count: DynamoDbCallCount) =>
  Object.entries(count.capacity?.byTarget ?? {})
    .filter(([, units]) => units.read > 0)
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([target, units]) => `${target} ${units.read}`)
    .join(' + ');

/** The figures compared between sizes: calls, round trips and read units. */
const cost = (measured: Measured) => ({
  calls: figure(measured.samples, (c) => c.calls),
  roundTrips: figure(measured.samples, (c) => c.roundTrips),
  rcu: figure(measured.samples, units('read')),
});

function rowFigures(measured: Measured): (string | number)[] {
  const { calls, roundTrips, rcu } = cost(measured);
  return [
    ms(percentile(measured.samples, 50)),
    ms(percentile(measured.samples, 95)),
    calls,
    roundTrips,
    distinct(measured.samples, operations),
    rcu,
    distinct(measured.samples, readsByTable),
    failures(measured.samples),
    measured.misses.length === 0
      ? 'yes'
      : `no: ${measured.misses.length} of ${measured.samples.length} (${measured.misses[0]})`,
  ];
}

const HEADER = [
  'p50 ms',
  'p95 ms',
  'DynamoDB calls',
  'Round trips',
  'Operations',
  'RCU',
  'RCU by table',
  'Failures',
  'Answer as expected',
];

function printStep(result: StepResult): void {
  console.log(
    `\n${stepLabel(result.step)} (${result.boardId}):\n${table(
      ['Search', ...HEADER],
      result.measured.map((measured) => [measured.search.short, ...rowFigures(measured)]),
    )}\n`,
  );
}

/** Compares two steps search by search: equal calls, round trips and read units, or what differed. */
function compare(a: StepResult, b: StepResult, only: (search: Search) => boolean = () => true) {
  const same: string[] = [];
  const differ: string[] = [];
  a.measured.forEach((measured, index) => {
    if (!only(measured.search)) return;
    const other = b.measured[index] as Measured;
    const [x, y] = [cost(measured), cost(other)];
    if (x.calls === y.calls && x.roundTrips === y.roundTrips && x.rcu === y.rcu)
      same.push(measured.search.short);
    else
      differ.push(
        `${measured.search.short} (calls ${x.calls} → ${y.calls}, round trips ${x.roundTrips} → ${y.roundTrips}, RCU ${x.rcu} → ${y.rcu})`,
      );
  });
  return { same, differ };
}

function searchSection(
  results: readonly StepResult[],
  options: SearchBenchOptions,
  context: {
    startedAt: Date;
    loadAtStart: string;
    loadAtEnd: string;
    host: ReturnType<typeof machine>;
    ms: number;
  },
): string {
  const reduced = results.filter((result) => result.step.wordsPerPost !== undefined);
  const controls = results.filter((result) => result.step.wordsPerPost === undefined);
  const sized = reduced.length > 0 ? reduced : controls;
  const verdict: string[] = [];
  const smallest = sized[0];
  const largest = sized.at(-1);
  if (smallest && largest && smallest !== largest) {
    const [from, to] = [sizeLabel(smallest.step.size), sizeLabel(largest.step.size)];
    const rare = compare(smallest, largest, (search) => search.rare);
    const commonWords = compare(smallest, largest, (search) => !search.rare);
    verdict.push(
      `- Rare grams, ${from} → ${to} posts: the same calls, round trips and RCU for ${rare.same.length > 0 ? inWords(rare.same) : 'none'}; different: ${rare.differ.length > 0 ? rare.differ.join('; ') : 'none'}.`,
      `- Common words, ${from} → ${to} posts: the same for ${commonWords.same.length > 0 ? inWords(commonWords.same) : 'none'}; different: ${commonWords.differ.length > 0 ? commonWords.differ.join('; ') : 'none'} (a common word's page reads the newest matching posts, whose bodies differ in size from board to board).`,
    );
  }
  for (const control of controls) {
    const twin = reduced.find((result) => result.step.size === control.step.size);
    if (!twin) continue;
    const against = compare(control, twin);
    verdict.push(
      `- Control at ${sizeLabel(control.step.size)} posts, all 75 words a post against ${twin.step.wordsPerPost}: the same calls, round trips and RCU for ${against.same.length > 0 ? inWords(against.same) : 'none'}; different: ${against.differ.length > 0 ? against.differ.join('; ') : 'none'}.`,
    );
  }
  const misses = results.flatMap((result) =>
    result.measured
      .filter((measured) => measured.misses.length > 0)
      .map((measured) => `${measured.search.short} at ${stepLabel(result.step)} (${measured.misses[0]})`),
  );
  verdict.push(
    `- Every answer held what it must (the oldest post on the first answer for (a), (b), (d) and the site search of ${inside}; a full page for the others): ${misses.length === 0 ? 'yes' : `no: ${misses.join('; ')}`}.`,
  );
  if (largest) {
    const slow = largest.measured.filter((measured) => !(percentile(measured.samples, 50) <= 200));
    verdict.push(
      `- p50 ≤ 200 ms at ${stepLabel(largest.step)}: ${slow.length === 0 ? 'every search' : `not for ${inWords(slow.map((measured) => measured.search.short))}`}.`,
    );
  }

  const seeding = table(
    [
      'Board',
      'Items (search table)',
      'Seeding',
      'Items/s',
      'Indexer caught up after',
      'DynamoDB Local resident',
    ],
    results.map((result) => [
      stepLabel(result.step),
      `${result.seeded.items.toLocaleString('en-US')} (${result.seeded.searchItems.toLocaleString('en-US')}, ${(result.seeded.searchItems / result.seeded.postIds.length).toFixed(1)} a post)`,
      seconds(result.seeded.ms),
      Math.round((result.seeded.items / result.seeded.ms) * 1000),
      result.indexer.left === 0
        ? `${seconds(result.indexer.ms)} more`
        : `not within ${seconds(result.indexer.ms)}: ${result.indexer.left} posts left (measured anyway)`,
      result.dynamoDbRssMb === undefined ? 'n/a' : `${(result.dynamoDbRssMb / 1024).toFixed(1)} GB`,
    ]),
  );
  const rows = SEARCHES.flatMap((search, index) =>
    results.map((result, at) => [
      at === 0 ? search.label : '',
      stepLabel(result.step),
      ...rowFigures(result.measured[index] as Measured),
    ]),
  );
  return [
    '## Search at board size (`npm run bench -- --search`)',
    '',
    `> Written by \`npm run bench -- --search\` (bench/search.ts) from one run started ${context.startedAt.toISOString()} on`,
    `> ${context.host.cpu}, ${context.host.memory}, Node ${context.host.node}, commit ${context.host.commit}; load`,
    `> average ${context.loadAtStart} at the start, ${context.loadAtEnd} at the end; the run took ${seconds(context.ms)}`,
    '> (the machine is shared: times vary by tens of percent from run to run; calls, round trips and units do not).',
    '> docs/performance.md, "Search at board size", says what it measures and why the boards draw on fewer words.',
    '',
    'One board a stack: each size is seeded into a fresh local stack (DynamoDB Local in memory) as the scale',
    'benchmark seeds a board (bench/scale-seed.ts: 20 a page, 3 notices, Korean titles and 1–5 KB Korean bodies',
    "by 500 authors), with every post's search items as the indexer would write them (`indexItemsOf`) and, in the",
    `oldest post's body, “${compound}” and “${marker}”, whose grams no other post holds. The stack's own indexer`,
    "then reads every seeded change from the content table's stream (finding each post indexed, it only replaces",
    'its manifest); the searches are measured once it has (the "Indexer caught up" column), so nothing else runs',
    `beside them. Each search ${options.runs} times in turn as a guest through the REST gateway, after one answer`,
    'of each not counted; p50 and p95 are of the times seen by the client; calls, round trips, operations and',
    'consumed read units (RCU; eventually consistent reads are half a unit per 4 KB) are what the local servers',
    'reported for the request (`x-local-dynamodb-*` headers, docs/local-vs-aws.md), a range or a list where runs',
    'differed (every 30 s the function reads the board\'s record again: one GetItem more). "RCU by table": search',
    'is the postings read, content the posts, bodies and view counters read to check and show the candidates.',
    '',
    seeding,
    '',
    ...verdict,
    '',
    table(['Search', 'Board', ...HEADER], rows),
  ].join('\n');
}

/** Runs the search benchmark (bench/run.ts hands `--search` here). */
export async function runSearch(args: readonly string[]): Promise<void> {
  const options = parseSearchOptions(args);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const host = machine();
  const startedAt = new Date();
  const started = performance.now();
  const loadAtStart = host.load();
  say(`search: ${options.steps.map(stepLabel).join('; ')}`);
  const results: StepResult[] = [];
  for (const step of options.steps) results.push(await measureStep(step, options));
  const section = searchSection(results, options, {
    startedAt,
    loadAtStart,
    loadAtEnd: host.load(),
    host,
    ms: performance.now() - started,
  });
  writeReportSection(options.out, 'search', section);
  say(`wrote the search section of ${path.relative(repositoryRoot, options.out)}`);
  const misses = results.flatMap((result) =>
    result.measured.filter((measured) => measured.misses.length > 0),
  );
  if (misses.length > 0)
    throw new Error(
      `Searches that did not answer what they must: ${misses.map((m) => `${m.search.short}: ${m.misses[0]}`).join('; ')}`,
    );
}
