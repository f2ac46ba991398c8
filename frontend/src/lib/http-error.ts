/** Statuses worth another attempt: 429 and the transient 5xx (docs/web-app.md). */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

/**
 * A request that got no usable answer: no response at all (`status` undefined: network failure, CORS,
 * offline) or an HTTP error status. Carries whether a retry can help, so the query client's retry policy
 * does not need to know about individual clients.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  get retryable(): boolean {
    return this.status === undefined || RETRYABLE_STATUSES.has(this.status);
  }
}
