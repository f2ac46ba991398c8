import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { RuntimeConfigProvider } from '@/config/runtime-config-context';
import { SessionProvider } from '@/features/auth/components/session-provider';

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
        <SessionProvider>{children}</SessionProvider>
        {/* §8/§9: top-right, closes after 3 s, close button, pauses on hover and focus loss. */}
        <ToastContainer
          position="top-right"
          autoClose={3000}
          closeButton
          pauseOnHover
          pauseOnFocusLoss
          draggable
          theme="light"
        />
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
