import type { QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ConfigErrorPage } from '@/components/config-error-page';
import type { RuntimeConfigLoad } from '@/config/load-runtime-config';
import { theme } from '@/config/theme';
import { App } from './app';

/**
 * The first thing rendered, once /config.json has been read (see prepareSite and main.tsx): the theme, then
 * the site, or a clear error page when the configuration could not be loaded. `queryClient`: the one main.tsx
 * filled with the page's first data (app/prime-route-data.ts); the site makes its own without one.
 */
export function Bootstrap({ site, queryClient }: { site: RuntimeConfigLoad; queryClient?: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {site.ok ? <App config={site.config} queryClient={queryClient} /> : <ConfigErrorPage />}
    </ThemeProvider>
  );
}
