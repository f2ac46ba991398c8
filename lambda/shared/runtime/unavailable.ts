/**
 * How a failed AWS call is told apart: "the store is busy or unreachable, try again" (a 503 for the client,
 * never a 404/409/500) versus anything else. One list, used by the write rule (lambda/shared/dynamo/conditional.ts)
 * and by the error mapping of REST and GraphQL (lambda/shared/http/error-mapping.ts).
 */

/** Thrown when the store stayed busy or unreachable after the retries: the client is told to try again. */
export class StoreBusyError extends Error {
  constructor(
    message = 'The store stayed busy after retrying.',
    readonly underlying?: unknown,
  ) {
    super(message);
    this.name = 'StoreBusyError';
  }
}

/** Error names DynamoDB and Cognito use for "too much at once" or "in the middle of another write". */
const BUSY_NAMES = new Set([
  'TransactionConflictException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);

/** Per-item codes of a TransactionCanceledException that mean "busy", not "your condition failed". */
export const BUSY_CANCELLATION_CODES = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

/** Error names for a service that did not answer in time or failed on its side. */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalErrorException',
]);

/** Socket-level failures: nothing listens, the connection broke, the name does not resolve. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

interface AwsLikeError {
  name?: string;
  code?: string;
  errors?: unknown[];
  $fault?: string;
  $metadata?: { httpStatusCode?: number };
  CancellationReasons?: { Code?: string }[];
}

/** A cancelled transaction whose reasons are only "busy" ones (no condition of ours failed). */
export function isBusyCancellation(error: unknown): boolean {
  const e = error as AwsLikeError | null;
  if (e?.name !== 'TransactionCanceledException') return false;
  const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  return codes.some((code) => BUSY_CANCELLATION_CODES.has(code)) && !codes.includes('ConditionalCheckFailed');
}

/** Throttling or a conflicting transaction: worth another try after a short wait. */
export function isBusy(error: unknown): boolean {
  const e = error as AwsLikeError | null;
  return BUSY_NAMES.has(e?.name ?? '') || isBusyCancellation(error);
}

/**
 * Busy, timed out, unreachable, or failing on the service's side (5xx). Node's connection errors carry a
 * `code` (on the error or, for several addresses tried, on each of an AggregateError's `errors`).
 */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof StoreBusyError) return true;
  const e = error as AwsLikeError | null;
  if (!e || typeof e !== 'object') return false;
  if (isBusy(e) || UNAVAILABLE_NAMES.has(e.name ?? '')) return true;
  if (NETWORK_CODES.has(e.code ?? '')) return true;
  if (
    Array.isArray(e.errors) &&
    e.errors.some((inner) => NETWORK_CODES.has((inner as AwsLikeError)?.code ?? ''))
  )
    return true;
  const status = e.$metadata?.httpStatusCode;
  return e.$fault === 'server' && (status === undefined || status >= 500);
}
