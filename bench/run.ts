/**
 * `npm run bench`: one benchmark run of the site on this machine, written to bench/report.md (and the charts
 * next to it). Not part of `npm test`; docs/performance.md says what each figure means and what it is held to.
 *
 *   npm run bench                               the full run (about 10 minutes on 2 cores)
 *   npm run bench -- --npm-test-seconds 812     adds npm test's time measured elsewhere (or NPM_TEST_SECONDS)
 *   npm run bench -- --seconds 5 --lighthouse-runs 1 --skip-synth    a quick look, not for the report
 *
 * It builds the web app (under /tmp/web-dist.lock) and serves its own copy, starts the local stack on the
 * ports of the environment (PORT, LOCAL_*_PORT, as `npm start`) with a fresh data folder, measures, and
 * stops everything it started.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { boardListKeys } from '../lambda/board-lists/board-list-keys';
import type { DynamoDbCallCount } from '../local/shared/dynamodb-calls';
import { fromRepositoryRoot, repositoryRoot } from '../local/shared/repository-root';
import type { LocalStackReady } from '../local/stack/start';
import { stopStackProcess, waitForFile } from '../test/stack/support/process';
import { BenchClient, MENU_TREE_ONLY, loadMenusLevelByLevel, type MenuLoading } from './api';
import { barChart } from './charts';
import { lighthouseMobile, type LighthouseFigures } from './lighthouse-mobile';
import { dynamoDbQueryTarget, load, type LoadFigures, type LoadTarget } from './load';
import { measurePages, type PageFigures } from './pages';
import { kib, runCommand, seconds, table } from './support';

interface Options {
  readonly seconds: number;
  readonly connections: number;
  readonly lighthouseRuns: number;
  readonly skipSynth: boolean;
  readonly npmTestSeconds: number | undefined;
  readonly out: string;
}

function parseOptions(args: readonly string[]): Options {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const number = (flag: string, fallback: number | undefined) => {
    const text = value(flag);
    if (text === undefined) return fallback;
    const parsed = Number(text);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${flag} needs a positive number`);
    return parsed;
  };
  const envTest = process.env.NPM_TEST_SECONDS ? Number(process.env.NPM_TEST_SECONDS) : undefined;
  return {
    seconds: number('--seconds', 30) as number,
    connections: number('--connections', 50) as number,
    lighthouseRuns: number('--lighthouse-runs', 3) as number,
    skipSynth: args.includes('--skip-synth'),
    npmTestSeconds: number('--npm-test-seconds', Number.isFinite(envTest) ? envTest : undefined),
    out: path.resolve(value('--out') ?? fromRepositoryRoot('bench', 'report.md')),
  };
}

const say = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function machine() {
  const cpus = os.cpus();
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: repositoryRoot, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  };
  return {
    cpu: `${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    commit: `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain', '--untracked-files=no']) ? ' + uncommitted changes in the tree' : ''}`,
    load: () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / '),
  };
}

/** The web build under the lock every build of frontend/dist takes, copied for the stack to serve. */
async function buildWeb(distCopy: string, logFile: string): Promise<{ ms: number; ok: boolean }> {
  const script = [
    'start=$(date +%s%3N)',
    'npm run build:web >&2; code=$?',
    'end=$(date +%s%3N)',
    `[ $code -eq 0 ] && cp -r frontend/dist "${distCopy}"`,
    'echo "$start $end $code"',
  ].join('; ');
  const run = await runCommand('flock', ['/tmp/web-dist.lock', 'sh', '-c', script], { logFile });
  const [start, end, code] = run.stdout.trim().split('\n').pop()?.split(' ').map(Number) ?? [];
  return { ms: (end ?? 0) - (start ?? 0), ok: code === 0 && existsSync(path.join(distCopy, 'index.html')) };
}

/** index.html's scripts and modulepreloads: what every route fetches before its first render. */
function entryAssets(distDir: string): { file: string; gzipBytes: number }[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [
    ...[...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1] as string),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1] as string),
  ];
  return files.map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
}

const LAMBDA_BUNDLES_SCRIPT = 'bench/lambda-bundles.ts';

