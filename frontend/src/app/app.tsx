import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRoutes } from './routes';

/** The running site, once /config.json is known and Amplify configured. */
export function App({ config }: { config: RuntimeConfig }) {
  // Created once per mount (not at import time) so tests and hot reloads get fresh instances.
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <AppProvider config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
