import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { checkSigV4 } from './sigv4';

/** The headers of a request the AWS SDK sends for `service`, with any credentials (caught by a local server). */
async function signed(service: 'cognito-idp' | 'dynamodb'): Promise<IncomingHttpHeaders> {
  let caught: IncomingHttpHeaders = {};
  const server = createServer((request, response) => {
    caught = request.headers;
    response.writeHead(400, { 'Content-Type': 'application/x-amz-json-1.1' });
    response.end('{"__type":"Caught","message":"caught"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = {
    endpoint,
    region: 'ap-northeast-2',
    credentials: { accessKeyId: 'anything', secretAccessKey: 'whatever' },
    maxAttempts: 1,
  };
  try {
    if (service === 'cognito-idp') {
      const client = new CognitoIdentityProviderClient(settings);
      await client.send(new ListUsersCommand({ UserPoolId: 'local_pool' })).catch(() => undefined);
      client.destroy();
    } else {
      const client = new DynamoDBClient(settings);
      await client.send(new ListTablesCommand({})).catch(() => undefined);
      client.destroy();
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return caught;
}

describe('checkSigV4', () => {
  it('accepts a request the SDK signed for the service, whatever the credentials', async () => {
    expect(checkSigV4(await signed('cognito-idp'), 'cognito-idp')).toEqual({
      ok: true,
      accessKeyId: 'anything',
    });
  });

  it('refuses an unsigned request as AWS does', () => {
    expect(checkSigV4({}, 'cognito-idp')).toMatchObject({
      ok: false,
      type: 'MissingAuthenticationTokenException',
    });
  });

  it('refuses a signature scoped to another service', async () => {
    expect(checkSigV4(await signed('dynamodb'), 'cognito-idp')).toMatchObject({
      ok: false,
      type: 'InvalidSignatureException',
      message: "Credential should be scoped to correct service: 'cognito-idp'.",
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
  ])('refuses %s as an incomplete signature', (_, authorization) => {
    expect(checkSigV4({ authorization, 'x-amz-date': '20250101T000000Z' }, 'cognito-idp')).toMatchObject({
      ok: false,
      type: 'IncompleteSignatureException',
    });
  });

  it('refuses a signature without X-Amz-Date or for another day', async () => {
    const headers = await signed('cognito-idp');
    expect(checkSigV4({ ...headers, 'x-amz-date': undefined }, 'cognito-idp')).toMatchObject({
      ok: false,
      type: 'IncompleteSignatureException',
    });
    expect(checkSigV4({ ...headers, 'x-amz-date': '19990101T000000Z' }, 'cognito-idp')).toMatchObject({
      ok: false,
      type: 'InvalidSignatureException',
    });
  });
});
