import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ConfigErrorPage } from '@/components/config-error-page';
import type { RuntimeConfigLoad } from '@/config/load-runtime-config';
import { theme } from '@/config/theme';
import { App } from './app';

/**
 * The first thing rendered, once /config.json has been read (see prepareSite and main.tsx): the theme, then
 * the site, or a clear error page when the configuration could not be loaded.
 */
export function Bootstrap({ site }: { site: RuntimeConfigLoad }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {site.ok ? <App config={site.config} /> : <ConfigErrorPage />}
    </ThemeProvider>
  );
}
