import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/app';
import { GuardedRouter, NavigationGuard } from '@/lib/navigation-guard';
import { theme } from '@/config/theme';
import { createTestQueryClient } from './render-with-providers';
import { testConfig } from './test-config';

/** Renders the whole app (real routes and providers) at `path`, as main.tsx would after the config loaded. */
export function renderApp(path: string) {
  const guard = new NavigationGuard(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const queryClient = createTestQueryClient();
  const result = render(
    <ThemeProvider theme={theme}>
      <AppProvider config={testConfig} queryClient={queryClient}>
        <GuardedRouter guard={guard}>
          <AppRoutes />
        </GuardedRouter>
      </AppProvider>
    </ThemeProvider>,
  );
  return { history: guard.history, queryClient, ...result };
}
