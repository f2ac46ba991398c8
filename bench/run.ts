/**
 * `npm run bench`: one benchmark run of the site on this machine, written to bench/report.md (and the charts
 * next to it). Not part of `npm test`; docs/performance.md says what each figure means and what it is held to.
 *
 *   npm run bench                               the full run (about 10 minutes on 2 cores)
 *   npm run bench -- --npm-test-seconds 812     adds npm test's time measured elsewhere (or NPM_TEST_SECONDS)
 *   npm run bench -- --seconds 5 --lighthouse-runs 1 --skip-synth    a quick look, not for the report
 *   npm run bench -- --scale                    only the cost against board size (bench/scale.ts: 10k and
 *                                               100k posts; --scale-max 1000000 adds a million, for hours)
 *   npm run bench -- --search                   only search against board size (bench/search.ts: 10k and
 *                                               100k posts with their search items; about an hour)
 *
 * It builds the web app (under /tmp/web-dist.lock) and serves its own copy, starts the local stack on the
 * ports of the environment (PORT, LOCAL_*_PORT, as `npm start`) with a fresh data folder, measures, and
 * stops everything it started.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { boardListKeys } from '../lambda/storage/keys/board-list-keys';
import type { DynamoDbCallCount } from '../local/shared/dynamodb-calls';
import { fromRepositoryRoot, repositoryRoot } from '../local/shared/repository-root';
import { BenchClient, MENU_TREE_ONLY, loadMenusLevelByLevel } from './api';
import { lighthouseMobile, type LighthouseFigures } from './lighthouse-mobile';
import { dynamoDbQueryTarget, load, type LoadFigures, type LoadTarget } from './load';
import { measurePages } from './pages';
import { writeReport, type RouteCount } from './report';
import { runScale } from './scale';
import { runSearch } from './search';
import { machine, say, startStack } from './stack';
import { runCommand, seconds } from './support';

export interface Options {
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
  const run = await runCommand(process.execPath, ['--import', 'tsx', LAMBDA_BUNDLES_SCRIPT], {
    logFile,
    timeoutMs: 15 * 60_000,
  });
  if (run.code !== 0)
    return `> \`${LAMBDA_BUNDLES_SCRIPT}\` failed (exit ${run.code}); its output is in the run's log.`;
  return run.stdout.trim();
}

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
  const stack = await startStack(work, { webDist: distCopy });
  const stopStack = stack.stop;

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

const args = process.argv.slice(2);
(args.includes('--search') ? runSearch(args) : args.includes('--scale') ? runScale(args) : main()).catch(
  (error: Error) => {
    console.error(`npm run bench failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
