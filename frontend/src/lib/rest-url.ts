import type { RuntimeConfig } from '@contracts/runtime-config';
import type { RestRequest } from './rest-request';

/**
 * The URL of a call: the API's base, the path, and the query without undefined or empty values. Apart from
 * rest-request.ts so that the boot script (src/boot/boot.ts) builds the same URLs without React or Amplify.
 */
export function restUrl<Api extends keyof RuntimeConfig['rest']>(
  config: { readonly rest: Pick<RuntimeConfig['rest'], Api> },
  api: Api,
  request: Pick<RestRequest, 'path' | 'query'>,
): URL {
  const url = new URL(config.rest[api].replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}
