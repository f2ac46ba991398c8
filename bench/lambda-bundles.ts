/**
 * The Lambda bundle section of the benchmark (`npm run bench` runs it; alone:
 * `node --import tsx bench/lambda-bundles.ts [--runs 10]`). Prints Markdown to stdout:
 * per function of the registry its bundle as production builds it (lib/build/lambda-bundle.ts), the largest
 * packages in it (esbuild metafile), and its module load time beside an empty handler's, bundled the same
 * way: the median over fresh Node processes, each timed from spawn to exit, whole process as a cold start
 * pays it, the runs of all bundles interleaved so a busy moment of the machine falls on all of them alike.
 * The size budgets themselves are a test (test/budgets/lambda-bundles.test.ts); timings are only reported.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lambdaHandlers } from '../contracts/registry';
import { tableDefinitions } from '../contracts/tables';
import { bundleLambdas, type LambdaBundle } from '../lib/build/lambda-bundle';
import { repositoryRoot } from '../local/shared/repository-root';

const EMPTY_HANDLER = 'empty-handler';
/**
 * The floor every function stands on: a handler that only creates the DynamoDB document client, as each
 * function does at module scope (the SDK bundled, as docs/architecture.md decides). What a function loads
 * beyond this is its own.
 */
const SDK_FLOOR_HANDLER = 'sdk-floor';
const SDK_FLOOR_SOURCE = [
  "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
  "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';",
  'const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
  "export const handler = async () => client.send(new GetCommand({ TableName: 'floor', Key: { pk: 'x' } }));",
  '',
].join('\n');
const TARGET_KB = 300;
const RATIO_TARGET = 1.5;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number ≥ 1`);
  return value;
}

/** What the functions read when their module loads, as Lambda would set it (values are never used). */
function lambdaEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    AWS_REGION: 'ap-northeast-2',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_SESSION_TOKEN: 'bench',
    SERVICE_NAME: 'bench',
    LOG_LEVEL: 'WARN',
    STAGE: 'bench',
    USER_POOL_ID: 'ap-northeast-2_bench',
    USER_POOL_CLIENT_ID: 'bench',
    GRAPHQL_API_ID: 'bench',
    GRAPHQL_API_KEY_ID: 'bench',
  };
  for (const table of tableDefinitions) env[table.envVar] = `bench-${table.envVar.toLowerCase()}`;
  return env;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One fresh process that imports the module and exits: milliseconds from spawn to exit (wall), and the CPU
 * time the process used (user + system, as it reports at exit), which a busy machine disturbs less.
 */
function loadOnce(runner: string, file: string, env: NodeJS.ProcessEnv): { wall: number; cpu: number } {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [runner, file], { env, encoding: 'utf8' });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`Loading ${path.basename(file)} failed:\n${run.stderr}`);
  return { wall, cpu: Number(run.stdout) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const runs = option('--runs', 10);
  const work = mkdtempSync(path.join(os.tmpdir(), 'lambda-bundles-'));
  try {
    writeFileSync(path.join(work, `${EMPTY_HANDLER}.ts`), 'export const handler = async () => ({});\n');
    // Inside the repository, so that esbuild resolves the SDK from its node_modules; removed below.
    const floorEntry = path.join(repositoryRoot, `.${SDK_FLOOR_HANDLER}-${process.pid}.ts`);
    writeFileSync(floorEntry, SDK_FLOOR_SOURCE);
    const entries: Record<string, string> = {
      [EMPTY_HANDLER]: path.join(work, `${EMPTY_HANDLER}.ts`),
      [SDK_FLOOR_HANDLER]: floorEntry,
    };
    for (const [name, { entry }] of Object.entries(lambdaHandlers)) entries[name] = entry;
    const bundles = await bundleLambdas(entries, repositoryRoot).finally(() =>
      rmSync(floorEntry, { force: true }),
    );

    const files = new Map<string, string>();
    for (const bundle of bundles) {
      const file = path.join(work, `${bundle.name}.mjs`);
      writeFileSync(file, bundle.code);
      files.set(bundle.name, file);
    }
    // Exits right after the import: a module that opens a socket at load must not stretch the timing.
    const runner = path.join(work, 'load.mjs');
    writeFileSync(
      runner,
      [
        'await import(process.argv[2]);',
        'const { user, system } = process.cpuUsage();',
        'process.stdout.write(String((user + system) / 1000));',
        'process.exit(0);',
      ].join('\n'),
    );

    const env = lambdaEnvironment();
    const times = new Map<string, Array<{ wall: number; cpu: number }>>(bundles.map((b) => [b.name, []]));
    for (const bundle of bundles) loadOnce(runner, files.get(bundle.name)!, env); // warm the disk cache
    for (let run = 0; run < runs; run += 1) {
      for (const bundle of bundles)
        times.get(bundle.name)!.push(loadOnce(runner, files.get(bundle.name)!, env));
    }
    const medianOf = (name: string, key: 'wall' | 'cpu') => median(times.get(name)!.map((t) => t[key]));

    const empty = medianOf(EMPTY_HANDLER, 'wall');
    const emptyCpu = medianOf(EMPTY_HANDLER, 'cpu');
    const row = (bundle: LambdaBundle) => {
      const load = medianOf(bundle.name, 'wall');
      const cpu = medianOf(bundle.name, 'cpu');
      const isEmpty = bundle.name === EMPTY_HANDLER || bundle.name === SDK_FLOOR_HANDLER;
      const largest = isEmpty
        ? ''
        : bundle.packages
            .slice(0, 5)
            .map((p) => `${p.name} ${(p.bytes / 1024).toFixed(0)}`)
            .join(', ');
      const size = `${kb(bundle.bytes)}${!isEmpty && bundle.bytes > TARGET_KB * 1024 ? ' (over)' : ''}`;
      const ratio = load / empty;
      const ratioText = `${ratio.toFixed(2)}×${!isEmpty && ratio > RATIO_TARGET ? ' (over)' : ''}`;
      const cpuText = `${cpu.toFixed(0)} (${(cpu / emptyCpu).toFixed(2)}×)`;
      const label =
        bundle.name === EMPTY_HANDLER
          ? 'empty handler (baseline)'
          : bundle.name === SDK_FLOOR_HANDLER
            ? 'DynamoDB client only (the floor)'
            : bundle.name;
      const overFloor = `${(load - medianOf(SDK_FLOOR_HANDLER, 'wall')).toFixed(0)}`;
      return `| ${label} | ${size} | ${largest || '–'} | ${load.toFixed(0)} | ${ratioText} | ${bundle.name === EMPTY_HANDLER ? '–' : overFloor} | ${cpuText} |`;
    };
    const baselines = [EMPTY_HANDLER, SDK_FLOOR_HANDLER];
    const ordered = [
      ...baselines.map((name) => bundles.find((b) => b.name === name)!),
      ...bundles.filter((b) => !baselines.includes(b.name)).sort((a, b) => b.bytes - a.bytes),
    ];
    const lines = [
      `Each function of contracts/registry.ts bundled as production bundles it (minified ESM, AWS SDK inside; the source`,
      `map is a separate file). Load: median of ${runs} fresh \`node\` processes that import the bundle and exit, timed`,
      `from spawn to exit, runs interleaved across the bundles (Node ${process.version}, ${os.cpus().length} cores,`,
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC). Targets: ≤ ${TARGET_KB} KB, load ≤ ${RATIO_TARGET}× the empty`,
      `handler's; "(over)" marks a miss. CPU: the process's own user + system time, median, and its ratio to the`,
      `empty handler's: steadier than wall time when the machine is busy. "Over the floor": load beyond a handler that`,
      `only creates the DynamoDB client, which every function does: the SDK alone sets the ratio's floor.`,
      '',
      '| Function | Bundle | Largest packages (KB in the bundle) | Load, ms | vs empty | Over the floor, ms | CPU, ms (vs empty) |',
      '| --- | ---: | --- | ---: | ---: | ---: | ---: |',
      ...ordered.map(row),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
