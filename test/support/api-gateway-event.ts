import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { restRoutes, type RestRoute } from '../../contracts/registry';

export interface FakeCaller {
  readonly sub: string;
  readonly username?: string;
  readonly groups?: readonly string[];
  readonly tokenUse?: 'id' | 'access';
}

export interface FakeRequest {
  readonly pathParameters?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: string | null;
  readonly caller?: FakeCaller;
  readonly origin?: string;
}

/**
 * A REST (v1) Lambda proxy event as API Gateway builds it for a registry route, with the Cognito
 * authorizer's claims (all strings; groups serialized as "[a b]" like API Gateway does).
 */
export function apiGatewayEvent(
  method: RestRoute['method'],
  resource: string,
  request: FakeRequest = {},
): APIGatewayProxyEvent {
  const route = restRoutes.find((r) => r.method === method && r.path === resource);
  const path = Object.entries(request.pathParameters ?? {}).reduce(
    (p, [name, value]) => p.replace(`{${name}}`, encodeURIComponent(value)),
    resource,
  );
  const claims = request.caller
    ? {
        sub: request.caller.sub,
        'cognito:username': request.caller.username ?? request.caller.sub,
        token_use: request.caller.tokenUse ?? 'id',
        ...(request.caller.groups && request.caller.groups.length > 0
          ? { 'cognito:groups': `[${request.caller.groups.join(' ')}]` }
          : {}),
      }
    : undefined;
  return {
    resource,
    path,
    httpMethod: method,
    headers: request.origin ? { origin: request.origin } : {},
    multiValueHeaders: {},
    queryStringParameters: request.query ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: request.pathParameters ?? null,
    stageVariables: null,
    body: request.body ?? null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: route?.api ?? 'unknown',
      authorizer: claims ? { claims } : null,
      httpMethod: method,
      identity: {} as APIGatewayProxyEvent['requestContext']['identity'],
      path: `/test${path}`,
      protocol: 'HTTP/1.1',
      requestId: 'req-test',
      requestTimeEpoch: Date.now(),
      resourceId: 'res',
      resourcePath: resource,
      stage: 'test',
    },
  };
}

export const lambdaContext = {
  functionName: 'test',
  awsRequestId: 'aws-req-test',
  getRemainingTimeInMillis: () => 10000,
} as unknown as Context;
