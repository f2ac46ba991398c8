/**
 * `npm start`: the whole site on this machine, no AWS account (README: Run it locally). Checks prerequisites,
 * starts the local stack (local-stack.ts) with its data under `.local/`, writes frontend/public/config.json,
 * serves the frontend with Vite and prints where everything is. Ctrl-C stops every part it started.
 *   npm start                 keep the data of earlier runs
 *   npm start -- --reset      start from an empty, freshly seeded data folder
 *   npm start -- --log-console   print the handlers' JSON request logs here too (LOG_LEVEL=… does the same);
 *                             otherwise they go to <data folder>/logs/handlers.log and only the lines for
 *                             people (progress, the ready banner, codes, warnings, errors) are printed
 * For the test harness (test/stack/global-setup.ts), which runs the stack as a child process like a developer:
 *   --data-dir <dir>          data folder instead of .local/
 *   --no-web                  no Vite, no config.json (the tests are the clients)
 *   --web-dist                serve the production build (frontend/dist, `npm run build:web`) with Vite's
 *                             preview server instead of the dev server, config.json from memory (browser tests)
 *   --web-dist-dir <dir>      with --web-dist: serve this copy of the build instead (the benchmark serves its
 *                             own copy, so a rebuild of frontend/dist meanwhile does not change what it measures)
 *   --dev-web-port <port>     with --web-dist: also serve the dev server (what `npm start` gives everyone, under
 *                             React's StrictMode) on this port, with its own Vite cache in the data folder, so
 *                             the browser tests can check both builds against one stack
 *   --ready-file <file>       write the stack's endpoints and ids there as JSON once it is ready
 *   --dynamodb-in-memory      DynamoDB Local keeps its tables in memory, lost at stop (`npm run bench -- --scale`
 *                             seeds large boards about three times faster so)
 * Ports: PORT (site, 5173), LOCAL_REST_PORT, LOCAL_GRAPHQL_PORT, LOCAL_COGNITO_PORT, LOCAL_DYNAMODB_PORT,
 * LOCAL_DYNAMODB_PROXY_PORT (the capacity proxy the handlers call DynamoDB Local through; default: a free
 * port); 0 picks a free port (not for the site).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { runtimeConfigSchema } from '../../contracts/runtime-config';
import { assertJava } from '../dynamodb/java';
import { fromRepositoryRoot, repositoryRoot } from '../shared/repository-root';
import { brotliAssets } from './brotli-assets';
import { routeJsonLogsToFile } from './console-routing';
import {
  demoAccounts,
  startLocalStack,
  type LocalStack,
  type LocalStackPorts,
  type SeedAccount,
} from './local-stack';

const defaultDataDir = fromRepositoryRoot('.local');
const configPath = fromRepositoryRoot('frontend', 'public', 'config.json');

/** Each part's port: the variable that sets it and its default (0 = any free port, not for the site). */
const portSettings = {
  web: { variable: 'PORT', fallback: 5173 },
  rest: { variable: 'LOCAL_REST_PORT', fallback: 4010 },
  graphql: { variable: 'LOCAL_GRAPHQL_PORT', fallback: 4020 },
  cognito: { variable: 'LOCAL_COGNITO_PORT', fallback: 9229 },
  dynamodb: { variable: 'LOCAL_DYNAMODB_PORT', fallback: 8765 },
  dynamodbProxy: { variable: 'LOCAL_DYNAMODB_PROXY_PORT', fallback: 0 },
} as const;
type Part = keyof typeof portSettings;

export function portsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Required<LocalStackPorts> & { web: number } {
  const port = ({ variable, fallback }: (typeof portSettings)[Part]) => {
    const value = env[variable];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      throw new Error(`${variable}=${value} is not a TCP port (1-65535, or 0 for any free port).`);
    }
    return parsed;
  };
  return Object.fromEntries(
    (Object.keys(portSettings) as Part[]).map((part) => [part, port(portSettings[part])]),
  ) as Record<Part, number>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Java 17+ and free ports, each failure with what to do about it. */
async function checkPrerequisites(ports: Partial<Record<Part, number>>): Promise<string[]> {
  const problems: string[] = [];
  try {
    assertJava();
  } catch (error) {
    problems.push((error as Error).message);
  }
  for (const [part, port] of Object.entries(ports) as [Part, number][]) {
    if (port !== 0 && !(await portIsFree(port))) {
      problems.push(
        `Port ${port} on 127.0.0.1 (${part}) is in use. Stop what uses it (ss -ltnp 'sport = :${port}') or choose another with ${portSettings[part].variable}=<port>.`,
      );
    }
  }
  return problems;
}

