/** The HTTP answer built from a Lambda proxy result. */
export interface HttpAnswer {
  readonly statusCode: number;
  /** Header name → values (several values become repeated header lines). */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  readonly body: Buffer;
}

export type ProxyResultOutcome =
  { readonly ok: true; readonly answer: HttpAnswer } | { readonly ok: false; readonly problem: string };

type HeaderScalar = string | number | boolean;

/**
 * Node computes these from the body it writes and the connection it keeps; taking them from the handler would
 * corrupt the framing (API Gateway likewise owns them and remaps integration values to `x-amzn-Remapped-*`).
 */
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * Turns what a handler returned into an HTTP answer, or explains why API Gateway would call it a "Malformed
 * Lambda proxy response" (then 502): the result must be an object with an integer `statusCode`, optional
 * `headers` (scalar values), `multiValueHeaders` (arrays of scalars), a string `body` and a boolean
 * `isBase64Encoded`. Headers from both maps are merged; for a name in both, `multiValueHeaders` wins (developer
 * guide, "Output format of a Lambda function for proxy integration"). Without a Content-Type, API Gateway
 * answers `application/json`. A base64 body is decoded only when the request accepts one of the API's binary
 * media types; the deployed APIs declare none, so the base64 text goes out as it is, as it would in AWS.
 */
export function toHttpAnswer(
  result: unknown,
  options: { readonly accept: string | undefined; readonly binaryMediaTypes: readonly string[] },
): ProxyResultOutcome {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    return { ok: false, problem: `the result is ${result === null ? 'null' : typeof result}, not an object` };
  }
  const fields = result as Record<string, unknown>;
  const { statusCode, headers, multiValueHeaders, body, isBase64Encoded } = fields;
  if (
    typeof statusCode !== 'number' ||
    !Number.isInteger(statusCode) ||
    statusCode < 100 ||
    statusCode > 599
  ) {
    return { ok: false, problem: 'statusCode is not an integer HTTP status' };
  }
  if (!isOptionalRecord(headers, isScalar)) {
    return { ok: false, problem: 'headers must map names to strings, numbers or booleans' };
  }
  if (
    !isOptionalRecord(multiValueHeaders, (v): v is HeaderScalar[] => Array.isArray(v) && v.every(isScalar))
  ) {
    return {
      ok: false,
      problem: 'multiValueHeaders must map names to arrays of strings, numbers or booleans',
    };
  }
  if (body !== undefined && body !== null && typeof body !== 'string') {
    return { ok: false, problem: 'body must be a string' };
  }
  if (isBase64Encoded !== undefined && isBase64Encoded !== null && typeof isBase64Encoded !== 'boolean') {
    return { ok: false, problem: 'isBase64Encoded must be a boolean' };
  }

  const merged = new Map<string, { name: string; values: string[] }>();
  for (const [name, value] of Object.entries(headers ?? {})) {
    merged.set(name.toLowerCase(), { name, values: [String(value)] });
  }
  for (const [name, values] of Object.entries(multiValueHeaders ?? {})) {
    merged.set(name.toLowerCase(), { name, values: values.map(String) });
  }
  for (const framing of FRAMING_HEADERS) merged.delete(framing);
  if (!merged.has('content-type'))
    merged.set('content-type', { name: 'Content-Type', values: ['application/json'] });

  const text = typeof body === 'string' ? body : '';
  const decode = isBase64Encoded === true && accepts(options.accept, options.binaryMediaTypes);
  return {
    ok: true,
    answer: {
      statusCode,
      headers: new Map([...merged.values()].map(({ name, values }) => [name, values])),
      body: Buffer.from(text, decode ? 'base64' : 'utf8'),
    },
  };
}

function isScalar(value: unknown): value is HeaderScalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isOptionalRecord<T>(
  value: unknown,
  isValue: (v: unknown) => v is T,
): value is Record<string, T> | undefined | null {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(isValue);
}

/** Whether an Accept header names one of the binary media types (`*` wildcards on either side). */
export function accepts(accept: string | undefined, binaryMediaTypes: readonly string[]): boolean {
  if (accept === undefined || binaryMediaTypes.length === 0) return false;
  const wanted = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  return wanted.some((type) =>
    binaryMediaTypes.some((binary) => mediaTypeMatches(type, binary.toLowerCase())),
  );
}

function mediaTypeMatches(a: string, b: string): boolean {
  const [aType, aSub] = a.split('/');
  const [bType, bSub] = b.split('/');
  const part = (x: string | undefined, y: string | undefined) => x === '*' || y === '*' || x === y;
  return part(aType, bType) && part(aSub, bSub);
}
