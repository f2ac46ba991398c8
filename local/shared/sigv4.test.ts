import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { verifySigV4, type ReceivedRequest, type SignatureRules } from './sigv4';

const REGION = 'ap-northeast-2';
const COGNITO: SignatureRules = { service: 'cognito-idp', region: REGION };

interface Signing {
  /** What the SDK sends: a Cognito admin write (the default), a Cognito read, or a DynamoDB call. */
  readonly service?: 'cognito-idp' | 'cognito-idp-read' | 'dynamodb';
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  readonly region?: string;
  /** Shifts the SDK's clock, so it signs with an earlier or later date. */
  readonly clockOffsetMs?: number;
}

/** A request exactly as the AWS SDK sends it with these credentials, caught by a local server. */
async function sent(signing: Signing = {}): Promise<ReceivedRequest> {
  let caught: ReceivedRequest | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      caught = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      response.writeHead(400, { 'Content-Type': 'application/x-amz-json-1.1' });
      response.end('{"__type":"Caught","message":"caught"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const settings = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: signing.region ?? REGION,
    credentials: {
      accessKeyId: signing.accessKeyId ?? 'local',
      secretAccessKey: signing.secretAccessKey ?? 'local',
    },
    maxAttempts: 1,
    systemClockOffset: signing.clockOffsetMs ?? 0,
  };
  try {
    if (signing.service === 'dynamodb') {
      const client = new DynamoDBClient(settings);
      await client.send(new ListTablesCommand({})).catch(() => undefined);
      client.destroy();
    } else {
      const client = new CognitoIdentityProviderClient(settings);
      await (
        signing.service === 'cognito-idp-read'
          ? client.send(new ListUsersCommand({ UserPoolId: 'local_pool', Filter: 'email ^= "a b"' }))
          : client.send(
              new AdminAddUserToGroupCommand({
                UserPoolId: 'local_pool',
                Username: 'eve',
                GroupName: 'Admin',
              }),
            )
      ).catch(() => undefined);
      client.destroy();
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  if (!caught) throw new Error('The SDK sent nothing');
  return caught;
}

const withAuthorization = (request: ReceivedRequest, change: (value: string) => string): ReceivedRequest => ({
  ...request,
  headers: { ...request.headers, authorization: change(String(request.headers.authorization)) },
});

describe('verifySigV4', () => {
  it('accepts a request the SDK signed with the local secret, whatever the access key id', async () => {
    await expect(verifySigV4(await sent(), COGNITO)).resolves.toEqual({ ok: true, accessKeyId: 'local' });
    await expect(verifySigV4(await sent({ accessKeyId: 'AKIDANYTHING' }), COGNITO)).resolves.toEqual({
      ok: true,
      accessKeyId: 'AKIDANYTHING',
    });
  });

  it('accepts a request signed with the secret it was configured with', async () => {
    const request = await sent({ secretAccessKey: 'team secret' });
    await expect(verifySigV4(request, { ...COGNITO, secretAccessKey: 'team secret' })).resolves.toMatchObject(
      {
        ok: true,
      },
    );
  });

  it('refuses a header of the right shape whose signature is 64 zeros', async () => {
    const forged = withAuthorization(await sent(), (value) =>
      value.replace(/Signature=[0-9a-f]{64}/, `Signature=${'0'.repeat(64)}`),
    );
    await expect(verifySigV4(forged, COGNITO)).resolves.toEqual({
      ok: false,
      status: 403,
      type: 'InvalidSignatureException',
      message: expect.stringMatching(/^The request signature we calculated does not match/) as unknown,
    });
  });

  it('refuses a signed request whose body was changed afterwards', async () => {
    const request = await sent();
    const body = Buffer.from(String(request.body).replace('"eve"', '"mallory"'));
    expect(body.equals(Buffer.from(request.body))).toBe(false);
    await expect(verifySigV4({ ...request, body }, COGNITO)).resolves.toMatchObject({
      ok: false,
      status: 403,
      type: 'InvalidSignatureException',
    });
  });

  it('refuses a signed request whose target operation or host was changed afterwards', async () => {
    const request = await sent();
    const retargeted = {
      ...request,
      headers: {
        ...request.headers,
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminSetUserPassword',
      },
    };
    await expect(verifySigV4(retargeted, COGNITO)).resolves.toMatchObject({ ok: false, status: 403 });
    const rehosted = { ...request, headers: { ...request.headers, host: 'localhost:1' } };
    await expect(verifySigV4(rehosted, COGNITO)).resolves.toMatchObject({ ok: false, status: 403 });
  });

  it('refuses a request signed with another secret', async () => {
    await expect(verifySigV4(await sent({ secretAccessKey: 'wrong' }), COGNITO)).resolves.toMatchObject({
      ok: false,
      status: 403,
      type: 'InvalidSignatureException',
    });
  });

  it('refuses a signature dated more than 15 minutes from the server clock, either way', async () => {
    const old = await sent({ clockOffsetMs: -16 * 60 * 1000 });
    await expect(verifySigV4(old, COGNITO)).resolves.toMatchObject({
      ok: false,
      status: 403,
      type: 'InvalidSignatureException',
      message: expect.stringMatching(/^Signature expired: \d{8}T\d{6}Z is now earlier than/) as unknown,
    });
    const future = await sent({ clockOffsetMs: 16 * 60 * 1000 });
    await expect(verifySigV4(future, COGNITO)).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Signature not yet current/) as unknown,
    });
    // Within the window: accepted, as AWS accepts a client clock a few minutes off.
    await expect(verifySigV4(await sent({ clockOffsetMs: -10 * 60 * 1000 }), COGNITO)).resolves.toMatchObject(
      {
        ok: true,
      },
    );
  });

  it('refuses a signature replayed 16 minutes later', async () => {
    const request = await sent();
    const later = () => Date.now() + 16 * 60 * 1000;
    await expect(verifySigV4(request, { ...COGNITO, now: later })).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Signature expired/) as unknown,
    });
  });

  it('refuses a signature scoped to another service or region', async () => {
    await expect(verifySigV4(await sent({ service: 'dynamodb' }), COGNITO)).resolves.toEqual({
      ok: false,
      status: 403,
      type: 'InvalidSignatureException',
      message: "Credential should be scoped to correct service: 'cognito-idp'.",
    });
    await expect(verifySigV4(await sent({ region: 'us-east-1' }), COGNITO)).resolves.toMatchObject({
      ok: false,
      status: 403,
      type: 'InvalidSignatureException',
      message: expect.stringMatching(/^Credential should be scoped to a valid region/) as unknown,
    });
  });

  it('refuses a body hash header that does not match the body received', async () => {
    const request = await sent();
    const lying = { ...request, headers: { ...request.headers, 'x-amz-content-sha256': '0'.repeat(64) } };
    await expect(verifySigV4(lying, COGNITO)).resolves.toMatchObject({ ok: false, status: 403 });
  });

  it('refuses an unsigned request as AWS does', async () => {
    await expect(
      verifySigV4({ method: 'POST', url: '/', headers: {}, body: '{}' }, COGNITO),
    ).resolves.toMatchObject({
      ok: false,
      status: 400,
      type: 'MissingAuthenticationTokenException',
    });
  });

  it.each([
    ['a bearer token', 'Bearer eyJhbGciOi'],
    ['another algorithm', 'AWS4-HMAC-SHA1 Credential=a/20250101/r/cognito-idp/aws4_request'],
    ['no signature', 'AWS4-HMAC-SHA256 Credential=a/20250101/r/cognito-idp/aws4_request, SignedHeaders=host'],
    [
      'a short signature',
      'AWS4-HMAC-SHA256 Credential=a/20250101/r/cognito-idp/aws4_request, SignedHeaders=host, Signature=abc',
    ],
    [
      'host not signed',
      `AWS4-HMAC-SHA256 Credential=a/20250101/r/cognito-idp/aws4_request, SignedHeaders=x-amz-date, Signature=${'a'.repeat(64)}`,
    ],
    [
      'a broken scope',
      `AWS4-HMAC-SHA256 Credential=a/2025/r/cognito-idp/aws4_request, SignedHeaders=host, Signature=${'a'.repeat(64)}`,
    ],
  ])('refuses %s as an incomplete signature', async (_, authorization) => {
    const request = { method: 'POST', url: '/', body: '{}' };
    await expect(
      verifySigV4({ ...request, headers: { authorization, 'x-amz-date': '20250101T000000Z' } }, COGNITO),
    ).resolves.toMatchObject({ ok: false, status: 400, type: 'IncompleteSignatureException' });
  });

  it('refuses a signature without X-Amz-Date or dated another day than its scope', async () => {
    const request = await sent();
    await expect(
      verifySigV4({ ...request, headers: { ...request.headers, 'x-amz-date': undefined } }, COGNITO),
    ).resolves.toMatchObject({ ok: false, type: 'IncompleteSignatureException' });
    await expect(
      verifySigV4({ ...request, headers: { ...request.headers, 'x-amz-date': '19990101T000000Z' } }, COGNITO),
    ).resolves.toMatchObject({ ok: false, type: 'InvalidSignatureException' });
  });

  it('verifies what an SDK signs for a plain read too (no body hash header, another operation)', async () => {
    const request = await sent({ service: 'cognito-idp-read' });
    expect(request.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.ListUsers');
    await expect(verifySigV4(request, COGNITO)).resolves.toMatchObject({ ok: true });
  });
});
