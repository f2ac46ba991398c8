import {
  AdminCreateUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, localStack, newMember, rest, seededAccount } from './support/clients';

/**
 * Member lifecycle through the real clients: a user an admin created (AdminCreateUser, then a new password;
 * Cognito runs no post-confirmation trigger for them) has a member profile on first use, and a member an
 * admin disabled cannot write any more although their ID token is still valid.
 */
jest.setTimeout(60_000);

it('gives a user an admin created a member profile on first use', async () => {
  const username = `created${Date.now() % 1_000_000}`;
  const pool = cognitoClient();
  await pool.send(
    new AdminCreateUserCommand({
      UserPoolId: localStack().userPoolId,
      Username: username,
      TemporaryPassword: 'temporary password 1',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: `${username}@example.com` },
        { Name: 'name', Value: 'Created Kim' },
      ],
    }),
  );
  const first = await pool.send(
    new InitiateAuthCommand({
      ClientId: localStack().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: 'temporary password 1' },
    }),
  );
  expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await pool.send(
    new RespondToAuthChallengeCommand({
      ClientId: localStack().userPoolClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: first.Session,
      ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'my own password 1' },
    }),
  );
  const idToken = answered.AuthenticationResult?.IdToken as string;
  const sub = (
    JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }
  ).sub;

  const me = await rest('member', 'GET', `/member/${sub}`, { token: idToken });
  expect(me).toMatchObject({ status: 200, body: { userName: username, nickName: 'Created Kim' } });
  // Stored: an admin finds the profile too.
  const admin = await seededAccount('admin');
  const found = await rest<{ items: { userId: string }[] }>(
    'member',
    'GET',
    `/admin/members?by=userName&q=${username}`,
    {
      token: admin.tokens.idToken,
    },
  );
  expect(found.body.items.map((m) => m.userId)).toContain(sub);
});

it("refuses a disabled member's writes at once, with the token they still hold", async () => {
  const member = await newMember('disabled');
  const admin = await seededAccount('admin');
  const post = { title: 'Before', body: 'Still allowed.' };
  expect(
    (await rest('post', 'POST', '/boards/free/posts', { token: member.tokens.idToken, body: post })).status,
  ).toBe(201);

  const disabled = await rest('member', 'PUT', `/admin/members/${member.userId}/status`, {
    token: admin.tokens.idToken,
    body: { enabled: false },
  });
  expect(disabled.status).toBe(200);

  const refused = await rest('post', 'POST', '/boards/free/posts', {
    token: member.tokens.idToken,
    body: { title: 'After', body: 'Refused.' },
  });
  expect(refused).toMatchObject({
    status: 403,
    body: { message: 'Your account has been disabled by an administrator.' },
  });
  // Reads still work for the token's lifetime; only writes are refused.
  expect((await rest('post', 'GET', '/boards/free/posts', { token: member.tokens.idToken })).status).toBe(
    200,
  );

  await rest('member', 'PUT', `/admin/members/${member.userId}/status`, {
    token: admin.tokens.idToken,
    body: { enabled: true },
  });
  expect(
    (await rest('post', 'POST', '/boards/free/posts', { token: member.tokens.idToken, body: post })).status,
  ).toBe(201);
});
