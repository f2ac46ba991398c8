import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request carries an AWS Signature Version 4 `Authorization` header for `service`, the way the local
 * emulators require it where AWS requires IAM credentials (docs/local-vs-aws.md, "Lockdown"). Like DynamoDB
 * Local, any credentials are accepted: the signature cannot be verified without a secret to check it
 * against. What the check buys is that a web page cannot make such a request: a browser sends `Authorization`
 * across origins only after a preflight the local servers never allow, and an SDK signs only when it was given
 * credentials, as every client of the local stack is.
 */
export type SignatureCheck =
  | { readonly ok: true; readonly accessKeyId: string }
  | { readonly ok: false; readonly type: string; readonly message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SIGNED_HEADERS = /^[a-z0-9-]+(;[a-z0-9-]+)*$/;
const SIGNATURE = /^[0-9a-f]{64}$/;
const AMZ_DATE = /^(\d{8})T\d{6}Z$/;

function refused(type: string, message: string): SignatureCheck {
  return { ok: false, type, message };
}

export function checkSigV4(headers: IncomingHttpHeaders, service: string): SignatureCheck {
  const authorization = headers.authorization;
  if (!authorization) return refused('MissingAuthenticationTokenException', 'Missing Authentication Token');
  if (!authorization.startsWith(`${ALGORITHM} `)) {
    return refused(
      'IncompleteSignatureException',
      `Authorization header must use the ${ALGORITHM} signing algorithm.`,
    );
  }
  const parts = new Map<string, string>();
  for (const part of authorization.slice(ALGORITHM.length + 1).split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const credential = parts.get('Credential');
  const signedHeaders = parts.get('SignedHeaders');
  const signature = parts.get('Signature');
  const [accessKeyId, date, region, scopeService, terminator, ...extra] = (credential ?? '').split('/');
  if (
    !accessKeyId ||
    !date ||
    !/^\d{8}$/.test(date) ||
    !region ||
    terminator !== 'aws4_request' ||
    extra.length > 0 ||
    !signedHeaders ||
    !SIGNED_HEADERS.test(signedHeaders) ||
    !signedHeaders.split(';').includes('host') ||
    !signature ||
    !SIGNATURE.test(signature)
  ) {
    return refused(
      'IncompleteSignatureException',
      "Authorization header requires 'Credential' (key/date/region/service/aws4_request), 'SignedHeaders' (including host) and 'Signature' parameters.",
    );
  }
  if (scopeService !== service) {
    return refused(
      'InvalidSignatureException',
      `Credential should be scoped to correct service: '${service}'.`,
    );
  }
  const amzDate = AMZ_DATE.exec(String(headers['x-amz-date'] ?? ''));
  if (!amzDate) {
    return refused('IncompleteSignatureException', "Authorization header requires an 'X-Amz-Date' header.");
  }
  if (amzDate[1] !== date) {
    return refused(
      'InvalidSignatureException',
      `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${date}' != '${amzDate[1]}'`,
    );
  }
  return { ok: true, accessKeyId };
}
