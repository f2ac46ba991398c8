import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  ConfirmSignUpCommand,
  DeleteUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { restRoutes } from '../../contracts/registry';
import { memberKeys } from '../../lambda/storage/keys/member-keys';
import { browserPerFile, signInThroughDialog, site } from './support/browser';
import {
  cognitoClient,
  dynamoClient,
  graphql,
  localStack,
  newMember,
  nickNameOf,
  rest,
  seededAccount,
  signIn,
  type TestMember,
  currentTermsVersion,
} from './support/clients';
import { CONFIRMATION_CODE } from './support/process';
import { signUpCommand } from './support/sign-up';

/**
 * Trust in accounts, tried as an attacker would, through the real clients (docs/architecture.md, "Member
 * lifecycle"): an admin action on a stale profile never reaches the newcomer who took its username; a member
 * who left cannot use their old ID token anywhere, nor bring their profile back; "Sign out everywhere" and a
 * password change in one browser sign the member out in another on its next request.
 */
jest.setTimeout(120_000);

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

async function memberItem(userId: string): Promise<Record<string, unknown> | undefined> {
  const out = await dynamoClient().send(
    new GetCommand({ TableName: localStack().tables.members, Key: memberKeys.profile(userId) }),
  );
  return out.Item;
}

async function adminListIds(admin: TestMember, query: string): Promise<string[]> {
  const answer = await rest<{ items: { userId: string; enabled: boolean }[] }>(
    'member',
    'GET',
    `/admin/members?${query}`,
    { token: admin.tokens.idToken },
  );
  expect(answer.status).toBe(200);
  return answer.body.items.map((m) => m.userId);
}

let admin: TestMember;
beforeAll(async () => {
  admin = await seededAccount('admin');
});

describe('an admin action on a stale profile', () => {
  it('is refused with 409 and never reaches the newcomer who registered the same username', async () => {
    const pool = cognitoClient();
    try {
      // A member deletes themself through Cognito's own DeleteUser: their profile (keyed by the old sub) stays.
      const gone = await newMember('stale');
      await pool.send(new DeleteUserCommand({ AccessToken: gone.tokens.accessToken }));
      // A newcomer takes the freed username.
      const password = 'newcomer password 1';
      const { UserSub: newcomerSub } = await pool.send(
        signUpCommand(localStack().userPoolClientId, {
          username: gone.username,
          password,
          name: 'Newcomer',
          termsVersion: await currentTermsVersion(),
        }),
      );
      await pool.send(
        new ConfirmSignUpCommand({
          ClientId: localStack().userPoolClientId,
          Username: gone.username,
          ConfirmationCode: CONFIRMATION_CODE,
        }),
      );
      expect(newcomerSub).not.toBe(gone.userId);

      // The admin tries to make the stale profile an admin, and to disable it.
      const promote = await rest('member', 'PUT', `/admin/members/${gone.userId}/groups`, {
        token: admin.tokens.idToken,
        body: { groups: ['Admin'] },
      });
      expect(promote.status).toBe(409);
      expect(promote.body.message).toMatch(/no longer exists/);
      const disable = await rest('member', 'PUT', `/admin/members/${gone.userId}/status`, {
        token: admin.tokens.idToken,
        body: { enabled: false },
      });
      // Found gone by the first call and closed: the profile is no member any more.
      expect([404, 409]).toContain(disable.status);

      // The newcomer: enabled, in no group, and a fresh ID token without Admin.
      const user = await pool.send(
        new AdminGetUserCommand({ UserPoolId: localStack().userPoolId, Username: gone.username }),
      );
      expect(user.Enabled).toBe(true);
      const groups = await pool.send(
        new AdminListGroupsForUserCommand({ UserPoolId: localStack().userPoolId, Username: gone.username }),
      );
      expect(groups.Groups ?? []).toEqual([]);
      const tokens = await signIn(gone.username, password);
      expect(claimsOf(tokens.idToken).sub).toBe(newcomerSub);
      expect(claimsOf(tokens.idToken)['cognito:groups']).toBeUndefined();
      const me = await rest('member', 'PUT', `/member/${newcomerSub}`, {
        token: tokens.idToken,
        body: { allowFriendRequests: true },
      });
      expect(me.status).toBe(200);

      // The stale profile was closed when the pool was found not to hold its sub: off the admin's lists.
      expect(await adminListIds(admin, `by=userName&q=${gone.username}`)).toEqual([newcomerSub]);
      expect(await memberItem(gone.userId)).toMatchObject({ withdrawnAt: expect.any(String) });
    } finally {
      pool.destroy();
    }
  });
});