/** The Lambda bundle section: bench/lambda-bundles.ts prints it as Markdown. */
async function lambdaBundles(logFile: string): Promise<string> {
  if (!existsSync(fromRepositoryRoot(LAMBDA_BUNDLES_SCRIPT))) {
    return [
      `> **Hook, not measured in this run:** \`${LAMBDA_BUNDLES_SCRIPT}\` is not in the tree. When it is, this`,
      '> section is its output: per Lambda the bundle size, its largest packages (esbuild metafile) and its module',
      '> load time beside an empty handler’s.',
    ].join('\n');
  }
  const run = await runCommand(process.execPath, ['--import', 'tsx', LAMBDA_BUNDLES_SCRIPT], {
    logFile,
    timeoutMs: 15 * 60_000,
  });
  if (run.code !== 0)
    return `> \`${LAMBDA_BUNDLES_SCRIPT}\` failed (exit ${run.code}); its output is in the run's log.`;
  return run.stdout.trim();
}

async function startStack(work: string, distCopy: string) {
  const readyFile = path.join(work, 'ready.json');
  const logFile = path.join(work, 'stack.log');
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'local/stack/start.ts',
      '--reset',
      '--data-dir',
      path.join(work, 'data'),
      '--ready-file',
      readyFile,
      '--web-dist',
      '--web-dist-dir',
      distCopy,
    ],
    {
      cwd: repositoryRoot,
      env: process.env,
      stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    },
  );
  await waitForFile(readyFile, child, logFile, 300_000);
  const readyMs = performance.now() - started;
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as LocalStackReady;
  say(`stack ready in ${seconds(readyMs)} (pid ${child.pid}); log ${logFile}`);
  return { child, ready, readyMs, logFile };
}

interface RouteCount {
  readonly label: string;
  readonly count: DynamoDbCallCount | undefined;
}

