import { createHash, randomBytes } from 'node:crypto';
import type { APIGatewayEventRequestContext, APIGatewayProxyEvent } from 'aws-lambda';
import type { RestApiName } from '../../contracts/registry';
import type { ResourceMatch } from './route-matcher';

export interface ProxyEventInput {
  readonly api: RestApiName;
  readonly stage: string;
  readonly method: string;
  /** The path below the stage as the client sent it (still percent-encoded), e.g. `/member/a%20b`. */
  readonly rawPath: string;
  /** Everything after `?`, or '' when there is none. */
  readonly rawQuery: string;
  readonly match: ResourceMatch;
  /** Node's `rawHeaders`: alternating names (client casing) and values, duplicates kept in order. */
  readonly rawHeaders: readonly string[];
  /** Null when the request has no body. */
  readonly body: Buffer | null;
  /** Pass the body base64-encoded (its type is one of the API's binary media types). */
  readonly binaryBody: boolean;
  /** Stringified claims from the Cognito authorizer; undefined on routes without an authorizer. */
  readonly claims?: Readonly<Record<string, string>>;
  readonly requestId: string;
  readonly requestTimeEpoch: number;
  readonly sourceIp: string;
  readonly sourcePort: number;
  readonly accountId: string;
  readonly protocol: string;
}

/**
 * The REST API (v1) Lambda proxy event API Gateway builds, field by field:
 * - `resource` is the matched path template, `path` the request path below the stage still percent-encoded
 *   (REST APIs do not decode it), `pathParameters` the decoded `{param}` values, or null when there are none;
 * - `headers` keep the client's casing and hold the last value of a repeated header, `multiValueHeaders` all;
 *   API Gateway adds X-Forwarded-For/-Port/-Proto and X-Amzn-Trace-Id;
 * - query parameters are form-decoded (`+` is a space: aws/aws-cdk#19827 shows `-+createdAt` arriving as
 *   `- createdAt`), the single-value map holds the last value, both maps are null without a query string;
 * - `stageVariables` is null (the stages define none), `body` is null without a body, text otherwise
 *   (`isBase64Encoded` true only for binary media types, which the deployed APIs do not declare);
 * - `requestContext.authorizer` is `{ claims }` behind the Cognito authorizer and absent otherwise.
 */
export function buildProxyEvent(input: ProxyEventInput): APIGatewayProxyEvent {
  const { headers, multiValueHeaders } = gatewayHeaders(input);
  const query = queryParameters(input.rawQuery);
  const hasParameters = Object.keys(input.match.pathParameters).length > 0;
  const userAgent = headerValue(headers, 'user-agent');
  const host = headerValue(headers, 'host') ?? '127.0.0.1';
  const requestContext: Omit<APIGatewayEventRequestContext, 'authorizer'> = {
    accountId: input.accountId,
    apiId: input.api,
    domainName: host,
    domainPrefix: host.split('.')[0] ?? host,
    extendedRequestId: randomBytes(12).toString('base64'),
    httpMethod: input.method,
    identity: {
      accessKey: null,
      accountId: null,
      apiKey: null,
      apiKeyId: null,
      caller: null,
      clientCert: null,
      cognitoAuthenticationProvider: null,
      cognitoAuthenticationType: null,
      cognitoIdentityId: null,
      cognitoIdentityPoolId: null,
      principalOrgId: null,
      sourceIp: input.sourceIp,
      user: null,
      userAgent: userAgent ?? null,
      userArn: null,
    },
    path: `/${input.stage}${input.rawPath}`,
    protocol: input.protocol,
    requestId: input.requestId,
    requestTime: clfDate(input.requestTimeEpoch),
    requestTimeEpoch: input.requestTimeEpoch,
    resourceId: resourceId(input.api, input.match.resourcePath),
    resourcePath: input.match.resourcePath,
    stage: input.stage,
  };
  return {
    resource: input.match.resourcePath,
    path: input.rawPath,
    httpMethod: input.method,
    headers,
    multiValueHeaders,
    queryStringParameters: query?.single ?? null,
    multiValueQueryStringParameters: query?.multi ?? null,
    pathParameters: hasParameters ? { ...input.match.pathParameters } : null,
    stageVariables: null,
    body: input.body === null ? null : input.body.toString(input.binaryBody ? 'base64' : 'utf8'),
    isBase64Encoded: input.body !== null && input.binaryBody,
    // Public routes get no `authorizer` key at all, as in AWS; the cast only covers that absence.
    requestContext: input.claims
      ? { ...requestContext, authorizer: { claims: { ...input.claims } } }
      : (requestContext as APIGatewayEventRequestContext),
  };
}

function gatewayHeaders(input: ProxyEventInput): {
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
} {
  // Header names are case-insensitive: group by lower case, report the casing the client used first.
  const groups = new Map<string, { name: string; values: string[] }>();
  const add = (name: string, value: string) => {
    const key = name.toLowerCase();
    const group = groups.get(key);
    if (group) group.values.push(value);
    else groups.set(key, { name, values: [value] });
  };
  for (let i = 0; i + 1 < input.rawHeaders.length; i += 2) {
    add(input.rawHeaders[i] as string, input.rawHeaders[i + 1] as string);
  }
  const forwardedFor = groups.get('x-forwarded-for');
  if (forwardedFor) {
    forwardedFor.values = [`${forwardedFor.values.join(', ')}, ${input.sourceIp}`];
  } else {
    add('X-Forwarded-For', input.sourceIp);
  }
  groups.delete('x-forwarded-port');
  groups.delete('x-forwarded-proto');
  add('X-Forwarded-Port', String(input.sourcePort));
  add('X-Forwarded-Proto', 'http');
  if (!groups.has('x-amzn-trace-id')) add('X-Amzn-Trace-Id', traceId(input.requestTimeEpoch));

  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (const { name, values } of groups.values()) {
    headers[name] = values[values.length - 1] as string;
    multiValueHeaders[name] = [...values];
  }
  return { headers, multiValueHeaders };
}

function headerValue(headers: Readonly<Record<string, string>>, lowerName: string): string | undefined {
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === lowerName) return value;
  return undefined;
}

function queryParameters(
  rawQuery: string,
): { single: Record<string, string>; multi: Record<string, string[]> } | null {
  if (rawQuery === '') return null;
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  return Object.keys(single).length === 0 ? null : { single, multi };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `$context.requestTime`: `09/Apr/2015:12:34:56 +0000`. */
function clfDate(epochMs: number): string {
  const d = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${two(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0000`
  );
}

/** API Gateway gives each resource a short id; a stable hash keeps it the same across restarts. */
function resourceId(api: string, resourcePath: string): string {
  return createHash('sha256').update(`${api} ${resourcePath}`).digest('hex').slice(0, 6);
}

/** X-Ray trace header format: `Root=1-<epoch seconds, hex>-<96 random bits, hex>`. */
function traceId(epochMs: number): string {
  return `Root=1-${Math.floor(epochMs / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
}
