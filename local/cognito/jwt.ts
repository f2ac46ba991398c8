import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

export type Claims = Record<string, unknown>;

/** The payload of a JWT, unverified (or undefined when it is not one). */
export function decodeJwt(token: unknown): Claims | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as unknown;
    return payload && typeof payload === 'object' ? (payload as Claims) : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON Web Key Set entry, as cognito-local serves it. */
export interface Jwk extends JsonWebKey {
  readonly kid?: string;
}

/**
 * The claims of an RS256 JWT whose signature one of `keys` verifies, or undefined (bad signature, another
 * algorithm, unknown key, malformed). Expiry and issuer are the caller's to check.
 */
export function verifyRs256(token: string, keys: readonly Jwk[]): Claims | undefined {
  const [headerPart, payloadPart, signaturePart] = token.split('.');
  if (!headerPart || !payloadPart || !signaturePart) return undefined;
  let header: Claims;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as Claims;
  } catch {
    return undefined;
  }
  if (header.alg !== 'RS256') return undefined;
  const jwk = keys.find((key) => key.kid === header.kid) ?? (keys.length === 1 ? keys[0] : undefined);
  if (!jwk) return undefined;
  let key: KeyObject;
  try {
    key = createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return undefined;
  }
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) return undefined;
  return decodeJwt(token);
}
