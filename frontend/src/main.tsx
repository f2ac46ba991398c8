import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Bootstrap } from './app/bootstrap';
import { startRouteData } from './app/early-route-data';
import { preloadRouteCode } from './app/preload-route';
import { prepareSite } from './app/prepare-site';
import { primeRouteData } from './app/prime-route-data';
import { getGuestId } from './lib/guest-id';
import { createQueryClient } from './lib/query-client';

// Every visitor gets a guest identity on the first visit (docs/web-app.md).
getGuestId();

// Both start before anything renders: the config request and the page's own screen download beside the entry.
const siteReady = prepareSite();
// And the page's first data once the API addresses are known, while its code still downloads: the boot script
// (src/boot/boot.ts) has usually started it already; without it (the dev server) this does.
void siteReady.then((site) => site.ok && startRouteData(window.location, site.config));
const routeCodeReady = preloadRouteCode(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const queryClient = createQueryClient();
// The first render waits for both (index.html shows "Loading…" meanwhile), so the page renders at once
// instead of suspending: a suspension there cost ~300 ms of React's fallback throttle (lib/preloadable.ts).
// Then, briefly, for the page's first data, so that it draws the page rather than its loading state
// (app/prime-route-data.ts). As a transition, React renders in slices that yield to the browser.
void Promise.all([siteReady, routeCodeReady])
  .then(async ([site]) => {
    if (site.ok) await primeRouteData(queryClient, site.config, window.location);
    return site;
  })
  .then((site) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <Bootstrap site={site} queryClient={queryClient} />
        </StrictMode>,
      ),
    ),
  );
