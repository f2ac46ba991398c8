import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { createLambdaContext } from '../gateway/lambda-context';
import { refuseForeignHost } from '../shared/host-check';
import type { LocalLogger } from '../shared/logger';
import { readBody } from '../shared/request-body';
import { verifySigV4 } from '../shared/sigv4';

export type TriggerName = 'PreSignUp' | 'PostConfirmation';

/**
 * A trigger handler as Lambda runs it. Declared with method syntax so that handlers typed with their own event
 * (`PreSignUpTriggerEvent`, `PostConfirmationTriggerEvent`) fit without casts.
 */
export type TriggerHandler = {
  handle(event: unknown, context: Context): Promise<unknown>;
}['handle'];

/** Function names cognito-local is told to invoke (its config's TriggerFunctions), after the registry's. */
export const triggerFunctionNames: Record<TriggerName, string> = {
  PreSignUp: 'member-pre-sign-up',
  PostConfirmation: 'member-post-confirmation',
};

export interface LambdaInvokeEndpoint {
  readonly url: string;
  close(): Promise<void>;
}

export interface LambdaInvokeEndpointOptions {
  readonly handlers: Partial<Record<TriggerName, TriggerHandler>>;
  /** The pool's region, told to the handlers (cognito-local says "local"); its invocations are signed for it. */
  readonly region: string;
  readonly logger: LocalLogger;
}

/** Cognito waits 5 s for a trigger. */
const TRIGGER_TIMEOUT_MS = 5000;

/**
 * SignUp's ValidationData on its way to the pre-sign-up trigger. Cognito hands it to the trigger as
 * `request.validationData` (a name → value map); cognito-local drops it (it sends `validationData: undefined`),
 * so the shim, which runs in this process, keeps it here while it forwards the SignUp (`relayValidationData`)
 * and the trigger's event takes it back by client id and username.
 */
const validationDataOfSignUps = new Map<string, Record<string, string>>();
const signUpKey = (clientId: unknown, username: unknown) => `${String(clientId)}\n${String(username)}`;

/** Keeps a SignUp's ValidationData for its pre-sign-up trigger; the returned function forgets it. */
export function relayValidationData(clientId: unknown, username: unknown, list: unknown): () => void {
  if (!Array.isArray(list) || list.length === 0) return () => undefined;
  const map: Record<string, string> = {};
  for (const entry of list as { Name?: unknown; Value?: unknown }[]) {
    if (typeof entry?.Name === 'string') map[entry.Name] = String(entry.Value ?? '');
  }
  const key = signUpKey(clientId, username);
  validationDataOfSignUps.set(key, map);
  return () => validationDataOfSignUps.delete(key);
}

/**
 * Turns cognito-local's trigger event into Cognito's: the pool's region and Cognito's `callerContext` form (cognito-local
 * sends region "local" and its aws-sdk v2 version). Everything else (`version`, `userPoolId`, `userName`,
 * `triggerSource`, `request.userAttributes` with `sub`, `response`) is already in Cognito's shape.
 */
export function cognitoTriggerEvent(event: Record<string, unknown>, region: string): Record<string, unknown> {
  const callerContext = (event.callerContext ?? {}) as Record<string, unknown>;
  const request = (event.request ?? {}) as Record<string, unknown>;
  return {
    ...event,
    version: '1',
    region,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: callerContext.clientId ?? null },
    // Cognito always sends these two maps (empty when the client sent none); cognito-local omits them.
    request: {
      ...request,
      ...(event.triggerSource === 'PreSignUp_SignUp' || event.triggerSource === 'PreSignUp_AdminCreateUser'
        ? {
            validationData:
              request.validationData ??
              validationDataOfSignUps.get(signUpKey(callerContext.clientId, event.userName)) ??
              null,
          }
        : {}),
      clientMetadata: request.clientMetadata ?? {},
    },
  };
}

