/**
 * Transport settings of every AWS SDK client the functions create (DynamoDB, Cognito). The functions run
 * for at most 10 s, so a store that is frozen or unreachable must fail well before that, as a 503 "try
 * again" (lambda/shared/http/error-mapping.ts), not as API Gateway's 502/504 after the Lambda timeout:
 * - connecting may take 1 s (an AWS endpoint in the same region connects in milliseconds);
 * - a request may take 3 s from sending to the last byte of the answer (DynamoDB answers in tens of ms;
 *   DynamoDB Local on a busy 2-core machine can take seconds under 50 clients; `throwOnRequestTimeout`
 *   makes the SDK fail the call instead of only warning);
 * - 2 tries in all with the SDK's backoff for throttling, 5xx and network errors.
 * Worst case for one call: 2 × (1 + 3) s plus one backoff, about 8 s; a frozen store (the connection is
 * accepted, nothing answers) about 6 s; a refused connection fails in milliseconds. Either way the client
 * gets a 503 before the Lambda timeout turns it into API Gateway's 502/504.
 */
export const SDK_CLIENT_SETTINGS = {
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1000, requestTimeout: 3000, throwOnRequestTimeout: true },
} as const;
