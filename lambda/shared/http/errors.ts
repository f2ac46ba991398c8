/** A field at fault in a request, as the client receives it. */
export interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/** Domain errors that map to an HTTP status; anything else is an unexpected fault (500, logged). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: readonly FieldIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, fields?: readonly FieldIssue[]) {
    super(400, message, fields);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign in to do this.') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The store (or the user pool) is busy or unreachable: the client should try again shortly. */
export class ServiceUnavailableError extends HttpError {
  constructor(
    message = 'The service is busy. Please try again.',
    readonly retryAfterSeconds = 2,
  ) {
    super(503, message);
  }
}

/**
 * A member made more of one kind of write than the site allows in a minute (docs/architecture.md, "Per-member
 * limits"): 429 with Retry-After on REST, errorType RateLimited on GraphQL; nothing was written.
 */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