/**
 * The slice of the Lambda API that cognito-local uses to run triggers (`Invoke`, RequestResponse), answered by
 * running the project's trigger handlers in this process. A handler's error comes back the way Lambda reports
 * an unhandled one (`X-Amz-Function-Error: Unhandled`, `{errorType, errorMessage}`), which cognito-local turns
 * into `UserLambdaValidationException` as Cognito does. A handler still running after Cognito's 5 s limit is
 * reported as a timed-out invocation. Listens on 127.0.0.1 only, answers only requests addressed to localhost or
 * 127.0.0.1, and runs a handler only for a request SigV4-signed with the local secret (local/shared/sigv4.ts), as Lambda requires: a web
 * page can reach a loopback port with a plain cross-origin POST, but cannot sign it (docs/local-vs-aws.md,
 * "Lockdown").
 */
export async function startLambdaInvokeEndpoint(
  options: LambdaInvokeEndpointOptions,
): Promise<LambdaInvokeEndpoint> {
  const log = options.logger;
  const byFunction = new Map<string, { trigger: TriggerName; handler: TriggerHandler }>();
  for (const [trigger, handler] of Object.entries(options.handlers) as [TriggerName, TriggerHandler][]) {
    byFunction.set(triggerFunctionNames[trigger], { trigger, handler });
  }

  const server: Server = createServer((request, response) => {
    if (refuseForeignHost(request, response)) return;
    readBody(request).then(
      (body) => serve(request, response, body),
      () => response.destroy(),
    );
  });

  function serve(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    const reply = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(answer));
    };
    verifySigV4(
      { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body },
      { service: 'lambda', region: options.region },
    ).then(
      (signature) => {
        if (signature.ok) invoke(request, body, reply);
        else reply(403, { message: signature.message }, { 'x-amzn-ErrorType': signature.type });
      },
      (error: unknown) => {
        log.error('signature check failed', { component: 'cognito-triggers', errorMessage: String(error) });
        reply(500, { message: 'Internal failure' }, { 'x-amzn-ErrorType': 'ServiceException' });
      },
    );
  }

  function invoke(
    request: IncomingMessage,
    body: Buffer,
    reply: (status: number, answer: unknown, headers?: Record<string, string>) => void,
  ): void {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(request.url ?? '');
    const name = match ? decodeURIComponent(match[1] as string) : undefined;
    const entry = name ? byFunction.get(name) : undefined;
    if (request.method !== 'POST' || !name || !entry) {
      reply(
        404,
        { Type: 'User', message: `Function not found: ${name ?? request.url}` },
        { 'x-amzn-ErrorType': 'ResourceNotFoundException' },
      );
      return;
    }
    let raw: Record<string, unknown>;
    try {
      raw = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      reply(
        400,
        { message: 'Could not parse request body into json' },
        { 'x-amzn-ErrorType': 'InvalidRequestContentException' },
      );
      return;
    }
    const event = cognitoTriggerEvent(raw, options.region);
    const context = createLambdaContext({
      functionName: name,
      region: options.region,
      accountId: '000000000000',
      timeoutMs: TRIGGER_TIMEOUT_MS,
      memoryLimitInMB: 512,
    });
    const started = Date.now();
    const facts = {
      component: 'cognito-triggers',
      trigger: entry.trigger,
      triggerSource: event.triggerSource,
      userName: event.userName,
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(Object.assign(new Error('Task timed out after 5.00 seconds'), { name: 'Sandbox.Timedout' })),
        TRIGGER_TIMEOUT_MS,
      );
    });
    Promise.race([entry.handler(event, context), timeout])
      .then(
        (result) => {
          log.info('trigger ran', { ...facts, outcome: 'ok', ms: Date.now() - started });
          reply(200, result ?? null, { 'X-Amz-Executed-Version': '$LATEST' });
        },
        (error: unknown) => {
          const err = error instanceof Error ? error : new Error(String(error));
          log.warn('trigger failed', {
            ...facts,
            outcome: 'error',
            errorType: err.name,
            errorMessage: err.message,
            ms: Date.now() - started,
          });
          reply(
            200,
            { errorType: err.name, errorMessage: err.message },
            { 'X-Amz-Function-Error': 'Unhandled' },
          );
        },
      )
      .finally(() => clearTimeout(timer));
  }

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
