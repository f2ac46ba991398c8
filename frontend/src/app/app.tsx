import { useMemo, useState } from 'react';
import { UNSAFE_createBrowserHistory, useRoutes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { createQueryClient } from '@/lib/query-client';
import { GuardedRouter, NavigationGuard } from '@/lib/navigation-guard';
import { keyCurrentHistoryEntry, ScrollManager, ScrollRestoration } from '@/lib/scroll-restoration';
import { AppProvider } from './provider';
import { createRoutes } from './routes';

/** The route table rendered for the current address. */
export function AppRoutes() {
  const routes = useMemo(createRoutes, []);
  return useRoutes(routes);
}

/** The running site, once /config.json is known and Amplify configured. */
export function App({ config, queryClient: given }: { config: RuntimeConfig; queryClient?: QueryClient }) {
  // Created once per mount (not at import time) so tests and hot reloads get fresh instances; main.tsx gives
  // the one it filled with the page's first data (app/prime-route-data.ts).
  const [queryClient] = useState(() => given ?? createQueryClient());
  // React Router's declarative router over a guarded history, not its data router (docs/performance.md).
  // The first entry gets a key of its own before the history reads it (lib/scroll-restoration.tsx says why).
  const [guard] = useState(() => {
    keyCurrentHistoryEntry();
    return new NavigationGuard(UNSAFE_createBrowserHistory({ v5Compat: true }));
  });
  // Back/Forward return to where the reader was; a new page starts at the top (docs/web-app.md).
  const [scroll] = useState(() => new ScrollManager());
  return (
    <AppProvider config={config} queryClient={queryClient}>
      <GuardedRouter guard={guard}>
        <AppRoutes />
        <ScrollRestoration manager={scroll} />
      </GuardedRouter>
    </AppProvider>
  );
}
