import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../local/dynamodb/dynamodb-local';
import { CONFIRMATION_CODE, startStackProcess, waitForFile } from './support/process';

declare global {
  var __LOCAL_STACK__: { child: ChildProcess; dir: string } | undefined;
}

/**
 * Starts the local stack once for the `stack` test project, the way a developer does (`npm start`, here with
 * `--no-web` on free ports and a fresh temporary data folder), as a child process: the tests reach it only
 * through real clients (AWS SDK, Amplify, fetch, WebSocket), never through its modules.
 * Workers find its endpoints in the ready file named by LOCAL_STACK_READY_FILE.
 */
export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'xe-stack-'));
  const readyFile = path.join(dir, 'ready.json');
  const logFile = path.join(dir, 'stack.log');
  const log = openSync(logFile, 'a');
  const started = Date.now();
  // The site: the production build (npm test builds it before Jest) on a free port, for the browser tests,
  // and the dev server (what `npm start` serves) on another, for the checks where the two builds differ.
  const child = startStackProcess(
    [
      '--reset',
      '--data-dir',
      path.join(dir, 'data'),
      '--ready-file',
      readyFile,
      '--web-dist',
      '--dev-web-port',
      String(await freePort()),
    ],
    log,
    { PORT: String(await freePort()) },
  );
  globalThis.__LOCAL_STACK__ = { child, dir };
  await waitForFile(readyFile, child, logFile, 90_000);
  process.env.LOCAL_STACK_READY_FILE = readyFile;
  process.env.LOCAL_STACK_LOG_FILE = logFile;
  process.env.LOCAL_CONFIRMATION_CODE = CONFIRMATION_CODE;
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as { readyInMs: number };
  console.log(
    `\nLocal stack ready in ${Date.now() - started} ms (stack's own count ${ready.readyInMs} ms); log: ${logFile}`,
  );
}
