import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import {
  AdminGetUserCommand,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, seriousViolations, signInThroughDialog, site } from './support/browser';
import {
  cognitoClient,
  currentTermsVersion,
  graphql,
  localStack,
  newMember,
  rest,
  seededAccount,
  signIn,
  type TestMember,
} from './support/clients';
import { DEFAULT_RATE_LIMITS } from '../../lambda/site-settings/resolvers/write-settings-defaults';
import { CONFIRMATION_CODE, ownStackFolder, startOwnWebStack, stopStackProcess } from './support/process';

/**
 * Consent recorded by the server and the per-member limits, through real clients (the Cognito API, REST,
 * GraphQL, Chromium). Both change site-wide settings (the terms' version, the limits), which would refuse
 * other tests' writes on the shared stack, so this file runs a stack of its own (with the production build),
 * and points the support helpers at it.
 */
jest.setTimeout(240_000);

const { dir, dataDir } = ownStackFolder('xe-consent-');
let child: ChildProcess;
let sharedReadyFile: string | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const own = await startOwnWebStack(dir, dataDir, 120_000);
  child = own.child;
  sharedReadyFile = process.env.LOCAL_STACK_READY_FILE;
  process.env.LOCAL_STACK_READY_FILE = own.readyFile;
  expect(own.ready.seeded).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  if (sharedReadyFile === undefined) delete process.env.LOCAL_STACK_READY_FILE;
  else process.env.LOCAL_STACK_READY_FILE = sharedReadyFile;
  if (child) await stopStackProcess(child);
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each function instance keeps the settings 10 s (lambda/site-settings/settings-cache.ts). */
const SETTINGS_REACH_MS = 11_000;

const SETTINGS_FIELDS =
  'title description defaultLanguage upload { maxFileSizeMb allowedExtensions } members { signUpOpen termsOfService privacyPolicy } homeMenuId';

async function saveSettings(admin: TestMember, change: Record<string, unknown>) {
  const read = await graphql<{ siteSettings: Record<string, unknown> }>(
    `{ siteSettings { ${SETTINGS_FIELDS} } }`,
    {},
    { token: admin.tokens.idToken },
  );
  const saved = await graphql<{ updateSiteSettings: { termsVersion: number } }>(
    'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { termsVersion } }',
    { input: { ...read.data?.siteSettings, ...change } },
    { token: admin.tokens.idToken },
  );
  expect(saved.errors).toBeUndefined();
  return saved.data?.updateSiteSettings.termsVersion as number;
}

const signUp = (username: string, extra: Partial<ConstructorParameters<typeof SignUpCommand>[0]> = {}) =>
  new SignUpCommand({
    ClientId: localStack().userPoolClientId,
    Username: username,
    Password: 'correct horse battery',
    UserAttributes: [
      { Name: 'email', Value: `${username}@example.com` },
      { Name: 'name', Value: username },
    ],
    ...extra,
  });

