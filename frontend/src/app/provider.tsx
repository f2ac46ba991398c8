import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { RuntimeConfigProvider } from '@/config/runtime-config-context';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { TermsCheck } from '@/features/auth/components/terms-check';
import { toastRequests } from '@/lib/notify';

const SiteToastContainer = lazy(() => import('./toast-container'));

/** The toast container, mounted with the first toast (react-toastify stays out of the first render). */
export function Toasts() {
  const requested = useSyncExternalStore(
    toastRequests.subscribe,
    toastRequests.requested,
    toastRequests.requested,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SiteToastContainer />
    </Suspense>
  );
}

export interface AppProviderProps {
  readonly config: RuntimeConfig;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}

/** Everything screens rely on, below the theme (which the bootstrap already set up for its error page). */
export function AppProvider({ config, queryClient, children }: AppProviderProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <TermsCheck />
        </SessionProvider>
        <Toasts />
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
