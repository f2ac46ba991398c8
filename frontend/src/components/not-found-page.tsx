import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './use-document-title';

/**
 * Asks search engines not to index the page while it is shown. The site is one HTML file, so a missing page
 * answers 200 like every other address; this meta tag is what keeps such addresses out of search results.
 * Removed again when the visitor moves on to a real page.
 */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

export interface NotFoundPageProps {
  /** The site's title, for the browser tab ("Page not found - <site>"). */
  readonly siteTitle?: string | null;
  /** In the admin portal the tab reads "Page not found · Admin Portal", as the portal's other screens do. */
  readonly area?: 'public' | 'admin';
}

/** The 404 page (docs/web-app.md), shown for unknown paths and unknown module names. */
export function NotFoundPage({ siteTitle, area = 'public' }: NotFoundPageProps) {
  useNoIndex();
  useDocumentTitle(
    area === 'admin' ? 'Page not found · Admin Portal' : 'Page not found',
    area === 'admin' ? null : siteTitle,
  );
  return (
    <Box component="section" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        We are sorry, Page not found!
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" color="primary">
        Back To Homepage
      </Button>
    </Box>
  );
}