describe('consent recorded by the server', () => {
  it('refuses a sign-up through the Cognito API without agreement to the current terms, creating nobody', async () => {
    const cognito = cognitoClient();
    try {
      const version = await currentTermsVersion();
      const username = `noconsent${Date.now() % 100000}`;
      await expect(cognito.send(signUp(username))).rejects.toMatchObject({
        name: 'UserLambdaValidationException',
        message: expect.stringContaining(
          'To sign up, agree to the terms of service and the privacy policy',
        ) as unknown,
      });
      // An outdated version is no agreement to what the site says now.
      await expect(
        cognito.send(signUp(username, { ClientMetadata: { termsVersion: String(version - 1 || 99) } })),
      ).rejects.toMatchObject({
        name: 'UserLambdaValidationException',
        message: expect.stringContaining('changed while you were signing up') as unknown,
      });
      await expect(
        cognito.send(new AdminGetUserCommand({ UserPoolId: localStack().userPoolId, Username: username })),
      ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    } finally {
      cognito.destroy();
    }
  });

  it("stores the server's agreement time and version, never the time a client claims", async () => {
    const cognito = cognitoClient();
    try {
      const version = await currentTermsVersion();
      const username = `claimer${Date.now() % 100000}`;
      const claimed = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000).toISOString();
      const before = Date.now();
      // The agreement in ValidationData (the local shim hands it to the trigger as Cognito does), a claimed
      // time beside it and in the confirmation.
      const { UserSub } = await cognito.send(
        signUp(username, {
          ValidationData: [{ Name: 'termsVersion', Value: String(version) }],
          ClientMetadata: { termsAgreedAt: claimed },
        }),
      );
      await cognito.send(
        new ConfirmSignUpCommand({
          ClientId: localStack().userPoolClientId,
          Username: username,
          ConfirmationCode: CONFIRMATION_CODE,
          ClientMetadata: { termsAgreedAt: claimed, termsVersion: String(version + 5) },
        }),
      );
      const after = Date.now();
      const tokens = await signIn(username, 'correct horse battery');
      const profile = await rest<{ userId: string; termsVersion: number; termsAgreedAt: string }>(
        'member',
        'GET',
        '/me/profile',
        { token: tokens.idToken },
      );
      expect(profile.body.userId).toBe(UserSub);
      expect(profile.body.termsVersion).toBe(version);
      const agreedAt = Date.parse(profile.body.termsAgreedAt);
      expect(agreedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(agreedAt).toBeLessThanOrEqual(after + 1000);
    } finally {
      cognito.destroy();
    }
  });
});

describe('per-member limits', () => {
  it('answers 429 with Retry-After (REST) and RateLimited (GraphQL) past the limits an admin set', async () => {
    const admin = await seededAccount('admin');
    const [writer, other, third] = await Promise.all([
      newMember('limw'),
      newMember('limo'),
      newMember('limt'),
    ]);
    await saveSettings(admin, {
      limits: {
        messagesPerMinute: 2,
        conversationsPerMinute: 1,
        reportsPerMinute: 1,
        postsPerMinute: 2,
        commentsPerMinute: 2,
      },
    });
    await sleep(SETTINGS_REACH_MS);
    // All of the writes below in one clock minute (the window the limits count in).
    const second = new Date().getUTCSeconds();
    if (second > 35) await sleep((61 - second) * 1000);

    const post = (title: string) =>
      rest<{ id: string; message?: string }>('post', 'POST', '/boards/free/posts', {
        token: writer.tokens.idToken,
        body: { title, body: 'Body' },
      });
    const first = await post('One');
    expect(first.status).toBe(201);
    const secondPost = await post('Two');
    expect(secondPost.status).toBe(201);
    const refused = await post('Three');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/limit of 2 posts a minute\. Please try again in \d+ seconds?\./);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const comment = () =>
      rest<{ message?: string }>('post', 'POST', `/posts/${first.body.id}/comments`, {
        token: writer.tokens.idToken,
        body: { body: 'Nice' },
      });
    expect((await comment()).status).toBe(201);
    expect((await comment()).status).toBe(201);
    const thirdComment = await comment();
    expect(thirdComment.status).toBe(429);
    expect(thirdComment.headers.get('retry-after')).toMatch(/^\d+$/);

    const report = (postId: string, as: TestMember) =>
      rest('post', 'POST', `/posts/${postId}/reports`, {
        token: as.tokens.idToken,
        body: { reason: 'spam' },
      });
    expect((await report(first.body.id, other)).status).toBe(201);
    expect((await report(secondPost.body.id, other)).status).toBe(429);

    const start = (as: TestMember, withUserId: string, content: string) =>
      graphql<{ startConversation: { id: string } | null }>(
        'mutation ($input: StartConversationInput!) { startConversation(input: $input) { id } }',
        { input: { withUserId, content } },
        { token: as.tokens.idToken },
      );
    const conversation = await start(writer, other.userId, 'Hello');
    expect(conversation.errors).toBeUndefined();
    const secondConversation = await start(writer, third.userId, 'Hello too');
    expect(secondConversation.data?.startConversation ?? null).toBeNull();
    expect(secondConversation.errors?.[0]).toMatchObject({
      errorType: 'RateLimited',
      message: expect.stringMatching(
        /limit of 1 new conversation a minute\. Please try again in \d+ second/,
      ) as unknown,
    });
    const send = () =>
      graphql<{ sendMessage: { id: string } | null }>(
        'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }',
        { input: { conversationId: conversation.data?.startConversation?.id, content: 'Again' } },
        { token: writer.tokens.idToken },
      );
    // The conversation's first message counted: one more, then refused.
    expect((await send()).errors).toBeUndefined();
    expect((await send()).errors?.[0]).toMatchObject({ errorType: 'RateLimited' });
    // Only the messages allowed were stored.
    const messages = await graphql<{ listMessages: { items: unknown[] } }>(
      'query ($c: ID!) { listMessages(conversationId: $c) { items { id } } }',
      { c: conversation.data?.startConversation?.id },
      { token: other.tokens.idToken },
    );
    expect(messages.data?.listMessages.items).toHaveLength(2);

    // Administrators are not limited (the three posts below), and the limits go back to the defaults after.
    for (const title of ['Admin 1', 'Admin 2', 'Admin 3']) {
      const written = await rest('post', 'POST', '/boards/free/posts', {
        token: admin.tokens.idToken,
        body: { title, body: 'Body' },
      });
      expect(written.status).toBe(201);
    }
    await saveSettings(admin, { limits: DEFAULT_RATE_LIMITS });
  });
});

