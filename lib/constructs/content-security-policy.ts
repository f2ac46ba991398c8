/**
 * The site's Content-Security-Policy and Permissions-Policy. Two layers, because the Web stack (which owns
 * the CloudFront response headers) is deployed before the Api stack, so the header cannot know the API
 * URLs (docs/architecture.md, "CSP and the stack order"):
 * - the response header, on every response: everything but the API hosts, and a `connect-src` limited to
 *   this region's AppSync, API Gateway and Cognito services (not `*.amazonaws.com`, which would include any
 *   S3 bucket or API of anyone) and CloudFront (the post API's edge cache);
 * - a `<meta>` policy written into index.html by the Site stack (deployed last), whose `connect-src` names
 *   this stage's own endpoints exactly. A browser enforces every policy it is given, so the page can
 *   connect only where both allow: the exact list.
 */
import type { RestApiName } from '../../contracts/registry';

/** Cognito's user-pool API (sign-in, tokens) and identity API (guest credentials) of the region. */
export function cognitoEndpoints(region: string): string[] {
  return [`https://cognito-idp.${region}.amazonaws.com`, `https://cognito-identity.${region}.amazonaws.com`];
}

/**
 * The header's `connect-src`: this region's API services, since the stage's own hosts are not known yet, and
 * CloudFront, through which the post API is called (lib/constructs/rest-api-edge.ts; its distribution is in
 * the Api stack, deployed after this header). `*.cloudfront.net` is as wide as `*.amazonaws.com` would be
 * (anyone's distribution), so the exact list stays the `<meta>` policy's job, as for the regional services.
 */
export function regionalConnectSources(region: string): string[] {
  return [
    "'self'",
    `https://*.appsync-api.${region}.amazonaws.com`,
    `wss://*.appsync-realtime-api.${region}.amazonaws.com`,
    `https://*.execute-api.${region}.amazonaws.com`,
    'https://*.cloudfront.net',
    ...cognitoEndpoints(region),
  ];
}

/** The Content-Security-Policy response header. `style-src 'unsafe-inline'`: MUI (emotion) injects styles. */
export function contentSecurityPolicy(region: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${regionalConnectSources(region).join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

export interface StageEndpoints {
  readonly region: string;
  /** `https://….appsync-api.<region>.amazonaws.com/graphql` */
  readonly graphqlUrl: string;
  /** `wss://….appsync-realtime-api.<region>.amazonaws.com/graphql` */
  readonly graphqlRealtimeUrl: string;
  /** Base URL of each REST API, stage included and ending in `/` (a path prefix in CSP terms). */
  readonly restUrls: Readonly<Record<RestApiName, string>>;
}

/** Exactly where the page may connect: itself, this stage's APIs, and Cognito. Values may be tokens. */
export function stageConnectSources(endpoints: StageEndpoints): string[] {
  return [
    "'self'",
    endpoints.graphqlUrl,
    endpoints.graphqlRealtimeUrl,
    ...Object.values(endpoints.restUrls),
    ...cognitoEndpoints(endpoints.region),
  ];
}

/**
 * index.html with the stage's `connect-src` at the top of `<head>` (after the charset declaration, which
 * must come first), so it applies before any script loads: a `<meta>` policy covers what follows it.
 */
export function withConnectSrcMeta(html: string, sources: readonly string[]): string {
  const anchor = /<meta\s+charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!anchor) throw new Error('index.html has no <head>: cannot add the connect-src policy');
  const firstScript = html.search(/<script/i);
  if (firstScript !== -1 && firstScript < anchor.index)
    throw new Error(
      'index.html loads a script before <head> content: the connect-src policy would come too late',
    );
  const meta = `<meta http-equiv="Content-Security-Policy" content="connect-src ${sources.join(' ')}" />`;
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
}

/**
 * Permissions-Policy: the site uses none of these browser features, so no page (nor anything injected into
 * one) may ask for them; `browsing-topics=()` opts out of the Topics API.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');
