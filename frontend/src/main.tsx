import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Bootstrap } from './app/bootstrap';
import { preloadRouteCode } from './app/preload-route';
import { prepareSite } from './app/prepare-site';
import { getGuestId } from './lib/guest-id';

// Every visitor gets a guest identity on the first visit (docs/web-app.md).
getGuestId();

// Started before React renders so the config request overlaps with the first render.
const siteReady = prepareSite();
// The page's own screen downloads at the same time, not after the shell has rendered.
preloadRouteCode(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Bootstrap load={siteReady} />
  </StrictMode>,
);
