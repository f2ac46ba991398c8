/**
 * The boot script: index.html runs it (deferred, so after the document is parsed and before the entry module)
 * while the entry is still downloading. Built on its own by frontend/vite.config.mts, a couple of kilobytes
 * with none of the app's libraries, so it starts the page's other downloads at once instead of after the
 * entry has arrived and run (docs/performance.md, "First render"):
 * - `modulepreload` links for the chunks of the page at the visitor's address;
 * - /config.json, read once: the entry takes this same response (config/load-runtime-config.ts);
 * - the page's first data, once /config.json is read (app/early-route-data.ts).
 * It is a file, not an inline script: the site's Content-Security-Policy allows scripts from 'self' only.
 * Nothing depends on it having run: without it (the dev server) the entry does all of this itself, later.
 */
import { startRouteData, type RouteDataConfig } from '@/app/early-route-data';
import { RUNTIME_CONFIG_CACHE, RUNTIME_CONFIG_URL } from '@/config/runtime-config-url';
import { startEarlyGet } from '@/lib/early-requests';
import { routeOfPath } from '@/app/route-manifest';

/** The chunks to preload for each kind of address (app/route-manifest.ts), as the build wrote them. */
export type RouteChunks = Readonly<Record<string, readonly string[]>>;

/** Only what startRouteData reads is checked here: the entry validates the whole file when it takes it. */
function isRouteDataConfig(value: unknown): value is RouteDataConfig {
  const config = value as {
    auth?: { userPoolClientId?: unknown };
    graphql?: { endpoint?: unknown; apiKey?: unknown };
    rest?: { post?: unknown };
  } | null;
  return (
    typeof config?.auth?.userPoolClientId === 'string' &&
    typeof config.graphql?.endpoint === 'string' &&
    typeof config.graphql.apiKey === 'string' &&
    typeof config.rest?.post === 'string'
  );
}

/** Runs the boot script's work for the page at `location`; settles once its requests have started. */
export function boot(
  routeChunks: RouteChunks,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  doc: Document = document,
): Promise<void> {
  const kind = routeOfPath(location.pathname).kind;
  // Own keys only: an address such as /constructor must not find Object.prototype's.
  for (const href of (Object.hasOwn(routeChunks, kind) && routeChunks[kind]) || []) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  return (
    startEarlyGet(RUNTIME_CONFIG_URL, { cache: RUNTIME_CONFIG_CACHE })
      // A copy of the body: the entry reads the response itself.
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then((config: unknown) => {
        if (isRouteDataConfig(config)) startRouteData(location, config);
      })
      // A config that cannot be read is the entry's to report (it shows why the site cannot start).
      .catch(() => undefined)
  );
}
