import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { repositoryRoot } from '../local/shared/repository-root';

/** What a command did: its exit code, how long it ran and what it printed (stdout only; stderr goes to the log). */
export interface CommandRun {
  readonly code: number | null;
  readonly ms: number;
  readonly stdout: string;
}

/**
 * Runs a command from the repository root, its output appended to `logFile` (and stdout also returned), and
 * times it from spawn to exit.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { logFile: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<CommandRun> {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  log.write(`\n$ ${command} ${args.join(' ')}\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repositoryRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      log.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => log.write(chunk));
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGTERM'), options.timeoutMs) : undefined;
    child.once('error', (error) => {
      clearTimeout(timer);
      log.end();
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      log.end();
      resolve({ code, ms: performance.now() - started, stdout });
    });
  });
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A Markdown table; cells are escaped for pipes. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => String(value).replace(/\|/g, '\\|');
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}
