/**
 * What the benchmark runs (bench/run.ts) share: the machine's description and the local stack, started as
 * `npm start` starts it, on the ports of the environment (PORT, LOCAL_*_PORT) with a fresh data folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '../local/shared/repository-root';
import type { LocalStackReady } from '../local/stack/start';
import { stopStackProcess, waitForFile } from '../test/stack/support/process';
import { seconds } from './support';

export const say = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

export function machine() {
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

/**
 * `local/stack/start.ts --reset` in `work` (its data folder, ready file and log there) as a child process:
 * `webDist` serves that copy of the web build (`--web-dist`), otherwise no site (`--no-web`); `args` are
 * passed on (e.g. `--dynamodb-in-memory`).
 */
export async function startStack(work: string, options: { webDist?: string; args?: readonly string[] } = {}) {
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
      ...(options.webDist ? ['--web-dist', '--web-dist-dir', options.webDist] : ['--no-web']),
      ...(options.args ?? []),
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
  let stopped = false;
  /** Stops the stack once, however many times it is called (at the end, on an error, on Ctrl-C). */
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopStackProcess(child);
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  return { child, ready, readyMs, logFile, stop };
}
