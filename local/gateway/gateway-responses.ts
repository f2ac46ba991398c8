/**
 * Answers API Gateway produces itself, before or instead of the integration, with its default bodies
 * (`{"message":$context.error.messageString}`) and `x-amzn-ErrorType` header. Default status codes are
 * from the developer guide's "Gateway response types for API Gateway"; the messages are as deployed APIs
 * send them (quoted in the issues cited next to each).
 */
export interface GatewayResponse {
  /** The gateway response type (developer guide), for the access log. */
  readonly type: string;
  readonly statusCode: number;
  /** `x-amzn-ErrorType`; left out where the deployed value is not known. */
  readonly errorType?: string;
  readonly body: string;
  readonly contentType: string;
  /**
   * Whether the API's DEFAULT_4XX / DEFAULT_5XX customizations (CORS headers, lib/constructs/registry-rest-api.ts)
   * apply. They do not when no deployed stage of the API answers (wrong stage), nor to the 10 MB limit, which
   * API Gateway enforces before gateway responses (customized 413 templates are reported ignored).
   */
  readonly customizable: boolean;
}

const json = (message: string) => JSON.stringify({ message });

/**
 * No resource or no method for the request (MISSING_AUTHENTICATION_TOKEN, 403). With an `Authorization` header
 * API Gateway reads it as a malformed SigV4 header instead and answers IncompleteSignatureException, echoing the
 * header (aws/chalice#828, serverless/serverless#3205): what a client with a token sees on a wrong path.
 */
export function missingAuthenticationToken(authorization: string | undefined): GatewayResponse {
  const base = { type: 'MISSING_AUTHENTICATION_TOKEN', statusCode: 403, contentType: 'application/json' };
  if (authorization === undefined || authorization === '') {
    return {
      ...base,
      errorType: 'MissingAuthenticationTokenException',
      body: json('Missing Authentication Token'),
      customizable: true,
    };
  }
  const firstSpace = authorization.indexOf(' ');
  const message =
    firstSpace === -1
      ? "Authorization header requires 'Credential' parameter. Authorization header requires 'Signature' " +
        "parameter. Authorization header requires 'SignedHeaders' parameter. Authorization header requires " +
        `existence of either a 'X-Amz-Date' or a 'Date' header. Authorization=${authorization}`
      : `'${authorization.slice(firstSpace + 1)}' not a valid key=value pair (missing equal-sign) in ` +
        `Authorization header: '${authorization}'.`;
  return { ...base, errorType: 'IncompleteSignatureException', body: json(message), customizable: true };
}

/** The Cognito authorizer refused the token, or there was none (UNAUTHORIZED, 401). */
export function unauthorized(): GatewayResponse {
  return {
    type: 'UNAUTHORIZED',
    statusCode: 401,
    errorType: 'UnauthorizedException',
    body: json('Unauthorized'),
    contentType: 'application/json',
    customizable: true,
  };
}

/**
 * A validly signed but expired ID token: still UNAUTHORIZED (401), but the Cognito authorizer says why
 * (aws-amplify/amplify-js#6060, #10147).
 */
export function expiredToken(): GatewayResponse {
  return { ...unauthorized(), body: json('The incoming token has expired') };
}

/** No deployed stage (or, locally, no API) of that name: API Gateway's bare 403 Forbidden. */
export function forbidden(): GatewayResponse {
  return {
    type: 'FORBIDDEN',
    statusCode: 403,
    errorType: 'ForbiddenException',
    body: json('Forbidden'),
    contentType: 'application/json',
    customizable: false,
  };
}

/**
 * The function failed (threw, timed out) or returned something that is not a Lambda proxy result: API Gateway
 * answers 502 "Internal server error" ("Malformed Lambda proxy response" in the execution log).
 */
export function badGateway(): GatewayResponse {
  return {
    type: 'DEFAULT_5XX',
    statusCode: 502,
    errorType: 'InternalServerErrorException',
    body: json('Internal server error'),
    contentType: 'application/json',
    customizable: true,
  };
}

/** The integration cannot be invoked at all (locally: no handler was given for the route's function). */
export function internalServerError(): GatewayResponse {
  return { ...badGateway(), type: 'API_CONFIGURATION_ERROR', statusCode: 500 };
}

export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Request body over API Gateway's 10 MB payload quota. The deployed answer is this sentence as the body
 * (chroma-core/chroma#1458 quotes it verbatim as the response text).
 */
export function requestTooLarge(): GatewayResponse {
  return {
    type: 'REQUEST_TOO_LARGE',
    statusCode: 413,
    body: `HTTP content length exceeded ${MAX_REQUEST_BODY_BYTES} bytes.`,
    contentType: 'text/plain; charset=utf-8',
    customizable: false,
  };
}
