import { isUnavailable } from '../runtime/unavailable';
import { BadRequestError, HttpError, ServiceUnavailableError } from './errors';

/**
 * The one place where an error becomes what a client sees, for REST and GraphQL alike:
 * - domain errors (HttpError) keep their status and message;
 * - a busy, throttled, timed-out or unreachable store or user pool becomes 503 "try again" with Retry-After;
 * - DynamoDB refusing a page's start key (a cursor that passed the shape checks but not the query's range)
 *   is the client's bad nextToken: 400;
 * - anything else is null: an unexpected fault, logged and answered 500 without internal details.
 */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (isUnavailable(error)) return new ServiceUnavailableError();
  if (isBadStartKey(error)) {
    return new BadRequestError('Invalid nextToken: use the value from the previous page.', [
      { field: 'query.nextToken', message: 'is not a cursor of this list' },
    ]);
  }
  return null;
}

function isBadStartKey(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return e?.name === 'ValidationException' && /exclusive ?start ?key|starting key/i.test(e.message ?? '');
}