function argValue(args: readonly string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
}

async function main(args: readonly string[]): Promise<void> {
  const startedAt = Date.now();
  // The SDK's notice about its 2027 Node 22 floor is in the README; one service name for the in-process handlers.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.SERVICE_NAME ??= 'local-stack';
  const reset = args.includes('--reset');
  const web = !args.includes('--no-web');
  const webDist = args.includes('--web-dist');
  const dataDir = path.resolve(argValue(args, '--data-dir') ?? defaultDataDir);
  const readyFile = argValue(args, '--ready-file');
  const webDistDir = argValue(args, '--web-dist-dir');
  const devWebPortArg = argValue(args, '--dev-web-port');
  const devWebPort = webDist && devWebPortArg !== undefined ? Number(devWebPortArg) : undefined;
  const shown = (file: string) =>
    file.startsWith(`${repositoryRoot}${path.sep}`) ? path.relative(repositoryRoot, file) : file;
  const shownDataDir = dataDir.startsWith(`${repositoryRoot}${path.sep}`) ? `${shown(dataDir)}/` : dataDir;
  // The handlers log a JSON line per request; on the console they would bury the codes and the banner.
  const logsOnConsole = args.includes('--log-console') || Boolean(process.env.LOG_LEVEL);
  const logFile = path.join(dataDir, 'logs', 'handlers.log');
  if (!logsOnConsole) routeJsonLogsToFile(logFile);
  const { web: webPort, ...stackPorts } = portsFromEnv();
  const ports = { ...stackPorts, web: webPort };
  const problems = await checkPrerequisites(web ? ports : stackPorts);
  if (problems.length > 0) {
    console.error(`npm start cannot run:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }

  const siteOrigins = [`http://localhost:${ports.web}`, `http://127.0.0.1:${ports.web}`];
  const devSiteOrigins =
    devWebPort === undefined ? [] : [`http://localhost:${devWebPort}`, `http://127.0.0.1:${devWebPort}`];
  const log = (line: string) => console.log(`  ${line}`);
  console.log(reset ? 'Starting the local stack from empty data (--reset)…' : 'Starting the local stack…');
  const accounts = demoAccounts();
  let stack: LocalStack | undefined;
  let vite: { close(): Promise<void> } | undefined;
  let devVite: { close(): Promise<void> } | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await vite?.close().catch(() => undefined);
    await devVite?.close().catch(() => undefined);
    await stack?.stop();
    console.log(`Stopped. Data kept in ${shownDataDir} (npm start -- --reset clears it).`);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    stack = await startLocalStack({
      dataDir,
      reset,
      dynamodbInMemory: args.includes('--dynamodb-in-memory'),
      ports: stackPorts,
      allowedOrigins: [...siteOrigins, ...devSiteOrigins],
      confirmationCode: process.env.LOCAL_CONFIRMATION_CODE || undefined,
      accounts,
      log,
      onCode: (line) => console.log(`  [cognito] ${line}`),
    });

    const configJson = `${JSON.stringify(runtimeConfigSchema.parse(stack.config), null, 2)}\n`;
    if (web && webDist) {
      vite = await serveBuild(ports.web, configJson, webDistDir && path.resolve(webDistDir));
      if (devWebPort !== undefined) {
        devVite = await serveDev(devWebPort, configJson, path.join(dataDir, 'vite-cache'));
      }
    } else if (web) {
      mkdirSync(path.dirname(configPath), { recursive: true });
      writeFileSync(configPath, configJson);
      vite = await serveDev(ports.web, configJson);
    }
    if (readyFile) {
      const ready: LocalStackReady = {
        config: stack.config,
        endpoints: stack.endpoints,
        userPoolId: stack.userPoolId,
        userPoolClientId: stack.userPoolClientId,
        issuer: stack.issuer,
        tables: stack.tables,
        pids: { ...stack.pids, stack: process.pid },
        seeded: stack.seeded,
        accounts,
        readyInMs: Date.now() - startedAt,
        ...(web ? { site: siteOrigins[0] } : {}),
        ...(devSiteOrigins[0] ? { devSite: devSiteOrigins[0] } : {}),
      };
      writeFileSync(readyFile, JSON.stringify(ready, null, 2));
    }
  } catch (error) {
    console.error(`\nnpm start failed: ${(error as Error).message}`);
    await stop(1);
    return;
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const site = siteOrigins[0] as string;
  console.log(
    [
      '',
      `Ready in ${seconds} s${stack.seeded ? ' (first start: demo data seeded)' : ''}.`,
      '',
      ...(web
        ? [`  Site            ${site}`, `  Admin portal    ${site}/admin`]
        : ['  Site            not served (--no-web)']),
      `  GraphQL         ${stack.endpoints.graphql}   (API key ${stack.config.graphql.apiKey})`,
      `  Realtime        ${stack.endpoints.realtime}`,
      `  REST member     ${stack.config.rest.member}`,
      `  REST post       ${stack.config.rest.post}`,
      `  Cognito         ${stack.endpoints.cognito}   (pool ${stack.userPoolId}, client ${stack.userPoolClientId})`,
      `  DynamoDB Local  ${stack.endpoints.dynamodb}   (the handlers call it through ${stack.endpoints.dynamodbProxy}, which measures capacity)`,
      '',
      '  Accounts (username / password):',
      ...accounts.map(
        (a) =>
          `    ${a.username.padEnd(8)} ${a.password}${a.groups.length ? `   (${a.groups.join(', ')})` : ''}`,
      ),
      '',
      `  Data: ${shownDataDir} (kept across restarts; npm start -- --reset clears it). Ctrl-C stops everything.`,
      logsOnConsole
        ? '  Request logs: on this console (LOG_LEVEL or --log-console).'
        : `  Request logs: ${shown(logFile)} (npm start -- --log-console shows them here).`,
      '',
    ].join('\n'),
  );
}

/** What `--ready-file` receives. */
export interface LocalStackReady {
  readonly config: LocalStack['config'];
  readonly endpoints: LocalStack['endpoints'];
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly issuer: string;
  readonly tables: LocalStack['tables'];
  readonly pids: LocalStack['pids'] & { readonly stack: number };
  readonly seeded: boolean;
  readonly accounts: readonly SeedAccount[];
  readonly readyInMs: number;
  /** The site's URL when the web app is served. */
  readonly site?: string;
  /** The dev server's URL, with --dev-web-port. */
  readonly devSite?: string;
}

/**
 * The dev server, as `npm start` serves the site (React's StrictMode, modules compiled on request), with this
 * stack's /config.json answered from memory ahead of frontend/public (whose file is this stack's too when it
 * is the only site). `cacheDir` keeps a second dev server's dependency cache apart from a developer's.
 */
async function serveDev(
  port: number,
  configJson: string,
  cacheDir?: string,
): Promise<{ close(): Promise<void> }> {
  const { createServer: createViteServer } = await import('vite');
  const server = await createViteServer({
    configFile: fromRepositoryRoot('frontend', 'vite.config.mts'),
    server: { host: '127.0.0.1', port, strictPort: true },
    ...(cacheDir ? { cacheDir } : {}),
    clearScreen: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'local-runtime-config',
        configureServer(devServer) {
          devServer.middlewares.use('/config.json', (_request, response) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(configJson);
          });
        },
      },
    ],
  });
  await server.listen();
  return server;
}

/**
 * The production build as CloudFront serves it (hashed assets, index.html for deep links, Brotli where the
 * browser accepts it) through Vite's preview server, with this stack's /config.json answered from memory so the
 * build folder stays as built.
 */
async function serveBuild(
  port: number,
  configJson: string,
  distDir = fromRepositoryRoot('frontend', 'dist'),
): Promise<{ close(): Promise<void> }> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('frontend/dist is missing: run "npm run build:web" before --web-dist.');
  }
  const { preview } = await import('vite');
  const server = await preview({
    configFile: fromRepositoryRoot('frontend', 'vite.config.mts'),
    preview: { host: '127.0.0.1', port, strictPort: true },
    build: { outDir: distDir },
    logLevel: 'warn',
    plugins: [
      {
        name: 'local-runtime-config',
        configurePreviewServer(previewServer) {
          previewServer.middlewares.use(brotliAssets(distDir));
          previewServer.middlewares.use('/config.json', (_request, response) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(configJson);
          });
        },
      },
    ],
  });
  return { close: () => server.close() };
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(`npm start: ${error.message}`);
    process.exit(1);
  });
}
