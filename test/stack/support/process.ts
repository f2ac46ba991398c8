import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../local/dynamodb/dynamodb-local';
import { repositoryRoot } from '../../../local/shared/repository-root';
import type { LocalStackReady } from '../../../local/stack/start';

/** A fresh temporary folder for a stack of a test's own (its ready file and log), and its data folder inside. */
export function ownStackFolder(prefix: string): { dir: string; dataDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, dataDir: path.join(dir, 'data') };
}

/** Confirmation and reset codes of the test stacks (LOCAL_CONFIRMATION_CODE). */
export const CONFIRMATION_CODE = '246810';

/** Ctrl-C for a stack started by the tests: SIGTERM, then SIGKILL if it has not stopped within `graceMs`. */
export async function stopStackProcess(child: ChildProcess, graceMs = 15_000): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/**
 * `node --import tsx local/stack/start.ts …` (what `npm start` runs) with every back-end port free-picked;
 * without `--web-dist` in `args` it serves no site (`--no-web`).
 */
export function startStackProcess(
  args: readonly string[],
  logFd: number | 'pipe',
  env: Record<string, string> = {},
): ChildProcess {
  const web = args.includes('--web-dist') ? [] : ['--no-web'];
  return spawn(process.execPath, ['--import', 'tsx', 'local/stack/start.ts', ...web, ...args], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      LOCAL_REST_PORT: '0',
      LOCAL_GRAPHQL_PORT: '0',
      LOCAL_COGNITO_PORT: '0',
      LOCAL_DYNAMODB_PORT: '0',
      LOCAL_CONFIRMATION_CODE: CONFIRMATION_CODE,
      SEED_ADMIN_PASSWORD: 'admin-test-password',
      SEED_MEMBER_PASSWORD: 'member-test-password',
      LOG_LEVEL: process.env.LOG_TESTS ? 'INFO' : 'WARN',
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });
}

export async function waitForFile(
  file: string,
  child: ChildProcess,
  logFile: string | undefined,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const output = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
      throw new Error(`The local stack did not become ready (exit ${child.exitCode}).\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A stack of a test's own in `dir` (a fresh, seeded data folder; the production build on a free port), for a
 * test that changes site-wide settings or freezes an emulator: started as the shared one is, and its ready
 * file read once it is there.
 */
export async function startOwnWebStack(
  dir: string,
  dataDir: string,
  timeoutMs: number,
): Promise<{ child: ChildProcess; readyFile: string; ready: LocalStackReady }> {
  const readyFile = path.join(dir, 'ready.json');
  const logFile = path.join(dir, 'stack.log');
  const child = startStackProcess(
    ['--reset', '--data-dir', dataDir, '--ready-file', readyFile, '--web-dist'],
    openSync(logFile, 'a'),
    { PORT: String(await freePort()) },
  );
  await waitForFile(readyFile, child, logFile, timeoutMs);
  return { child, readyFile, ready: JSON.parse(readFileSync(readyFile, 'utf8')) as LocalStackReady };
}
