import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
  ListUsersCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { passwordPolicy, tokenValidity, userPoolGroups } from '../../contracts/user-pool';
import { accessClaims, testPool } from '../../test/support/jwt';
import { createTokenVerifier } from '../auth/token-verifier';
import { startLocalCognito, type LocalCognito } from './local-cognito';
import { ensureUserPool, type UserPoolIds } from './user-pool-setup';
import { jsonLogger } from '../shared/logger';

/**
 * The local user pool against real clients: cognito-local as a child process behind the shim, driven with AWS SDK
 * v3 exactly as the app and the tests of the stack drive it.
 */
const CODE = '246810';
const PASSWORD = 'correct horse battery';
const POOL = { poolName: 'test-members', clientName: 'test-web' };

interface TriggerCall {
  readonly event: Record<string, unknown> & {
    triggerSource: string;
    userName: string;
    request: { userAttributes: Record<string, string> };
  };
  readonly functionName: unknown;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'local-cognito-'));
const preSignUp: TriggerCall[] = [];
const postConfirmation: TriggerCall[] = [];
const logEntries: Record<string, unknown>[] = [];
const codeLines: string[] = [];

let cognito: LocalCognito;
let client: CognitoIdentityProviderClient;
let ids: UserPoolIds;

async function start(port?: number): Promise<void> {
  cognito = await startLocalCognito({
    dataDir,
    port,
    confirmationCode: CODE,
    allowedOrigins: ['http://localhost:5173'],
    onCode: (line) => codeLines.push(line),
    logger: jsonLogger('local-cognito', (line) =>
      logEntries.push(JSON.parse(line) as Record<string, unknown>),
    ),
    triggers: {
      PreSignUp: async (event: TriggerCall['event'], context: { functionName: unknown }) => {
        preSignUp.push({ event, functionName: context.functionName });
        if (event.userName.startsWith('refused')) throw new Error('Sign-up is closed.');
        return event;
      },
      PostConfirmation: async (event: TriggerCall['event'], context: { functionName: unknown }) => {
        postConfirmation.push({ event, functionName: context.functionName });
        return event;
      },
    },
  });
  client = new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: 'ap-northeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

async function stop(): Promise<void> {
  client.destroy();
  await cognito.stop();
}

beforeAll(async () => {
  await start();
  ids = await ensureUserPool(client, POOL);
}, 30_000);

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

const attributes = (username: string, email = `${username}@example.com`) => [
  { Name: 'email', Value: email },
  { Name: 'name', Value: `Name ${username}` },
];

async function signUp(username: string, password = PASSWORD): Promise<string> {
  const out = await client.send(
    new SignUpCommand({
      ClientId: ids.userPoolClientId,
      Username: username,
      Password: password,
      UserAttributes: attributes(username),
    }),
  );
  return out.UserSub as string;
}

async function newMember(prefix: string): Promise<{ username: string; sub: string }> {
  const username = uniqueName(prefix);
  const sub = await signUp(username);
  await client.send(
    new ConfirmSignUpCommand({ ClientId: ids.userPoolClientId, Username: username, ConfirmationCode: CODE }),
  );
  return { username, sub };
}

async function signIn(username: string, password = PASSWORD): Promise<Required<AuthenticationResultType>> {
  const out = await client.send(
    new InitiateAuthCommand({
      ClientId: ids.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  return out.AuthenticationResult as Required<AuthenticationResultType>;
}

const refresh = (refreshToken: string) =>
  client.send(
    new GetTokensFromRefreshTokenCommand({ ClientId: ids.userPoolClientId, RefreshToken: refreshToken }),
  );

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

const userExists = (username: string) =>
  client.send(new AdminGetUserCommand({ UserPoolId: ids.userPoolId, Username: username })).then(
    () => true,
    (error: Error) => {
      if (error.name === 'UserNotFoundException') return false;
      throw error;
    },
  );

const WRONG = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };

describe('the local user pool (cognito-local behind the shim)', () => {
  it('sets up the pool, client and groups from contracts/user-pool.ts, idempotently', async () => {
    expect(await ensureUserPool(client, POOL)).toEqual(ids);
    const { UserPool: pool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
    expect(pool?.Policies?.PasswordPolicy?.MinimumLength).toBe(passwordPolicy.minLength);
    expect(pool?.AliasAttributes).toEqual(['email']);
    expect(pool?.UsernameAttributes ?? []).toEqual([]);
    expect(pool?.MfaConfiguration).toBe('OFF');
    const { UserPoolClient: web } = await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.userPoolClientId }),
    );
    expect(web).toMatchObject({
      PreventUserExistenceErrors: 'ENABLED',
      RefreshTokenValidity: tokenValidity.refreshTokenDays,
      ExplicitAuthFlows: expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
    const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: ids.userPoolId }));
    expect(Groups.map((g) => g.GroupName).sort()).toEqual(userPoolGroups.map((g) => g.groupName).sort());
  });

  it("refuses a password that breaks the policy with Cognito's error, and creates nothing", async () => {
    const username = uniqueName('short');
    const before = preSignUp.length;
    await expect(signUp(username, 'seven77')).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    expect(preSignUp).toHaveLength(before);
    expect(await userExists(username)).toBe(false);
  });

  it('refuses a sign-up without a required attribute or with an email as username', async () => {
    await expect(
      client.send(
        new SignUpCommand({
          ClientId: ids.userPoolClientId,
          Username: uniqueName('noname'),
          Password: PASSWORD,
          UserAttributes: [{ Name: 'email', Value: 'noname@example.com' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: expect.stringContaining('name') });
    await expect(signUp('someone@example.com')).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('runs the post-confirmation trigger once, with the new user in AWS form', async () => {
    const username = uniqueName('confirm');
    const sub = await signUp(username);
    expect(postConfirmation.filter((c) => c.event.userName === username)).toHaveLength(0);
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: ids.userPoolClientId,
        Username: username,
        ConfirmationCode: CODE,
      }),
    );
    const calls = postConfirmation.filter((c) => c.event.userName === username);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.functionName).toBe('member-post-confirmation');
    expect(calls[0]?.event).toMatchObject({
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      userPoolId: ids.userPoolId,
      region: 'ap-northeast-2',
      callerContext: { clientId: ids.userPoolClientId },
      request: {
        userAttributes: {
          sub,
          name: `Name ${username}`,
          email: `${username}@example.com`,
          email_verified: 'true',
          'cognito:user_status': 'CONFIRMED',
        },
      },
    });
    const signUpCall = preSignUp.find((c) => c.event.userName === username);
    expect(signUpCall?.event.triggerSource).toBe('PreSignUp_SignUp');
    // Confirming twice is refused as on AWS.
    await expect(
      client.send(
        new ConfirmSignUpCommand({
          ClientId: ids.userPoolClientId,
          Username: username,
          ConfirmationCode: CODE,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(postConfirmation.filter((c) => c.event.userName === username)).toHaveLength(1);
  });

  it('refuses a sign-up the pre-sign-up trigger refuses, as UserLambdaValidationException, creating nothing', async () => {
    const username = uniqueName('refused');
    await expect(signUp(username)).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error Sign-up is closed..',
    });
    expect(await userExists(username)).toBe(false);
  });

  it('signs in with the password, refusing unknown users, wrong passwords and unconfirmed users as AWS does', async () => {
    const { username, sub } = await newMember('signin');
    const tokens = await signIn(username);
    expect(tokens).toMatchObject({ TokenType: 'Bearer', ExpiresIn: tokenValidity.accessTokenHours * 3600 });
    expect(claimsOf(tokens.IdToken)).toMatchObject({ sub, 'cognito:username': username });
    // Usernames are case-insensitive (signInCaseSensitive: false).
    expect(claimsOf((await signIn(username.toUpperCase())).IdToken).sub).toBe(sub);

    await expect(signIn(username, 'wrong password')).rejects.toMatchObject(WRONG);
    await expect(signIn(uniqueName('nobody'))).rejects.toMatchObject(WRONG);

    const unconfirmed = uniqueName('unconfirmed');
    await signUp(unconfirmed);
    await expect(signIn(unconfirmed, 'wrong password')).rejects.toMatchObject({
      name: 'UserNotConfirmedException',
    });
  });

  it('signs a member in by their verified email, the alias of their username', async () => {
    const { username, sub } = await newMember('alias');
    const tokens = await signIn(`${username}@EXAMPLE.com`);
    expect(claimsOf(tokens.IdToken)).toMatchObject({ sub, 'cognito:username': username });
    // An unconfirmed user's email is not verified: no alias yet.
    const unconfirmed = uniqueName('unverified');
    await signUp(unconfirmed);
    await expect(signIn(`${unconfirmed}@example.com`)).rejects.toMatchObject(WRONG);
  });

  it('refreshes with GetTokensFromRefreshToken into tokens that verify against the shim', async () => {
    const { username, sub } = await newMember('refresh');
    const tokens = await signIn(username);
    const out = await refresh(tokens.RefreshToken);
    const result = out.AuthenticationResult;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result?.RefreshToken).toBeUndefined();
    const verifier = createTokenVerifier({
      issuer: cognito.issuer(ids.userPoolId),
      clientId: ids.userPoolClientId,
      jwks: await cognito.jwks(ids.userPoolId),
    });
    expect(cognito.issuer(ids.userPoolId)).toBe(`${cognito.endpoint}/${ids.userPoolId}`);
    await expect(verifier.verifyIdToken(result?.IdToken as string)).resolves.toMatchObject({ sub });
    await expect(verifier.verifyUserPoolToken(result?.AccessToken as string)).resolves.toMatchObject({
      sub,
      token_use: 'access',
    });
    // Amplify v5 and older SDKs refresh with REFRESH_TOKEN_AUTH.
    const old = await client.send(
      new InitiateAuthCommand({
        ClientId: ids.userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
      }),
    );
    expect(old.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    await expect(refresh('not-a-token')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('refuses a disabled user both sign-in and refresh', async () => {
    const { username } = await newMember('disabled');
    const tokens = await signIn(username);
    await client.send(new AdminDisableUserCommand({ UserPoolId: ids.userPoolId, Username: username }));
    const disabled = { name: 'NotAuthorizedException', message: 'User is disabled.' };
    await expect(signIn(username)).rejects.toMatchObject(disabled);
    await expect(refresh(tokens.RefreshToken)).rejects.toMatchObject(disabled);
  });

  it('revokes refresh and access tokens issued before an admin global sign-out', async () => {
    const { username } = await newMember('adminout');
    const before = await signIn(username);
    await expect(
      client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: ids.userPoolId, Username: username })),
    ).resolves.toBeDefined();
    await expect(refresh(before.RefreshToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    await expect(client.send(new GetUserCommand({ AccessToken: before.AccessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    const after = await signIn(username);
    await expect(refresh(after.RefreshToken)).resolves.toBeDefined();
    await expect(
      client.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: ids.userPoolId, Username: uniqueName('x') }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it("answers GlobalSignOut with the user's access token", async () => {
    const { username } = await newMember('selfout');
    const tokens = await signIn(username);
    await expect(client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).resolves.toMatchObject(
      {
        Username: username,
      },
    );
    await client.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    await expect(refresh(tokens.RefreshToken)).rejects.toMatchObject({
      message: 'Refresh Token has been revoked',
    });
  });

  it('verifies access tokens sent to the pool (cognito-local only decodes them)', async () => {
    const { username, sub } = await newMember('forged');
    const forger = testPool(cognito.issuer(ids.userPoolId), ids.userPoolClientId);
    const forged = forger.token({ ...accessClaims(forger, sub), username });
    await expect(client.send(new GetUserCommand({ AccessToken: forged }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
    await expect(client.send(new GlobalSignOutCommand({ AccessToken: forged }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('changes a password only with the right previous one and a conforming new one', async () => {
    const { username } = await newMember('change');
    const { AccessToken } = await signIn(username);
    const change = (previous: string, proposed: string) =>
      client.send(
        new ChangePasswordCommand({ AccessToken, PreviousPassword: previous, ProposedPassword: proposed }),
      );
    await expect(change(PASSWORD, 'short')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await expect(change('not the password', 'a new long password')).rejects.toMatchObject(WRONG);
    await change(PASSWORD, 'a new long password');
    await expect(signIn(username, 'a new long password')).resolves.toBeDefined();
  });

  it('checks the temporary password and the challenge session of an admin-created user', async () => {
    const username = uniqueName('invited');
    await expect(
      client.send(
        new AdminCreateUserCommand({
          UserPoolId: ids.userPoolId,
          Username: username,
          TemporaryPassword: 'short',
          UserAttributes: attributes(username),
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: ids.userPoolId,
        Username: username,
        TemporaryPassword: 'temporary password',
        MessageAction: 'SUPPRESS',
        UserAttributes: attributes(username),
      }),
    );
    await expect(signIn(username, 'not the temporary one')).rejects.toMatchObject(WRONG);
    const challenge = await client.send(
      new InitiateAuthCommand({
        ClientId: ids.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: 'temporary password' },
      }),
    );
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const respond = (session: string, password: string) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: ids.userPoolClientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: session,
          ChallengeResponses: { USERNAME: username, NEW_PASSWORD: password },
        }),
      );
    await expect(respond('made-up-session', 'my own password')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(respond(challenge.Session as string, 'short')).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    const answered = await respond(challenge.Session as string, 'my own password');
    expect(answered.AuthenticationResult?.TokenType).toBe('Bearer');
    await expect(refresh(answered.AuthenticationResult?.RefreshToken as string)).resolves.toBeDefined();
    await expect(signIn(username, 'my own password')).resolves.toBeDefined();
  });

  it('resends a confirmation code, and hides whether a user exists when resetting a password', async () => {
    const username = uniqueName('resend');
    await signUp(username);
    const resent = await client.send(
      new ResendConfirmationCodeCommand({ ClientId: ids.userPoolClientId, Username: username }),
    );
    expect(resent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: 'r***@e***' });
    expect(
      codeLines.filter((line) => line === `sign-up code ${CODE} for ${username} (${username}@example.com)`),
    ).toHaveLength(2);
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: ids.userPoolClientId,
        Username: username,
        ConfirmationCode: CODE,
      }),
    );
    const reset = await client.send(
      new ForgotPasswordCommand({ ClientId: ids.userPoolClientId, Username: username }),
    );
    expect(reset.CodeDeliveryDetails?.Destination).toBe('r***@e***');
    expect(codeLines).toContain(`password reset code ${CODE} for ${username} (${username}@example.com)`);
    await expect(
      client.send(
        new ForgotPasswordCommand({ ClientId: ids.userPoolClientId, Username: uniqueName('ghost') }),
      ),
    ).resolves.toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
  });

  it('puts the groups in the ID token after AdminAddUserToGroup', async () => {
    const { username } = await newMember('grouped');
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: ids.userPoolId, Username: username, GroupName: 'Admin' }),
    );
    expect(claimsOf((await signIn(username)).IdToken)['cognito:groups']).toEqual(['Admin']);
  });

  it('pages ListUsers by Limit', async () => {
    const first = await client.send(new ListUsersCommand({ UserPoolId: ids.userPoolId, Limit: 2 }));
    expect(first.Users).toHaveLength(2);
    const second = await client.send(
      new ListUsersCommand({ UserPoolId: ids.userPoolId, Limit: 2, PaginationToken: first.PaginationToken }),
    );
    expect(second.Users?.[0]?.Username).not.toBe(first.Users?.[0]?.Username);
  });

  it("answers errors in AWS's wire format and lets the site's pages call it (CORS)", async () => {
    const response = await fetch(cognito.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        Origin: 'http://localhost:5173',
      },
      body: JSON.stringify({
        ClientId: ids.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'nobody', PASSWORD: 'whatever password' },
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-ErrorType');
    expect(await response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const preflight = await fetch(cognito.endpoint, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    const discovery = (await (
      await fetch(`${cognito.issuer(ids.userPoolId)}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(cognito.issuer(ids.userPoolId));
  });

  it('never logs passwords or tokens', () => {
    const logged = JSON.stringify(logEntries);
    expect(logEntries.length).toBeGreaterThan(10);
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain('eyJ');
    expect(logged).not.toContain(CODE);
  });

  it('keeps users and sign-outs across a restart with the same data folder (stop is idempotent)', async () => {
    const { username } = await newMember('persist');
    const before = await signIn(username);
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: ids.userPoolId, Username: username }));
    const { pid: oldPid, endpoint } = cognito;
    await stop();
    await cognito.stop();
    expect(() => process.kill(oldPid, 0)).toThrow();

    // The same port: the issuer, and so the tokens issued before, stay the same.
    await start(Number(new URL(endpoint).port));
    expect(await ensureUserPool(client, POOL)).toEqual(ids);
    await expect(signIn(username)).resolves.toBeDefined();
    await expect(refresh(before.RefreshToken)).rejects.toMatchObject({
      message: 'Refresh Token has been revoked',
    });
  }, 30_000);
});
