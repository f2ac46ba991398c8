import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Verification of AWS Signature Version 4, where AWS requires IAM credentials and the local emulators stand in
 * for the service (docs/local-vs-aws.md, "Lockdown"). There is no key store locally, so the rule is: any access
 * key id, with the well-known local secret `local` (the README's `AWS_ACCESS_KEY_ID=local
 * AWS_SECRET_ACCESS_KEY=local`, the credentials every client of the local stack is given). Everything else is
 * checked as AWS checks it: the header's shape, the credential scope (region and service), the date within 15
 * minutes of the server's clock, and the signature itself over the canonical request (method, path, query,
 * signed headers, the hash of the body actually received). A header that only looks like a signature, or one
 * made with another secret, is refused.
 *
 * The expected signature is computed by @smithy/signature-v4, the signer of the AWS SDK for JavaScript, so the
 * canonical request is built exactly as the SDK builds it, rather than by a second, hand-written SigV4.
 */
export type SignatureCheck =
  | { readonly ok: true; readonly accessKeyId: string }
  | { readonly ok: false; readonly type: string; readonly message: string; readonly status: number };

/** What was received: the request line's method and target, its headers and its body as read. */
export interface ReceivedRequest {
  readonly method: string;
  /** The request target as received: path and query string, still percent-encoded. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer | string;
}

export interface SignatureRules {
  /** The service the credential must be scoped to (`cognito-idp`, `lambda`). */
  readonly service: string;
  /** The region the credential must be scoped to: the emulated service's region. */
  readonly region: string;
  /** The secret every access key id stands for. Default: the local secret. */
  readonly secretAccessKey?: string;
  /** The server's clock (epoch ms). Default: Date.now. */
  readonly now?: () => number;
}

/** The secret the local stack accepts for any access key id. */
export const LOCAL_SECRET_ACCESS_KEY = 'local';

/** How far a request's date may be from the server's clock, as AWS allows. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const ALGORITHM = 'AWS4-HMAC-SHA256';
const SIGNED_HEADERS = /^[a-z0-9-]+(;[a-z0-9-]+)*$/;
const SIGNATURE = /^[0-9a-f]{64}$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.';

/** Missing or malformed: 400, as AWS answers an incomplete signature; a wrong one: 403. */
function refused(type: string, message: string, status = 400): SignatureCheck {
  return { ok: false, type, message, status };
}

const amzDateText = (epochMs: number) => new Date(epochMs).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** The signed headers' values as received (Node joins repeated headers as the SDK's canonical form expects). */
function signedHeaderValues(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) values[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return values;
}

/** The query string's parameters, decoded once (SigV4 encodes them again, sorted, when canonicalizing). */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1));
    const known = query[name];
    query[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return query;
}

/** Whether the request is signed for `rules.service` in `rules.region` with the local secret, as AWS checks it. */
export async function verifySigV4(request: ReceivedRequest, rules: SignatureRules): Promise<SignatureCheck> {
  const { headers } = request;
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
  if (scopeService !== rules.service) {
    return refused(
      'InvalidSignatureException',
      `Credential should be scoped to correct service: '${rules.service}'.`,
      403,
    );
  }
  if (region !== rules.region) {
    return refused(
      'InvalidSignatureException',
      `Credential should be scoped to a valid region: '${rules.region}', not '${region}'.`,
      403,
    );
  }
  const amzDate = AMZ_DATE.exec(String(headers['x-amz-date'] ?? ''));
  if (!amzDate) {
    return refused('IncompleteSignatureException', "Authorization header requires an 'X-Amz-Date' header.");
  }
  const [stamp, year, month, day, hours, minutes, seconds] = amzDate;
  if (`${year}${month}${day}` !== date) {
    return refused(
      'InvalidSignatureException',
      `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${date}' != '${year}${month}${day}'`,
      403,
    );
  }
  const signedAt = Date.UTC(+year!, +month! - 1, +day!, +hours!, +minutes!, +seconds!);
  const now = (rules.now ?? Date.now)();
  if (signedAt < now - MAX_SKEW_MS) {
    return refused(
      'InvalidSignatureException',
      `Signature expired: ${stamp} is now earlier than ${amzDateText(now - MAX_SKEW_MS)} (${amzDateText(now)} - 15 min.)`,
      403,
    );
  }
  if (signedAt > now + MAX_SKEW_MS) {
    return refused(
      'InvalidSignatureException',
      `Signature not yet current: ${stamp} is still later than ${amzDateText(now + MAX_SKEW_MS)} (${amzDateText(now)} + 15 min.)`,
      403,
    );
  }
  // The SDK's signer would take a sent body hash on trust; AWS compares it with the body it received.
  const bodyHash = createHash('sha256').update(request.body).digest('hex');
  const sentHash = headers['x-amz-content-sha256'];
  if (sentHash !== undefined && sentHash !== bodyHash) {
    return refused(
      'InvalidSignatureException',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
      403,
    );
  }

  const names = signedHeaders.split(';');
  let path: string;
  let query: Record<string, string | string[]>;
  try {
    const target = new URL(request.url, 'http://localhost');
    path = decodeURIComponent(target.pathname);
    query = queryOf(target.search);
  } catch {
    return refused('InvalidSignatureException', MISMATCH, 403);
  }
  const signer = new SignatureV4({
    service: rules.service,
    region: rules.region,
    credentials: { accessKeyId, secretAccessKey: rules.secretAccessKey ?? LOCAL_SECRET_ACCESS_KEY },
    sha256: Sha256,
    // The hash of the body received is the payload hash (checked against x-amz-content-sha256 above).
    applyChecksum: false,
  });
  const expected = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: String(headers.host ?? ''),
      path,
      query,
      headers: signedHeaderValues(headers, names),
      body: request.body,
    },
    // Every header the client signed is signed again, including those the SDK itself never signs.
    { signingDate: new Date(signedAt), signableHeaders: new Set(names) },
  );
  const recomputed = /SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    String(expected.headers.authorization ?? ''),
  );
  const matches =
    recomputed?.[1] === signedHeaders &&
    timingSafeEqual(Buffer.from(recomputed[2] ?? '', 'utf8'), Buffer.from(signature, 'utf8'));
  return matches ? { ok: true, accessKeyId } : refused('InvalidSignatureException', MISMATCH, 403);
}
