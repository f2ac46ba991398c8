import autocannon from 'autocannon';

/** One route under load: what autocannon measured. */
export interface LoadFigures {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Answers outside 2xx, connection errors and timeouts: a run with many is not a throughput figure. */
  readonly failures: number;
}

export interface LoadTarget {
  readonly label: string;
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** `connections` clients sending back to back for `seconds`, as autocannon does. */
export async function load(
  target: LoadTarget,
  options: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    label: target.label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * A DynamoDB Local Query sent straight to the emulator: the request the board list's rows Query makes, with
 * a fixed signature (DynamoDB Local does not verify signatures, only their form).
 */
export function dynamoDbQueryTarget(
  endpoint: string,
  region: string,
  body: Record<string, unknown>,
): LoadTarget {
  const date = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return {
    label: 'DynamoDB Local Query (alone)',
    url: endpoint,
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.Query',
      'x-amz-date': date,
      authorization: `AWS4-HMAC-SHA256 Credential=local/${date.slice(0, 8)}/${region}/dynamodb/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=${'0'.repeat(64)}`,
    },
    body: JSON.stringify(body),
  };
}
