import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLambdaContext } from '../gateway/lambda-context';

export type TriggerName = 'PreSignUp' | 'PostConfirmation';
export type TriggerHandler = (event: unknown, context: unknown) => Promise<unknown>;

/** Function names cognito-local is told to invoke (its config's TriggerFunctions), after the registry's. */
export const triggerFunctionNames: Record<TriggerName, string> = {
  PreSignUp: 'member-pre-sign-up',
  PostConfirmation: 'member-post-confirmation',
};

export interface LambdaInvokeEndpoint {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The slice of the Lambda API that cognito-local uses to run triggers (`Invoke`, RequestResponse), answered by
 * running the project's trigger handlers in this process. A handler's error comes back the way Lambda reports
 * an unhandled one (`X-Amz-Function-Error: Unhandled`, `{errorType, errorMessage}`), which cognito-local turns
 * into `UserLambdaValidationException` as Cognito does. Listens on 127.0.0.1 only.
 */
export async function startLambdaInvokeEndpoint(
  handlers: Partial<Record<TriggerName, TriggerHandler>>,
  region: string,
): Promise<LambdaInvokeEndpoint> {
  const byFunction = new Map<string, TriggerHandler>();
  for (const [trigger, handler] of Object.entries(handlers) as [TriggerName, TriggerHandler][]) {
    byFunction.set(triggerFunctionNames[trigger], handler);
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(request.url ?? '');
      const name = match ? decodeURIComponent(match[1] as string) : undefined;
      const handler = name ? byFunction.get(name) : undefined;
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !name || !handler) {
        reply(
          404,
          { Type: 'User', message: `Function not found: ${name ?? request.url}` },
          {
            'x-amzn-ErrorType': 'ResourceNotFoundException',
          },
        );
        return;
      }
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        reply(
          400,
          { message: 'Could not parse request body into json' },
          {
            'x-amzn-ErrorType': 'InvalidRequestContentException',
          },
        );
        return;
      }
      // cognito-local says region "local"; Cognito says the pool's region.
      // Cognito waits 5 s for a trigger.
      const context = createLambdaContext({
        functionName: name,
        region,
        accountId: '000000000000',
        timeoutMs: 5000,
        memoryLimitInMB: 512,
      });
      handler({ ...event, region }, context).then(
        (result) => reply(200, result ?? null, { 'X-Amz-Executed-Version': '$LATEST' }),
        (error: unknown) => {
          const err = error instanceof Error ? error : new Error(String(error));
          reply(
            200,
            { errorType: err.name, errorMessage: err.message },
            { 'X-Amz-Function-Error': 'Unhandled' },
          );
        },
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
