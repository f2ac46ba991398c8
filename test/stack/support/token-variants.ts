import { createPrivateKey, generateKeyPairSync, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Bad tokens made from a real one of the local pool. `expired` and `wrongAudience` are signed with the
 * emulator's own key (it ships in the cognito-local npm package), so only the named claim is wrong; `forged`
 * is signed with a stranger's key under the pool's key id; `tampered` adds the Admin group without re-signing.
 */
export interface TokenVariants {
  readonly forged: string;
  readonly tampered: string;
  readonly expired: string;
  readonly wrongAudience: string;
  readonly algNone: string;
}

function emulatorKey(): KeyObject {
  const file = path.join(
    path.dirname(require.resolve('cognito-local/package.json')),
    'lib',
    'keys',
    'cognitoLocal.private.json',
  );
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: JsonWebKey };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

function resign(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}

export function tokenVariants(idToken: string): TokenVariants {
  const [headerPart, payloadPart, signature] = idToken.split('.');
  const header = JSON.parse(Buffer.from(headerPart ?? '', 'base64url').toString()) as Record<string, unknown>;
  const payload = JSON.parse(Buffer.from(payloadPart ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const key = emulatorKey();
  return {
    forged: resign(header, payload, stranger),
    tampered: `${encode(header)}.${encode({ ...payload, 'cognito:groups': ['Admin'] })}.${signature}`,
    expired: resign(header, { ...payload, iat: now - 7200, exp: now - 3600 }, key),
    wrongAudience: resign(header, { ...payload, aud: 'some-other-client' }, key),
    algNone: `${encode({ ...header, alg: 'none' })}.${encode(payload)}.`,
  };
}
