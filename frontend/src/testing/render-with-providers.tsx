import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import SiteToastContainer from '@/app/toast-container';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { RuntimeConfigProvider } from '@/config/runtime-config-context';
import { theme } from '@/config/theme';
import { createQueryClient } from '@/lib/query-client';
import { LocationProbe } from './location-probe';
import { testConfig } from './test-config';

export interface ProviderOptions {
  readonly path?: string;
  readonly config?: RuntimeConfig;
  readonly queryClient?: QueryClient;
}

/** A query client for tests: no retries, so failures surface at once. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

/**
 * Renders a component with the shared providers (theme, config, query client, toasts) inside a memory
 * router at `path`, plus a {@link LocationProbe} to assert navigation.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <RuntimeConfigProvider config={options.config ?? testConfig}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[options.path ?? '/']}>
              {children}
              <LocationProbe />
            </MemoryRouter>
            <SiteToastContainer />
          </QueryClientProvider>
        </RuntimeConfigProvider>
      </ThemeProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}