const show = (count: DynamoDbCallCount | undefined) =>
  count
    ? `${count.calls} | ${count.roundTrips} | ${Object.entries(count.operations)
        .map(([operation, calls]) => `${operation} ×${calls}`)
        .join(', ')}`
    : 'not reported | | ';

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // The SDK's notice about its 2027 Node floor is in the README; it would only clutter the bench's output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const work = mkdtempSync(path.join(os.tmpdir(), 'xe-bench-'));
  const logFile = path.join(work, 'bench.log');
  const startedAt = new Date();
  const host = machine();
  const loadAtStart = host.load();
  say(`work folder ${work}`);

  say('building the web app (npm run build:web, under /tmp/web-dist.lock)');
  const distCopy = path.join(work, 'dist');
  const build = await buildWeb(distCopy, logFile);
  if (!build.ok) throw new Error(`npm run build:web failed; see ${logFile}`);

  say('Lambda bundles');
  const bundles = await lambdaBundles(logFile);

  let synth = 'not measured in this run';
  if (!options.skipSynth) {
    say('cdk synth -c stage=dev');
    const run = await runCommand(
      'node_modules/.bin/cdk',
      ['synth', '-c', 'stage=dev', '-o', path.join(work, 'cdk.out'), '-q'],
      { logFile, timeoutMs: 15 * 60_000 },
    );
    synth = run.code === 0 ? seconds(run.ms) : `failed (exit ${run.code}) after ${seconds(run.ms)}`;
  }

  say('starting the local stack (what npm start runs, --web-dist, fresh data)');
  const stack = await startStack(work, distCopy);
  let stopped = false;
  const stopStack = async () => {
    if (stopped) return;
    stopped = true;
    await stopStackProcess(stack.child);
  };
  process.once('SIGINT', () => void stopStack().then(() => process.exit(130)));

  try {
    const client = new BenchClient(stack.ready);
    const [adminToken, memberToken] = await Promise.all([client.idToken('admin'), client.idToken('member')]);

    // Content the reads and writes use: a seeded post, and a board of the bench's own for the writes.
    const seededList = await client.rest<{ items: { id: string }[] }>('GET', '/boards/free/posts');
    const postId = seededList.body.items[0]?.id;
    if (!postId) throw new Error('The seeded free board has no post');
    const benchBoard = 'bench';
    const created = await client.rest('POST', '/admin/boards', {
      token: adminToken,
      body: {
        id: benchBoard,
        name: 'Benchmark',
        description: 'Posts written by npm run bench',
        postsPerPage: 20,
        categories: [],
        permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
      },
    });
    if (created.status !== 201) throw new Error(`Creating the bench board answered ${created.status}`);
    const benchPost = await client.rest<{ id: string }>('POST', `/boards/${benchBoard}/posts`, {
      token: memberToken,
      body: { title: 'Commented by the benchmark', body: 'Comments under load land here.' },
    });
    const benchPostId = benchPost.body.id;

    say('pages in Chromium: requests, DynamoDB calls, first-render JS');
    const pages = [
      { label: 'Home', path: '/' },
      { label: 'Board (free)', path: '/board/free' },
      { label: 'Post', path: `/board/free/${postId}` },
    ];
    const pageFigures = await measurePages(stack.ready, distCopy, pages);

    say('DynamoDB calls per API request (warm)');
    const warmCount = async (label: string, run: () => Promise<{ count: DynamoDbCallCount | undefined }>) => {
      await run();
      return { label, count: (await run()).count } satisfies RouteCount;
    };
    const routeCounts: RouteCount[] = [
      await warmCount('GraphQL menuTree', () => client.graphql(MENU_TREE_ONLY)),
      await warmCount('GET /home', () => client.rest('GET', '/home')),
      await warmCount('GET /boards/free/posts', () => client.rest('GET', '/boards/free/posts')),
      await warmCount('GET /boards/free/posts?page=2', () => client.rest('GET', '/boards/free/posts?page=2')),
      await warmCount(`GET /posts/{id}`, () => client.rest('GET', `/posts/${postId}`)),
      await warmCount(`GET /posts/{id} (member)`, () =>
        client.rest('GET', `/posts/${postId}`, { token: memberToken }),
      ),
      await warmCount(`GET /posts/{id}/comments`, () => client.rest('GET', `/posts/${postId}/comments`)),
      await warmCount('POST /boards/{id}/posts', () =>
        client.rest('POST', `/boards/${benchBoard}/posts`, {
          token: memberToken,
          body: { title: 'Counted write', body: 'One post to count its calls.' },
        }),
      ),
      await warmCount('POST /posts/{id}/comments', () =>
        client.rest('POST', `/posts/${benchPostId}/comments`, {
          token: memberToken,
          body: { body: 'One comment to count its calls.' },
        }),
      ),
    ];
    const menuTree = routeCounts[0]?.count;
    const levelByLevel = await loadMenusLevelByLevel(client);

    let lighthouse: LighthouseFigures[] = [];
    let lighthouseProblem = 'Not measured in this run (--lighthouse-runs 0).';
    if (options.lighthouseRuns > 0 && stack.ready.site) {
      say(`Lighthouse mobile, ${options.lighthouseRuns} run(s) per page`);
      try {
        lighthouse = await lighthouseMobile(stack.ready.site, pages, {
          runs: options.lighthouseRuns,
          workDir: work,
          logFile,
        });
      } catch (error) {
        lighthouseProblem = `Not measured: ${(error as Error).message.replace(work, '<work folder>')}.`;
      }
    }

    say(`load: ${options.connections} connections × ${options.seconds} s per route`);
    const rowsList = boardListKeys.list('free');
    const dynamoTarget = dynamoDbQueryTarget(stack.ready.endpoints.dynamodb, stack.ready.config.region, {
      TableName: stack.ready.tables.content,
      IndexName: rowsList.index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': rowsList.partitionAttribute },
      ExpressionAttributeValues: { ':pk': { S: rowsList.partition } },
      ScanIndexForward: false,
      Limit: 20,
    });
    const probe = await fetch(dynamoTarget.url, {
      method: 'POST',
      headers: dynamoTarget.headers,
      body: dynamoTarget.body,
    });
    if (!probe.ok)
      throw new Error(`DynamoDB Local refused the bench Query: ${probe.status} ${await probe.text()}`);
    const rest = (label: string, pathName: string, extra: Partial<LoadTarget> = {}): LoadTarget => ({
      label,
      url: client.restUrl(pathName),
      ...extra,
    });
    const member = { authorization: memberToken, 'content-type': 'application/json' };
    const targets: { target: LoadTarget; calls: number | undefined }[] = [
      { target: dynamoTarget, calls: 1 },
      {
        target: {
          label: 'menuTree (GraphQL)',
          url: stack.ready.config.graphql.endpoint,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': stack.ready.config.graphql.apiKey },
          body: JSON.stringify({ query: MENU_TREE_ONLY }),
        },
        calls: menuTree?.calls,
      },
      { target: rest('Board list', '/boards/free/posts'), calls: routeCounts[2]?.count?.calls },
      { target: rest('Post page (post)', `/posts/${postId}`), calls: routeCounts[4]?.count?.calls },
      {
        target: rest('Create post', `/boards/${benchBoard}/posts`, {
          method: 'POST',
          headers: member,
          body: JSON.stringify({ title: 'Written under load', body: 'By npm run bench.' }),
        }),
        calls: routeCounts[7]?.count?.calls,
      },
      {
        target: rest('Create comment', `/posts/${benchPostId}/comments`, {
          method: 'POST',
          headers: member,
          body: JSON.stringify({ body: 'Written under load by npm run bench.' }),
        }),
        calls: routeCounts[8]?.count?.calls,
      },
    ];
    const loadFigures: { figures: LoadFigures; calls: number | undefined }[] = [];
    for (const { target, calls } of targets) {
      say(`  ${target.label}`);
      loadFigures.push({
        figures: await load(target, { connections: options.connections, seconds: options.seconds }),
        calls,
      });
    }
    await stopStack();
    const loadAtEnd = host.load();

    writeReport({
      options,
      host,
      startedAt,
      loadAtStart,
      loadAtEnd,
      bundles,
      buildMs: build.ms,
      synth,
      lighthouseProblem,
      readyMs: stack.readyMs,
      stackOwnReadyMs: stack.ready.readyInMs,
      pageFigures,
      routeCounts,
      menuTree,
      levelByLevel,
      loadFigures,
      lighthouse,
      entry: entryAssets(distCopy),
    });
    say(`wrote ${path.relative(repositoryRoot, options.out)}`);
    rmSync(work, { recursive: true, force: true });
  } finally {
    await stopStack();
  }
}

