import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Bootstrap } from './app/bootstrap';
import { startRouteData } from './app/early-route-data';
import { preloadRouteCode } from './app/preload-route';
import { prepareSite } from './app/prepare-site';
import { getGuestId } from './lib/guest-id';

// Every visitor gets a guest identity on the first visit (docs/web-app.md).
getGuestId();

// Both start before anything renders: the config request and the page's own screen download beside the entry.
const siteReady = prepareSite();
// And the page's first data once the API addresses are known, while its code still downloads.
void siteReady.then((site) => site.ok && startRouteData(window.location, site.config));
const routeCodeReady = preloadRouteCode(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first render waits for both (index.html shows "Loading…" meanwhile), so the page renders at once
// instead of suspending: a suspension there cost ~300 ms of React's fallback throttle (lib/preloadable.ts).
// As a transition, React renders in slices that yield to the browser, not in one long task.
void Promise.all([siteReady, routeCodeReady]).then(([site]) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Bootstrap site={site} />
      </StrictMode>,
    ),
  ),
);
