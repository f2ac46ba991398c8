/**
 * bench/report.md from one run's figures: tables, headlines and charts. bench/run.ts measures and calls
 * writeReport; this file only turns what was measured into Markdown and SVG.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DynamoDbCallCount } from '../local/shared/dynamodb-calls';
import type { MenuLoading } from './api';
import { barChart } from './charts';
import type { LighthouseFigures } from './lighthouse-mobile';
import type { LoadFigures } from './load';
import type { PageFigures } from './pages';
import type { Options } from './run';
import type { machine } from './stack';
import { kib, seconds, table } from './support';

/**
 * The report's sections written by other runs than the full one (`npm run bench -- --scale`, `-- --search`),
 * each between two markers: a full run keeps them as they are, at the end of the report, and such a run replaces
 * only its own.
 */
export const REPORT_SECTIONS = {
  scale: {
    begin: '<!-- bench-section:scale (written by npm run bench -- --scale; a full run keeps it) -->',
    end: '<!-- /bench-section:scale -->',
  },
  search: {
    begin: '<!-- bench-section:search (written by npm run bench -- --search; a full run keeps it) -->',
    end: '<!-- /bench-section:search -->',
  },
} as const;

type SectionName = keyof typeof REPORT_SECTIONS;

/** The section as it stands in `text` (markers included), or undefined. */
function sectionOf(text: string, name: SectionName): string | undefined {
  const { begin, end } = REPORT_SECTIONS[name];
  const from = text.indexOf(begin);
  const to = text.indexOf(end, from);
  return from >= 0 && to > from ? text.slice(from, to + end.length) : undefined;
}

/** Writes one section of the report (its body without markers), in its place or at the end. */
export function writeReportSection(file: string, name: SectionName, body: string): void {
  const { begin, end } = REPORT_SECTIONS[name];
  const section = `${begin}\n\n${body.trim()}\n\n${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark report\n';
  const current = sectionOf(text, name);
  writeFileSync(file, current ? text.replace(current, () => section) : `${text.trimEnd()}\n\n${section}\n`);
}

/** The full report with the sections other runs wrote into the file before, kept at its end. */
function withKeptSections(report: string, file: string): string {
  if (!existsSync(file)) return report;
  const before = readFileSync(file, 'utf8');
  const kept = (Object.keys(REPORT_SECTIONS) as SectionName[])
    .map((name) => sectionOf(before, name))
    .filter((section): section is string => section !== undefined);
  return kept.length > 0 ? `${report.trimEnd()}\n\n${kept.join('\n\n')}\n` : report;
}

export interface RouteCount {
  readonly label: string;
  readonly count: DynamoDbCallCount | undefined;
}

const show = (count: DynamoDbCallCount | undefined) =>
  count
    ? `${count.calls} | ${count.roundTrips} | ${Object.entries(count.operations)
        .map(([operation, calls]) => `${operation} ×${calls}`)
        .join(', ')}`
    : 'not reported | | ';

export interface ReportInput {
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

export function writeReport(input: ReportInput): void {
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
            .map((row) => `${row.label} ${row.performance} (LCP ${(row.lcpMs / 1000).toFixed(2)} s)`)
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
  writeFileSync(options.out, withKeptSections(report, options.out));
}
