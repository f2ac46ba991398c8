import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../local/dynamodb/dynamodb-local';
import { graphql, seededAccount } from './support/clients';
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
  await raiseWriteLimits();
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as { readyInMs: number };
  console.log(
    `\nLocal stack ready in ${Date.now() - started} ms (stack's own count ${ready.readyInMs} ms); log: ${logFile}`,
  );
}

/**
 * The shared stack's per-member limits a minute, raised far above the defaults: the matrices, the
 * concurrency and load tests write as one member many times a minute on purpose, and would meet the limits
 * instead of what they test. The limits themselves are tested on a stack of their own
 * (test/stack/consent-and-limits.test.ts), with the defaults and with low values.
 */
async function raiseWriteLimits(): Promise<void> {
  const admin = await seededAccount('admin');
  const read = await graphql<{ siteSettings: Record<string, unknown> }>(
    '{ siteSettings { title description defaultLanguage upload { maxFileSizeMb allowedExtensions } members { signUpOpen } homeMenuId } }',
    {},
    { token: admin.tokens.idToken },
  );
  const limit = 1000;
  const saved = await graphql(
    'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { updatedAt } }',
    {
      input: {
        ...read.data?.siteSettings,
        limits: {
          messagesPerMinute: limit,
          conversationsPerMinute: limit,
          reportsPerMinute: limit,
          postsPerMinute: limit,
          commentsPerMinute: limit,
        },
      },
    },
    { token: admin.tokens.idToken },
  );
  if (saved.errors) throw new Error(`Raising the write limits failed: ${JSON.stringify(saved.errors)}`);
}
