import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Browser } from 'playwright-core';
import type { LocalStackReady } from '../../local/stack/start';
import { launchChromium, openPage, submitSignInDialog } from './support/browser';
import { ownStackFolder, startOwnWebStack, stopStackProcess } from './support/process';

/**
 * An emulator frozen in the middle of a run (its process SIGSTOPped: connections are accepted, nothing is
 * answered, as a hung store or pool looks from outside), on a stack of this test's own. Every client gets an
 * answer that says "try again" within seconds instead of waiting for a deadline far away or forever:
 * - DynamoDB Local frozen: the APPSYNC_JS resolver `menuTree` within 8 s (the functions' 6 s deadline), as REST;
 * - the user pool frozen: a sign-in within 10 s, through the SDK and through the site's dialog (Amplify v6 in
 *   Chromium), which then says so and can be used again; an admin's disable answers 503 saying the change may
 *   have been made, and repeating it once the pool runs again leaves pool and member list in agreement.
 * Every process stopped here is continued in `finally`, whatever the test's outcome.
 */
jest.setTimeout(180_000);

const { dir, dataDir } = ownStackFolder('xe-frozen-');
const INTERNAL =
  /ECONNREFUSED|ECONNRESET|127\.0\.0\.1|localhost|socket|stack|at \w+ \(|TimeoutError|DynamoDB|cognito-local/i;

let child: ChildProcess;
let ready: LocalStackReady;
let browser: Browser | undefined;

const passwordOf = (username: string) => ready.accounts.find((a) => a.username === username)?.password ?? '';

const cognito = () =>
  new CognitoIdentityProviderClient({
    endpoint: ready.endpoints.cognito,
    region: ready.config.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

async function idTokenOf(username: string): Promise<string> {
  const client = cognito();
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: ready.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: passwordOf(username) },
      }),
    );
    return out.AuthenticationResult?.IdToken as string;
  } finally {
    client.destroy();
  }
}

const subOf = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

/** Runs `use` with the process stopped, and always continues it afterwards. */
async function whileFrozen<T>(pid: number, use: () => Promise<T>): Promise<T> {
  process.kill(pid, 'SIGSTOP');
  try {
    return await use();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = Date.now();
  const value = await run();
  return { ms: Date.now() - started, value };
}

async function graphql(query: string) {
  const response = await fetch(ready.config.graphql.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': ready.config.graphql.apiKey },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(40_000),
  });
  return (await response.json()) as { data?: unknown; errors?: { errorType?: string; message: string }[] };
}

beforeAll(async () => {
  ({ child, ready } = await startOwnWebStack(dir, dataDir, 90_000));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (child) await stopStackProcess(child);
  rmSync(dir, { recursive: true, force: true });
});

it('answers menuTree (an APPSYNC_JS resolver) with a "try again" error within 8 s while DynamoDB Local is frozen', async () => {
  expect((await graphql('{ menuTree { id } }')).errors).toBeUndefined();
  const { ms, value } = await whileFrozen(ready.pids.dynamodb, () =>
    timed(() => graphql('{ menuTree { id name } }')),
  );
  console.log(`menuTree with DynamoDB Local frozen: ${value.errors?.[0]?.errorType ?? 'ok'} in ${ms} ms`);
  expect(ms).toBeLessThan(8000);
  expect(value.errors?.[0]).toMatchObject({
    errorType: 'ServiceUnavailable',
    message: 'The service is busy. Please try again.',
  });
  expect(JSON.stringify(value)).not.toMatch(INTERNAL);
  // Running again: answered without anyone restarting the server.
  expect((await graphql('{ menuTree { id } }')).errors).toBeUndefined();
});

