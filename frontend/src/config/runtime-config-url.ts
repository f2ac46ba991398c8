/**
 * Where the site reads its stage's settings. index.html preloads it; the boot script (src/boot/boot.ts) and
 * loadRuntimeConfig read it with the same request, so the browser fetches it once.
 */
export const RUNTIME_CONFIG_URL = '/config.json';

/** The request's cache mode: `no-store`, so a redeploy's new values are seen without a hard reload. */
export const RUNTIME_CONFIG_CACHE: RequestCache = 'no-store';
