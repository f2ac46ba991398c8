/**
 * The gateway's access entry, logged with the message `access` (local/shared/logger.ts): one line per request,
 * like the deployed stages' JSON access log (AccessLogFormat.jsonWithStandardFields in
 * lib/constructs/registry-rest-api.ts) plus the local duration. It never holds the Authorization header, the
 * query string (it may carry pagination tokens) or a body.
 */
export interface AccessLogEntry {
  readonly requestId: string;
  readonly ip: string;
  readonly requestTime: string;
  readonly httpMethod: string;
  readonly api: string | null;
  readonly stage: string | null;
  /** Request path without the query string, e.g. `/member/local/member/abc`. */
  readonly path: string;
  /** The matched resource template, or null when none matched. */
  readonly resourcePath: string | null;
  readonly status: number;
  readonly protocol: string;
  readonly responseLength: number;
  readonly durationMs: number;
  /** The gateway response type when API Gateway itself answered (e.g. UNAUTHORIZED), else null. */
  readonly gatewayResponse: string | null;
  /** Why the Cognito authorizer refused the token (an error class name, never the token), else null. */
  readonly authorizerError: string | null;
}