interface ReportInput {
  options: Options;
  host: ReturnType<typeof machine>;
  startedAt: Date;
  loadAtStart: string;
  loadAtEnd: string;
  bundles: string;
  buildMs: number;
  synth: string;
  lighthouseProblem: string;
  readyMs: number;
  stackOwnReadyMs: number;
  pageFigures: PageFigures[];
  routeCounts: RouteCount[];
  menuTree: DynamoDbCallCount | undefined;
  levelByLevel: MenuLoading;
  loadFigures: { figures: LoadFigures; calls: number | undefined }[];
  lighthouse: LighthouseFigures[];
  entry: { file: string; gzipBytes: number }[];
}

function writeReport(input: ReportInput): void {
  const { options } = input;
  const outDir = path.dirname(options.out);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const dynamoRate = input.loadFigures[0]?.figures.requestsPerSecond ?? Number.NaN;
  const ceilingOf = (calls: number | undefined) => (calls ? dynamoRate / calls : Number.NaN);
  const percent = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)} %` : 'n/a');
  const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');

  const loadRows = input.loadFigures.slice(1).map(({ figures, calls }) => {
    const ceiling = ceilingOf(calls);
    return {
      figures,
      calls,
      ceiling,
      ratio: figures.requestsPerSecond / ceiling,
    };
  });
  writeFileSync(
    path.join(outDir, 'load.svg'),
    barChart({
      title: `Requests/s at ${options.connections} connections (local stack, one run)`,
      unit: 'req/s',
      series: ['measured', 'ceiling implied by its DynamoDB calls'],
      rows: loadRows.map((row) => ({
        label: row.figures.label,
        values: [row.figures.requestsPerSecond, row.ceiling],
      })),
    }),
  );
  if (input.lighthouse.length > 0) {
    writeFileSync(
      path.join(outDir, 'lighthouse.svg'),
      barChart({
        title: 'Lighthouse mobile performance score (median)',
        unit: '',
        series: ['performance', 'LCP (s × 10)'],
        rows: input.lighthouse.map((row) => ({
          label: row.label,
          values: [row.performance, row.lcpMs / 100],
        })),
      }),
    );
  }

  const pageRows = input.pageFigures.map((page) => {
    const calls = (visit: PageFigures['first']) => sum(visit.requests.map((r) => r.calls));
    const trips = Math.max(0, ...page.warm.requests.map((r) => r.roundTrips));
    return [
      `${page.label} \`${page.path.replace(/[0-9a-f-]{20,}/, '{postId}')}\``,
      page.warm.requests.length,
      calls(page.first),
      calls(page.warm),
      trips,
    ];
  });
  const pageDetail = input.pageFigures.flatMap((page) => [
    '',
    `**${page.label}** (warm visit):`,
    '',
    table(
      ['Request', 'Status', 'DynamoDB calls', 'Round trips', 'Operations'],
      page.warm.requests.map((r) => [
        r.name.replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/, '{postId}'),
        r.status,
        r.calls,
        r.roundTrips,
        r.operations,
      ]),
    ),
  ]);
  const scriptsOf = (page: PageFigures) => {
    const unique = new Map(page.first.scripts.map((s) => [s.file, s.gzipBytes]));
    return [...unique.entries()];
  };
  const entryBytes = sum(input.entry.map((asset) => asset.gzipBytes));
  const jsRows = input.pageFigures.map((page) => {
    const scripts = scriptsOf(page);
    const largest = [...scripts].sort(([, a], [, b]) => b - a).slice(0, 4);
    return [
      page.label,
      `${input.entry.length} files, ${kib(entryBytes)}`,
      scripts.length,
      kib(sum(scripts.map(([, bytes]) => bytes))),
      largest.map(([file, bytes]) => `${file.replace(/^assets\//, '')} ${kib(bytes)}`).join('<br>'),
    ];
  });

  const home = input.pageFigures[0];
  const headline = [
    `- DynamoDB round trips per request on a warm function: board list ${input.routeCounts[2]?.count?.roundTrips ?? '?'}, post ${input.routeCounts[4]?.count?.roundTrips ?? '?'} (guest) / ${input.routeCounts[5]?.count?.roundTrips ?? '?'} (member), menuTree ${input.menuTree?.calls ?? '?'} call in ${input.menuTree?.roundTrips ?? '?'} round trip.`,
    `- Menu: menuTree is 1 request and ${input.menuTree?.calls ?? '?'} DynamoDB call; loading it level by level is ${input.levelByLevel.requests} requests in ${input.levelByLevel.levels} sequential levels and ${input.levelByLevel.calls} calls.`,
    `- Load (${options.connections} connections, ${options.seconds} s): ${loadRows
      .map(
        (row) =>
          `${row.figures.label} ${round(row.figures.requestsPerSecond)} req/s (p99 ${row.figures.p99Ms} ms)`,
      )
      .join(', ')}; DynamoDB Local alone ${round(dynamoRate)} Queries/s.`,
    `- First-render JS (index.html's scripts and modulepreloads, every route): ${kib(entryBytes)} gzip in ${input.entry.length} files${home ? `; \`/\` loads ${jsRows[0]?.[3]} in ${jsRows[0]?.[2]} JS files in all until its network is quiet` : ''}.`,
    ...(input.lighthouse.length
      ? [
          `- Lighthouse mobile performance: ${input.lighthouse
            .map((row) => `${row.label} ${row.performance} (LCP ${(row.lcpMs / 1000).toFixed(1)} s)`)
            .join(', ')}.`,
        ]
      : []),
  ];

  const report = [
    '# Benchmark report',
    '',
    `> Written by \`npm run bench\` (bench/run.ts) from one run started ${input.startedAt.toISOString()}.`,
    '> **The machine is shared and noisy** (other jobs ran beside this one; load average at the start and the end',
    '> below), so timings and throughput vary from run to run by tens of percent; request and DynamoDB call',
    '> counts, bundle sizes and JS bytes do not. docs/performance.md explains each figure and its target.',
    '',
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['CPU', input.host.cpu],
        ['Memory', input.host.memory],
        ['OS', input.host.os],
        ['Node', input.host.node],
        ['Commit', input.host.commit],
        ['Date', input.startedAt.toISOString().slice(0, 10)],
        ['Load average (1/5/15 min) at start', input.loadAtStart],
        ['Load average at end', input.loadAtEnd],
      ],
    ),
    '',
    '## Headlines',
    '',
    ...headline,
    '',
    '## Lambda bundles',
    '',
    input.bundles,
    '',
    '## Requests and DynamoDB calls per page',
    '',
    'Each page opened as a guest in Chromium on the production build, in a fresh browser context, three times in',
    'a row: the first visit meets functions and caches as the earlier steps left them; "warm" is whichever of',
    'the next two made fewer DynamoDB calls (kept entries live 30 s, the home page 10 s, from the read that',
    'filled them, and a visit can take 10 s on a busy machine, so one of two may meet an entry just expired).',
    'Calls and round trips are counted by the local servers (x-local-dynamodb-* headers, docs/local-vs-aws.md);',
    'requests the page makes later (e.g. on scrolling) are not in it.',
    '',
    table(
      [
        'Page',
        'API requests',
        'DynamoDB calls (first visit)',
        'DynamoDB calls (warm)',
        'Most round trips in one request (warm)',
      ],
      pageRows,
    ),
    ...pageDetail,
    '',
    '**Per API request**, the second of two in a row (a warm function):',
    '',
    table(
      ['Request', 'DynamoDB calls', 'Round trips', 'Operations'],
      input.routeCounts.map((route) => [route.label, ...show(route.count).split(' | ')]),
    ),
    '',
    '**The menu**: `menuTree` against loading it level by level (`listMenus` for the top level, then one per',
    'menu of levels 1 and 2, each level after the previous one answered):',
    '',
    table(
      ['', 'GraphQL requests', 'Sequential request levels', 'DynamoDB calls', 'Menus'],
      [
        ['menuTree', 1, 1, input.menuTree?.calls ?? 'n/a', 'the whole tree'],
        [
          'listMenus per parent',
          input.levelByLevel.requests,
          input.levelByLevel.levels,
          input.levelByLevel.calls,
          input.levelByLevel.menus,
        ],
      ],
    ),
    '',
    '## Throughput and latency under load',
    '',
    `autocannon, ${options.connections} connections, ${options.seconds} s per route, one after another, against the`,
    'local stack (REST gateway and GraphQL server in one Node process, DynamoDB Local in a JVM, all on this',
    'machine with autocannon itself). "DynamoDB Local alone" is the board list\'s rows Query (GSI, 20 items) sent',
    "straight to the emulator at the same concurrency; a route's ceiling is that rate ÷ its DynamoDB calls per",
    'request (writes cost the emulator more than a Query, so their ceiling is optimistic).',
    '',
    table(
      [
        'Route',
        'req/s',
        'p50 ms',
        'p99 ms',
        'Requests',
        'Failures',
        'DynamoDB calls/request',
        'Ceiling req/s',
        'Of ceiling',
      ],
      [
        [
          input.loadFigures[0]?.figures.label ?? 'DynamoDB Local',
          round(dynamoRate),
          input.loadFigures[0]?.figures.p50Ms ?? '',
          input.loadFigures[0]?.figures.p99Ms ?? '',
          input.loadFigures[0]?.figures.requests ?? '',
          input.loadFigures[0]?.figures.failures ?? '',
          1,
          '',
          '',
        ],
        ...loadRows.map((row) => [
          row.figures.label,
          round(row.figures.requestsPerSecond),
          row.figures.p50Ms,
          row.figures.p99Ms,
          row.figures.requests,
          row.figures.failures,
          row.calls ?? 'n/a',
          round(row.ceiling),
          percent(row.ratio),
        ]),
      ],
    ),
    '',
    '![Requests per second against the ceiling](load.svg)',
    '',
    '## First-render JS per route',
    '',
    'First render: the scripts and modulepreloads index.html names, which every route fetches before it can',
    'render (as test/budgets/bundle-size.test.ts counts them). Then every JS file the route fetched in its',
    "first visit (empty browser cache) until nothing had been in flight for 3 s: the route's own screen and",
    'what it loads on its own. Sizes are gzip level 9, as the budget test counts them.',
    '',
    table(['Route', 'First render (entry)', 'JS files loaded', 'gzip total', 'Largest'], jsRows),
    '',
    '## Lighthouse (mobile)',
    '',
    input.lighthouse.length
      ? [
          `npm \`lighthouse\`, default mobile settings, headless Chromium (/usr/bin/chromium), median of ${input.lighthouse[0]?.runs ?? 0} run(s) per page.`,
          '',
          table(
            ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'CLS', 'TBT'],
            input.lighthouse.map((row) => [
              `${row.label} \`${row.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/, '{postId}')}\``,
              row.performance,
              row.accessibility,
              row.bestPractices,
              row.seo,
              `${(row.lcpMs / 1000).toFixed(2)} s`,
              row.cls.toFixed(3),
              `${Math.round(row.tbtMs)} ms`,
            ]),
          ),
          '',
          '![Lighthouse performance](lighthouse.svg)',
        ].join('\n')
      : input.lighthouseProblem,
    '',
    '## Tool times',
    '',
    table(
      ['What', 'Time'],
      [
        ['`npm run build:web`', seconds(input.buildMs)],
        ['`cdk synth -c stage=dev`', input.synth],
        [
          '`npm start` to ready (fresh data folder: tables, pool, seed; --web-dist)',
          `${seconds(input.readyMs)} (the stack's own count: ${seconds(input.stackOwnReadyMs)})`,
        ],
        [
          '`npm test`',
          options.npmTestSeconds === undefined
            ? 'not measured in this run'
            : `${options.npmTestSeconds.toFixed(0)} s (measured outside the bench, given with --npm-test-seconds)`,
        ],
      ],
    ),
    '',
  ].join('\n');
  writeFileSync(options.out, report);
}

main().catch((error: Error) => {
  console.error(`npm run bench failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