describe('updated terms', () => {
  it("refuses a member's writes after an admin edits the terms until they agree in the web app", async () => {
    const admin = await seededAccount('admin');
    const member = await newMember('agree');
    const write = () =>
      rest<{ message?: string }>('post', 'POST', '/boards/free/posts', {
        token: member.tokens.idToken,
        body: { title: 'Before and after', body: 'Body' },
      });
    expect((await write()).status).toBe(201);

    const newTerms = `Terms of service, revised ${new Date().toISOString()}\n\nNo spam, no insults.`;
    const before = await currentTermsVersion();
    const version = await saveSettings(admin, {
      members: { signUpOpen: true, termsOfService: newTerms },
    });
    expect(version).toBe(before + 1);

    // Within the settings' 10 s in each function instance, the member's writes are refused: asked with a
    // write that adds nothing (whose messages they accept), then with a post.
    const settingWrite = () =>
      rest<{ message?: string }>('member', 'PUT', `/member/${member.userId}`, {
        token: member.tokens.idToken,
        body: { acceptMessages: 'all' },
      });
    const deadline = Date.now() + SETTINGS_REACH_MS + 5000;
    let refused = await settingWrite();
    while (refused.status !== 403 && Date.now() < deadline) {
      await sleep(1000);
      refused = await settingWrite();
    }
    expect(refused.status).toBe(403);
    await sleep(SETTINGS_REACH_MS);
    expect(await write()).toMatchObject({
      status: 403,
      body: { message: 'Please agree to the updated terms of service and privacy policy before you write.' },
    });

    browser = await launchChromium();
    const errors: string[] = [];
    const page = await openPage(browser, errors);
    await page.goto(site('/'));
    await signInThroughDialog(page, member.username, member.password);
    const dialog = page.getByRole('dialog', { name: 'The terms have been updated' });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByText('No spam, no insults.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Agree without ticking: said in the dialog, nothing recorded.
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog
      .getByText('Please agree to the terms of service and the privacy policy to continue.')
      .waitFor();
    await dialog.getByLabel('Agree to all').check();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await page.getByText('Thank you: you agreed to the updated terms.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const profile = await rest<{ termsVersion: number; termsAgreedAt: string }>(
      'member',
      'GET',
      '/me/profile',
      {
        token: member.tokens.idToken,
      },
    );
    expect(profile.body.termsVersion).toBe(version);
    expect((await write()).status).toBe(201);
    expect(errors).toEqual([]);
  });
});