describe('a member who left the site', () => {
  let leaver: TestMember;
  beforeAll(async () => {
    leaver = await newMember('leaver');
    const nickName = await nickNameOf(leaver);
    expect(nickName).toBeTruthy();
    const left = await rest('member', 'POST', '/me/withdraw', {
      token: leaver.tokens.idToken,
      body: { password: leaver.password },
    });
    expect(left).toMatchObject({ status: 200, body: { withdrawn: true } });
  });

  it('leaves a tombstone with no personal data, and is on no admin list', async () => {
    const item = await memberItem(leaver.userId);
    expect(Object.keys(item ?? {}).sort()).toEqual(['pk', 'sk', 'tokensValidAfter', 'userId', 'withdrawnAt']);
    expect(await adminListIds(admin, `by=userName&q=${leaver.username}`)).toEqual([]);
    expect(await adminListIds(admin, `by=email&q=${leaver.username}`)).toEqual([]);
    expect(await adminListIds(admin, 'by=newest&limit=100')).not.toContain(leaver.userId);
  });

  it('cannot use the old ID token on any member route of either API (401), nor re-create the profile', async () => {
    const fill = (path: string) =>
      path.replace('{userId}', leaver.userId).replace(/\{[^}]+\}/g, 'x1') +
      (path === '/member/{userId}' ? `?userPoolId=${localStack().userPoolId}` : '');
    const bodies: Record<string, unknown> = {
      'POST /me/withdraw': { password: leaver.password },
      'POST /me/sign-out-everywhere': { password: leaver.password },
    };
    const statuses: Record<string, number> = {};
    for (const route of restRoutes.filter((r) => r.access === 'member')) {
      const key = `${route.method} ${route.path}`;
      const answer = await rest(route.api, route.method, fill(route.path), {
        token: leaver.tokens.idToken,
        body: route.method === 'GET' ? undefined : (bodies[key] ?? { title: 'ghost', body: 'ghost' }),
      });
      statuses[key] = answer.status;
    }
    expect(Object.entries(statuses).filter(([, status]) => status !== 401)).toEqual([]);
    expect(Object.keys(statuses)).toEqual(
      expect.arrayContaining(['GET /me/profile', 'POST /posts/{postId}/comments']),
    );

    // GraphQL: the Message Box's mutations and queries.
    const other = await newMember('recipient');
    const started = await graphql(
      'mutation ($input: StartConversationInput!) { startConversation(input: $input) { id } }',
      { input: { withUserId: other.userId, content: 'ghost' } },
      { token: leaver.tokens.idToken },
    );
    expect(started).toMatchObject({ errors: [{ errorType: 'Unauthorized' }] });
    const unread = await graphql('{ unreadMessageCount }', {}, { token: leaver.tokens.idToken });
    expect(unread).toMatchObject({ errors: [{ errorType: 'Unauthorized' }] });

    // Still the tombstone: no email, no name came back from the token's claims.
    const item = await memberItem(leaver.userId);
    expect(item).not.toHaveProperty('email');
    expect(item).not.toHaveProperty('userName');
  });
});

describe('ending sessions in one browser', () => {
  // Refused requests are logged by the app, never thrown: a page error fails the test.
  const chromium = browserPerFile();

  async function signedInBrowser(member: TestMember, nickName: string): Promise<Page> {
    const page = await chromium.newPage();
    await page.goto(site('/'));
    await signInThroughDialog(page, member.username, member.password);
    await page.getByRole('banner').getByRole('button', { name: nickName }).waitFor({ timeout: 15_000 });
    return page;
  }

  async function expectSignedOutOnReload(page: Page, nickName: string): Promise<void> {
    await page.reload();
    await page.getByText('You were signed out. Sign in again.').waitFor({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: nickName }).count()).resolves.toBe(0);
  }

  it('"Sign out everywhere" refuses the other browser on its next request, which shows the member signed out', async () => {
    const member = await newMember('everywhere');
    const nickName = await nickNameOf(member);
    const here = await signedInBrowser(member, nickName);
    const there = await signedInBrowser(member, nickName);
    const device = await signIn(member.username, member.password); // a third client, through the SDK

    await here.goto(site('/setting/account'));
    const form = here.getByRole('form', { name: 'Sign out everywhere' });
    await form.getByLabel('Password').fill('not my password');
    await form.getByRole('button', { name: 'Sign out everywhere' }).click();
    await form.getByText('The password is not correct.').waitFor();
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Sign out everywhere' }).click();
    await here.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });

    await expectSignedOutOnReload(there, nickName);
    // The SDK client's ID token is refused on reads and writes, and its refresh token is revoked.
    expect((await rest('member', 'GET', '/me/profile', { token: device.idToken })).status).toBe(401);
    expect(
      (
        await rest('member', 'PUT', `/member/${member.userId}`, {
          token: device.idToken,
          body: { allowFriendRequests: false },
        })
      ).status,
    ).toBe(401);
    const pool = cognitoClient();
    try {
      await expect(
        pool.send(
          new InitiateAuthCommand({
            ClientId: localStack().userPoolClientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: device.refreshToken },
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    } finally {
      pool.destroy();
    }
    // Signing in again works, and that session is good.
    const again = await signIn(member.username, member.password);
    expect((await rest('member', 'GET', '/me/profile', { token: again.idToken })).status).toBe(200);
  });

  it('a password change signs the other browser out and keeps this one signed in', async () => {
    const member = await newMember('newpass');
    const nickName = await nickNameOf(member);
    const here = await signedInBrowser(member, nickName);
    const there = await signedInBrowser(member, nickName);

    await here.goto(site('/setting/account'));
    const form = here.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(member.password);
    await form.getByLabel('New password').fill('a brand new password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await here.getByText(/Your password was changed/).waitFor({ timeout: 15_000 });

    await expectSignedOutOnReload(there, nickName);
    // This browser: still signed in, after a reload too, and its requests are admitted.
    await here.reload();
    await here.getByRole('banner').getByRole('button', { name: nickName }).waitFor({ timeout: 15_000 });
    await expect(here.getByText('You were signed out. Sign in again.').count()).resolves.toBe(0);
    const tokens = await signIn(member.username, 'a brand new password');
    expect((await rest('member', 'GET', '/me/profile', { token: tokens.idToken })).status).toBe(200);
  });
});
