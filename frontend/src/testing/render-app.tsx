import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/routes';
import { theme } from '@/config/theme';
import { createTestQueryClient } from './render-with-providers';
import { testConfig } from './test-config';

/** Renders the whole app (real routes and providers) at `path`, as main.tsx would after the config loaded. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const result = render(
    <ThemeProvider theme={theme}>
      <AppProvider config={testConfig} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </ThemeProvider>,
  );
  return { router, queryClient, ...result };
}
