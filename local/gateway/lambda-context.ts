import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

export interface LambdaContextOptions {
  readonly functionName: string;
  readonly region: string;
  readonly accountId: string;
  /** The function's configured timeout: getRemainingTimeInMillis counts down from it. */
  readonly timeoutMs: number;
  readonly memoryLimitInMB: number;
}

/**
 * A Lambda `Context` for one in-process invocation, with the fields the handlers and the logger's
 * `logContext` (lambda/shared/runtime/logger.ts) read (function name, ARN, memory, request id, remaining
 * time). The legacy callback helpers (done/succeed/fail) are not supported: the project's handlers are async.
 */
export function createLambdaContext(options: LambdaContextOptions): Context {
  const deadline = Date.now() + options.timeoutMs;
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const legacy = (name: string) => () => {
    throw new Error(`context.${name}() is not supported by the local gateway: return a promise instead`);
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: options.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${options.region}:${options.accountId}:function:${options.functionName}`,
    memoryLimitInMB: String(options.memoryLimitInMB),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${options.functionName}`,
    logStreamName: `${today}/[$LATEST]${randomBytes(16).toString('hex')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: legacy('done'),
    fail: legacy('fail'),
    succeed: legacy('succeed'),
  };
}
