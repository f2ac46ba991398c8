import { openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LocalStackReady } from '../../local/stack/start';
import { signUpCommand } from './support/sign-up';
import {
  CONFIRMATION_CODE,
  ownStackFolder,
  startStackProcess,
  stopStackProcess,
  waitForFile,
} from './support/process';

/**
 * Tests that restart a stack or change site-wide state, so they run their own stack processes (on one data
 * folder, as a developer's restarts would) instead of the shared one of global-setup.ts.
 * Issue 4 acceptance: stopping and starting again keeps the data (Cognito users and DynamoDB items alike);
 * `--reset` clears it.
 */
jest.setTimeout(120_000);

const { dir, dataDir } = ownStackFolder('xe-persist-');
const username = 'persistent';
const password = 'persistent password';

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withStack<T>(args: string[], use: (ready: LocalStackReady) => Promise<T>): Promise<T> {
  const readyFile = path.join(dir, `ready-${Date.now()}.json`);
  const logFile = path.join(dir, 'stack.log');
  const child = startStackProcess(
    ['--data-dir', dataDir, '--ready-file', readyFile, ...args],
    openSync(logFile, 'a'),
  );
  try {
    await waitForFile(readyFile, child, logFile, 90_000);
    return await use(JSON.parse(readFileSync(readyFile, 'utf8')) as LocalStackReady);
  } finally {
    // Ctrl-C: the stack stops its emulators and exits cleanly.
    expect(await stopStackProcess(child)).toBe(0);
  }
}

const cognito = (ready: LocalStackReady) =>
  new CognitoIdentityProviderClient({
    endpoint: ready.endpoints.cognito,
    region: ready.config.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

async function signIn(ready: LocalStackReady): Promise<string> {
  const out = await cognito(ready).send(
    new InitiateAuthCommand({
      ClientId: ready.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  return out.AuthenticationResult?.IdToken as string;
}

async function profileStatus(ready: LocalStackReady, userId: string, token: string): Promise<number> {
  const response = await fetch(
    `${ready.config.rest.member}/member/${userId}?userPoolId=${ready.userPoolId}`,
    {
      headers: { Authorization: token },
    },
  );
  return response.status;
}

it('keeps users, profiles and the pool across a restart, and --reset clears them', async () => {
  const first = await withStack(['--reset'], async (ready) => {
    expect(ready.seeded).toBe(true);
    const { UserSub } = await cognito(ready).send(
      // A fresh stack's terms are at their first version.
      signUpCommand(ready.userPoolClientId, { username, password, name: 'Persistent Park', termsVersion: 1 }),
    );
    await cognito(ready).send(
      new ConfirmSignUpCommand({
        ClientId: ready.userPoolClientId,
        Username: username,
        ConfirmationCode: CONFIRMATION_CODE,
      }),
    );
    return { userId: UserSub as string, userPoolId: ready.userPoolId };
  });

  await withStack([], async (ready) => {
    expect(ready.seeded).toBe(false);
    expect(ready.userPoolId).toBe(first.userPoolId);
    const token = await signIn(ready);
    expect(await profileStatus(ready, first.userId, token)).toBe(200);
  });

  await withStack(['--reset'], async (ready) => {
    expect(ready.seeded).toBe(true);
    await expect(signIn(ready)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

it('runs the pre-sign-up trigger: while an admin has sign-up closed, Cognito refuses new members', async () => {
  await withStack(['--reset'], async (ready) => {
    const admin = ready.accounts.find((a) => a.username === 'admin');
    const adminToken = (
      await cognito(ready).send(
        new InitiateAuthCommand({
          ClientId: ready.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'admin', PASSWORD: admin?.password ?? '' },
        }),
      )
    ).AuthenticationResult?.IdToken as string;
    const saved = await fetch(ready.config.graphql.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: adminToken },
      body: JSON.stringify({
        query:
          'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { members { signUpOpen } } }',
        variables: {
          input: {
            title: 'Closed site',
            description: '',
            defaultLanguage: 'ko-KR',
            upload: { maxFileSizeMb: 10, allowedExtensions: ['jpg'] },
            members: { signUpOpen: false },
          },
        },
      }),
    });
    expect(await saved.json()).toEqual({ data: { updateSiteSettings: { members: { signUpOpen: false } } } });

    await expect(
      cognito(ready).send(
        signUpCommand(ready.userPoolClientId, {
          username: 'latecomer',
          password: 'latecomer password',
          name: 'Late',
        }),
      ),
    ).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringContaining('Sign-up is closed on this site.'),
    });
  });
});
