import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import type { RestRoute } from '../../contracts/registry';
import type { AccessLogEntry } from '../../local/gateway/access-log';
import type { LocalLogger } from '../../local/shared/logger';
import type { RestLambdaHandler } from '../../local/gateway/rest-gateway';

/**
 * Shared by the gateway's unit tests: a fixed route table (so registry edits do not move the tests' ground), a
 * recording fake handler and a collecting logger. Fake handlers stand in for the functions only; the gateway
 * itself always runs for real behind fetch.
 */
export const SITE_ORIGIN = 'http://localhost:5173';
export const SECOND_ORIGIN = 'http://127.0.0.1:5173';

const route = (
  api: RestRoute['api'],
  method: RestRoute['method'],
  path: string,
  access: RestRoute['access'],
): RestRoute => ({
  api,
  method,
  path,
  access,
  handler: api === 'member' ? 'member-api' : 'post-api',
  description: `test route ${method} ${path}`,
});

export const testRoutes: readonly RestRoute[] = [
  route('member', 'GET', '/member/{userId}', 'member'),
  route('member', 'PUT', '/member/{userId}', 'member'),
  route('post', 'GET', '/boards', 'public'),
  route('post', 'POST', '/boards', 'admin'),
  route('post', 'GET', '/boards/{boardId}', 'public'),
  route('post', 'GET', '/boards/latest', 'public'),
];

export interface RecordedCall {
  readonly event: APIGatewayProxyEvent;
  readonly context: Context;
}

/** A handler that records its calls and answers with `answer` (default: 200 echoing the resource). */
export function recordingHandler(): {
  handler: RestLambdaHandler;
  calls: RecordedCall[];
  answer: { current: RestLambdaHandler };
} {
  const calls: RecordedCall[] = [];
  const answer = { current: echo };
  return {
    calls,
    answer,
    handler: (event, context) => {
      calls.push({ event, context });
      return answer.current(event, context);
    },
  };
}

export const echo: RestLambdaHandler = async (event) => ({
  statusCode: 200,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ resource: event.resource, pathParameters: event.pathParameters }),
});

/** The gateway's logger, keeping its access entries and its error lines apart. */
export function collectingLogger(): LocalLogger & { entries: AccessLogEntry[]; errors: string[] } {
  const entries: AccessLogEntry[] = [];
  const errors: string[] = [];
  return {
    entries,
    errors,
    info: (message, fields) => {
      if (message === 'access') entries.push(fields as unknown as AccessLogEntry);
    },
    warn: () => undefined,
    error: (message, fields) => errors.push(JSON.stringify({ message, ...fields })),
  };
}