it('answers a sign-in within 10 s while the user pool is frozen, in Cognito shape; the SDK sees a fault to retry', async () => {
  await idTokenOf('member');
  const client = cognito();
  try {
    const { ms, value } = await whileFrozen(ready.pids.cognito, () =>
      timed(() =>
        client
          .send(
            new InitiateAuthCommand({
              ClientId: ready.userPoolClientId,
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: 'member', PASSWORD: passwordOf('member') },
            }),
            // Bounded, so that a pool that never answers fails this test instead of hanging it.
            { abortSignal: AbortSignal.timeout(30_000) },
          )
          .then(
            () => undefined,
            (error: unknown) => error as Error & { $metadata?: { httpStatusCode?: number } },
          ),
      ),
    );
    console.log(`SDK sign-in with the pool frozen: ${value?.name} in ${ms} ms`);
    expect(ms).toBeLessThan(10_000);
    expect(value).toMatchObject({ name: 'InternalErrorException', $metadata: { httpStatusCode: 500 } });
    expect(value?.message).not.toMatch(INTERNAL);
  } finally {
    client.destroy();
  }
});

it('tells the member in the sign-in dialog that the service is not answering, and the dialog works again', async () => {
  if (!browser) throw new Error('Chromium did not start');
  const errors: string[] = [];
  const page = await openPage(browser, errors);
  try {
    await page.goto(new URL('/', ready.site).href);
    const started = Date.now();
    const dialog = await whileFrozen(ready.pids.cognito, async () => {
      const opened = await submitSignInDialog(page, 'member', passwordOf('member'));
      await opened
        .getByText('The sign-in service is not answering. Please try again.')
        .waitFor({ timeout: 10_000 });
      return opened;
    });
    const ms = Date.now() - started;
    console.log(`Sign-in dialog with the pool frozen: message shown after ${ms} ms`);
    expect(ms).toBeLessThan(10_000);
    const submit = dialog.getByRole('button', { name: 'Sign In' });
    expect(await submit.isEnabled()).toBe(true);
    // The pool runs again: the same dialog signs the member in.
    await submit.click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    // Signed in: the top bar no longer offers Sign In.
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Sign In' })
      .waitFor({ state: 'detached', timeout: 10_000 });
  } finally {
    await page.close();
  }
  expect(errors).toEqual([]);
});

it('answers a disable with the pool frozen with a 503 that asks to try again; repeating it agrees with the pool', async () => {
  const [adminToken, memberToken] = await Promise.all([idTokenOf('admin'), idTokenOf('member')]);
  const memberId = subOf(memberToken);
  const disable = () =>
    fetch(`${ready.config.rest.member}/admin/members/${memberId}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', Authorization: adminToken },
      body: JSON.stringify({ enabled: false }),
      signal: AbortSignal.timeout(30_000),
    });
  const { ms, value } = await whileFrozen(ready.pids.cognito, () =>
    timed(async () => {
      const response = await disable();
      return { status: response.status, body: (await response.json()) as { message?: string } };
    }),
  );
  console.log(`Disable with the pool frozen: ${value.status} in ${ms} ms`);
  expect(ms).toBeLessThan(10_000);
  // The admin action first finds the member's pool user by sub: with the pool frozen that lookup usually fails,
  // and nothing was sent ("busy"); when the change itself was sent and not confirmed, the answer says it may or
  // may not have been made. Either way a 503 that asks to try again, and repeating it is safe.
  expect(value.status).toBe(503);
  expect([
    'The service is busy. Please try again.',
    'The user pool did not answer in time, so this change may or may not have been made. Please try again: repeating it is safe.',
  ]).toContain(value.body.message);

  // Once the pool runs, the admin repeats the change as told: pool and member list agree.
  let repeated = 0;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    repeated = (await disable()).status;
    if (repeated === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(repeated).toBe(200);
  const client = cognito();
  try {
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: ready.userPoolId, Username: 'member' }),
    );
    expect(user.Enabled).toBe(false);
  } finally {
    client.destroy();
  }
  const listed = await fetch(`${ready.config.rest.member}/admin/members?by=userName&q=member`, {
    headers: { Authorization: adminToken },
  });
  const page = (await listed.json()) as { items: { userId: string; enabled: boolean }[] };
  expect(page.items.find((item) => item.userId === memberId)).toMatchObject({ enabled: false });
});
