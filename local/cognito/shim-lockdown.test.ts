import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startLocalCognito, type LocalCognito } from './local-cognito';
import { ensureUserPool, type UserPoolIds } from './user-pool-setup';
import { silentLogger } from '../shared/logger';
import { unsignedCognitoCall } from '../../test/support/unsigned-cognito';

/**
 * The lock of the local user pool (docs/local-vs-aws.md, "Lockdown"), against the real cognito-local: what a web
 * page or any unsigned client can no longer do, and that signed SDK clients and the trigger path still work.
 */
const CODE = '135790';
const SITE = 'http://localhost:5173';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shim-lockdown-'));
const postConfirmations: string[] = [];
let cognito: LocalCognito;
let signedClient: CognitoIdentityProviderClient;
let ids: UserPoolIds;
let username: string;

beforeAll(async () => {
  cognito = await startLocalCognito({
    dataDir,
    confirmationCode: CODE,
    allowedOrigins: [SITE],
    onCode: () => undefined,
    logger: silentLogger,
    triggers: {
      PostConfirmation: async (event: { userName: string }) => {
        postConfirmations.push(event.userName);
        return event;
      },
    },
  });
  signedClient = new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: 'ap-northeast-2',
    // Any access key id; the secret is the local one (local/shared/sigv4.ts).
    credentials: { accessKeyId: 'any-key-id', secretAccessKey: 'local' },
  });
  ids = await ensureUserPool(signedClient, { poolName: 'lockdown', clientName: 'web' });
  username = `locked${Date.now().toString(36)}`;
  await signedClient.send(
    new SignUpCommand({
      ClientId: ids.userPoolClientId,
      Username: username,
      Password: 'correct horse battery',
      UserAttributes: [
        { Name: 'email', Value: `${username}@example.com` },
        { Name: 'name', Value: 'Locked' },
      ],
    }),
  );
  await signedClient.send(
    new ConfirmSignUpCommand({ ClientId: ids.userPoolClientId, Username: username, ConfirmationCode: CODE }),
  );
}, 30_000);

