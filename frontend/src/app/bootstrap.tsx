import { Suspense, use } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ConfigErrorPage } from '@/components/config-error-page';
import { PageLoading } from '@/components/page-loading';
import type { RuntimeConfigLoad } from '@/config/load-runtime-config';
import { theme } from '@/config/theme';
import { App } from './app';

function Started({ load }: { load: Promise<RuntimeConfigLoad> }) {
  const result = use(load);
  return result.ok ? <App config={result.config} /> : <ConfigErrorPage />;
}

/**
 * The first thing rendered: the theme, then the site once the configuration is ready (see prepareSite), or
 * a clear error page when it cannot be loaded. The load starts before React renders (main.tsx), so it
 * overlaps with the first render.
 */
export function Bootstrap({ load }: { load: Promise<RuntimeConfigLoad> }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<PageLoading label="Starting" />}>
        <Started load={load} />
      </Suspense>
    </ThemeProvider>
  );
}
