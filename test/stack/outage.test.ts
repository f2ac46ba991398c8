import { openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../local/dynamodb/dynamodb-local';
import type { LocalStackReady } from '../../local/stack/start';
import { ownStackFolder, startStackProcess, stopStackProcess, waitForFile } from './support/process';

/**
 * DynamoDB Local stopped in the middle of a run (its process killed, as an outage would), on a stack of this
 * test's own (the shared one keeps running for the other tests): REST answers 503 "try again" with
 * Retry-After and GraphQL an error type with a human message, each within 3 s and without internal text;
 * once DynamoDB is back on the same port and data, both APIs answer again by themselves.
 */
jest.setTimeout(150_000);

const { dir, dataDir } = ownStackFolder('xe-outage-');
const INTERNAL =
  /ECONNREFUSED|ECONNRESET|127\.0\.0\.1|localhost|socket|stack|at \w+ \(|TimeoutError|DynamoDB/i;

let child: ReturnType<typeof startStackProcess>;
let ready: LocalStackReady;
let revived: DynamoDbLocal | undefined;
let idToken: string;

beforeAll(async () => {
  const readyFile = path.join(dir, 'ready.json');
  const logFile = path.join(dir, 'stack.log');
  child = startStackProcess(
    ['--reset', '--data-dir', dataDir, '--ready-file', readyFile],
    openSync(logFile, 'a'),
  );
  await waitForFile(readyFile, child, logFile, 90_000);
  ready = JSON.parse(readFileSync(readyFile, 'utf8')) as LocalStackReady;
  const member = ready.accounts.find((a) => a.username === 'member');
  const out = await new CognitoIdentityProviderClient({
    endpoint: ready.endpoints.cognito,
    region: ready.config.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }).send(
    new InitiateAuthCommand({
      ClientId: ready.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'member', PASSWORD: member?.password ?? '' },
    }),
  );
  idToken = out.AuthenticationResult?.IdToken as string;
});

afterAll(async () => {
  await revived?.stop();
  if (child) await stopStackProcess(child);
  rmSync(dir, { recursive: true, force: true });
});

interface Timed<T> {
  readonly ms: number;
  readonly value: T;
}

async function timed<T>(run: () => Promise<T>): Promise<Timed<T>> {
  const started = Date.now();
  const value = await run();
  return { ms: Date.now() - started, value };
}

const rest = (route: string, init: RequestInit = {}) =>
  fetch(`${ready.config.rest.post}${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', Authorization: idToken, ...init.headers },
    signal: AbortSignal.timeout(10_000),
  });

async function graphql(query: string, variables: Record<string, unknown> = {}, member = false) {
  const response = await fetch(ready.config.graphql.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(member ? { Authorization: idToken } : { 'x-api-key': ready.config.graphql.apiKey }),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as { data?: unknown; errors?: { errorType?: string; message: string }[] };
}

const MENU = '{ menuTree { id name } }';
const SETTINGS = '{ siteSettings { title } }';
const INBOX = '{ listConversations(limit: 5) { items { id } } }';

it('answers 503 / ServiceUnavailable within 3 s while DynamoDB is down, and recovers when it is back', async () => {
  // Up: the board list, a post page's comments, and GraphQL through an APPSYNC_JS and a Lambda resolver.
  const posts = (await (await rest('/boards/free/posts')).json()) as { items: { id: string }[] };
  expect(posts.items.length).toBeGreaterThan(0);
  const postId = posts.items[0]?.id as string;
  expect((await graphql(MENU)).errors).toBeUndefined();
  expect((await graphql(INBOX, {}, true)).errors).toBeUndefined();

  // Down: DynamoDB Local's process is killed; nothing listens on its port any more.
  process.kill(ready.pids.dynamodb, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 300));

  const requests: [string, () => Promise<Response>][] = [
    ['board list', () => rest('/boards/free/posts')],
    ['post page', () => rest(`/posts/${postId}`)],
    [
      'comment',
      () => rest(`/posts/${postId}/comments`, { method: 'POST', body: JSON.stringify({ body: 'Hello' }) }),
    ],
  ];
  const figures: string[] = [];
  for (const [name, request] of requests) {
    const { ms, value: response } = await timed(request);
    figures.push(`REST ${name} ${response.status} in ${ms} ms`);
    const text = await response.text();
    expect({ name, status: response.status }).toEqual({ name, status: 503 });
    expect(ms).toBeLessThan(3000);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(JSON.parse(text)).toEqual({ message: 'The service is busy. Please try again.' });
  }
  for (const [query, member] of [
    [MENU, false],
    [SETTINGS, false],
    [INBOX, true],
  ] as const) {
    const { ms, value: answer } = await timed(() => graphql(query, {}, member));
    figures.push(`GraphQL ${query} ${answer.errors?.[0]?.errorType ?? 'ok'} in ${ms} ms`);
    expect(ms).toBeLessThan(3000);
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'ServiceUnavailable',
      message: 'The service is busy. Please try again.',
    });
    expect(JSON.stringify(answer)).not.toMatch(INTERNAL);
  }

  // Back: a new DynamoDB Local on the same port and data folder; nobody restarts the APIs.
  revived = await startDynamoDbLocal({
    port: Number(new URL(ready.endpoints.dynamodb).port),
    dbPath: path.join(dataDir, 'dynamodb'),
  });
  const revivedAt = Date.now();
  const deadline = Date.now() + 20_000;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await rest('/boards/free/posts')).status;
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(status).toBe(200);
  figures.push(`REST answered 200 again ${Date.now() - revivedAt} ms after DynamoDB Local was back`);
  console.log(`DynamoDB Local stopped:\n  ${figures.join('\n  ')}`);
  const comment = await rest(`/posts/${postId}/comments`, {
    method: 'POST',
    body: JSON.stringify({ body: 'Back' }),
  });
  expect(comment.status).toBe(201);
  expect((await graphql(MENU)).errors).toBeUndefined();
  expect((await graphql(INBOX, {}, true)).errors).toBeUndefined();
});