afterAll(async () => {
  signedClient.destroy();
  await cognito.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request as a web page or curl makes it: no signature unless `headers` carries one. */
const unsigned = (target: string, body: unknown, headers: Record<string, string> = {}) =>
  unsignedCognitoCall(cognito.endpoint, target, body, headers);

const groupsOf = async () =>
  (
    await signedClient.send(
      new AdminListGroupsForUserCommand({ UserPoolId: ids.userPoolId, Username: username }),
    )
  ).Groups?.map((group) => group.GroupName);

describe('the local user pool', () => {
  it('refuses unsigned administration as Cognito does, and changes nothing', async () => {
    const refused = await unsigned('AdminAddUserToGroup', {
      UserPoolId: ids.userPoolId,
      Username: username,
      GroupName: 'Admin',
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    expect(refused.body).toEqual({
      __type: 'MissingAuthenticationTokenException',
      message: 'Missing Authentication Token',
    });
    for (const [target, body] of [
      [
        'AdminSetUserPassword',
        { UserPoolId: ids.userPoolId, Username: username, Password: 'taken over 1', Permanent: true },
      ],
      ['ListUsers', { UserPoolId: ids.userPoolId }],
      ['CreateUserPool', { PoolName: 'rogue' }],
      ['CreateUserPoolClient', { UserPoolId: ids.userPoolId, ClientName: 'rogue' }],
      ['DescribeUserPool', { UserPoolId: ids.userPoolId }],
    ] as const) {
      const answer = await unsigned(target, body);
      expect({ target, type: answer.body.__type }).toEqual({
        target,
        type: 'MissingAuthenticationTokenException',
      });
      expect(answer.body).not.toHaveProperty('Users');
    }
    expect(await groupsOf()).toEqual([]);
  });

  it('refuses a bearer token or a signature for another service in place of a SigV4 signature', async () => {
    const body = { UserPoolId: ids.userPoolId, Username: username, GroupName: 'Admin' };
    expect((await unsigned('AdminAddUserToGroup', body, { Authorization: 'Bearer x' })).body.__type).toBe(
      'IncompleteSignatureException',
    );
    const otherService = `AWS4-HMAC-SHA256 Credential=k/20250101/ap-northeast-2/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`;
    expect(
      (
        await unsigned('AdminAddUserToGroup', body, {
          Authorization: otherService,
          'X-Amz-Date': '20250101T000000Z',
        })
      ).body.__type,
    ).toBe('InvalidSignatureException');
    expect(await groupsOf()).toEqual([]);
  });

  it('refuses a well-formed signature that is not a signature of the request (64 zeros, another secret)', async () => {
    const body = { UserPoolId: ids.userPoolId, Username: username, GroupName: 'Admin' };
    const now = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const zeros = `AWS4-HMAC-SHA256 Credential=local/${now.slice(0, 8)}/ap-northeast-2/cognito-idp/aws4_request, SignedHeaders=host;x-amz-date;x-amz-target, Signature=${'0'.repeat(64)}`;
    const forged = await unsigned('AdminAddUserToGroup', body, { Authorization: zeros, 'X-Amz-Date': now });
    expect({ status: forged.status, type: forged.body.__type }).toEqual({
      status: 403,
      type: 'InvalidSignatureException',
    });
    const otherSecret = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region: 'ap-northeast-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'not the local secret' },
      maxAttempts: 1,
    });
    try {
      await expect(
        otherSecret.send(new AdminAddUserToGroupCommand({ ...body, UserPoolId: ids.userPoolId })),
      ).rejects.toMatchObject({ name: 'InvalidSignatureException', $metadata: { httpStatusCode: 403 } });
    } finally {
      otherSecret.destroy();
    }
    expect(await groupsOf()).toEqual([]);
  });

  it('answers an operation it does not list as unknown, signed or not', async () => {
    expect((await unsigned('AdminNukeEverything', {})).body.__type).toBe('UnknownOperationException');
    expect((await unsigned('Anything', {})).body.__type).toBe('UnknownOperationException');
  });

  it('keeps the public operations unsigned', async () => {
    const answer = await unsigned('InitiateAuth', {
      ClientId: ids.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: 'correct horse battery' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.AuthenticationResult).toBeDefined();
  });

  it('gives CORS only to the site: no allowance for another origin, preflight or not', async () => {
    const preflight = (origin: string) =>
      fetch(cognito.endpoint, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-amz-target',
        },
      });
    const evil = await preflight('http://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-headers')).toBeNull();
    expect(evil.headers.get('access-control-allow-methods')).toBeNull();
    const site = await preflight(SITE);
    expect(site.status).toBe(204);
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE);
    const post = await unsigned(
      'InitiateAuth',
      { ClientId: ids.userPoolClientId },
      { Origin: 'http://evil.example' },
    );
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('vary')).toContain('Origin');
  });

  it('serves only the pool keys and discovery document besides the API (no cognito-local OAuth pages)', async () => {
    expect((await fetch(`${cognito.issuer(ids.userPoolId)}/.well-known/jwks.json`)).status).toBe(200);
    expect(
      (await fetch(`${cognito.endpoint}/oauth2/authorize?client_id=${ids.userPoolClientId}`)).status,
    ).toBe(404);
    expect((await fetch(`${cognito.endpoint}/oauth2/token`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${cognito.endpoint}/health`)).status).toBe(404);
  });

  it('refuses requests addressed to another host', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const port = Number(new URL(cognito.endpoint).port);
      const req = request(
        { host: '127.0.0.1', port, path: '/', method: 'POST', headers: { Host: 'evil.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(421);
  });

  it('runs triggers only for signed invocations addressed to localhost', async () => {
    expect(postConfirmations).toEqual([username]);
    const config = JSON.parse(readFileSync(path.join(dataDir, '.cognito', 'config.json'), 'utf8')) as {
      LambdaClient: { endpoint: string };
    };
    const invoke = `${config.LambdaClient.endpoint}/2015-03-31/functions/member-post-confirmation/invocations`;
    const forged = await fetch(invoke, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({
        triggerSource: 'PostConfirmation_ConfirmSignUp',
        userName: 'forged',
        request: {},
      }),
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    expect(postConfirmations).toEqual([username]);
  });

  it('keeps cognito-local off TCP: it listens on a private Unix socket only', () => {
    const config = JSON.parse(readFileSync(path.join(dataDir, '.cognito', 'config.json'), 'utf8')) as {
      ServerConfig: { port: unknown };
    };
    expect(String(config.ServerConfig.port)).toMatch(/cognito-local\.sock$/);
  });
});
