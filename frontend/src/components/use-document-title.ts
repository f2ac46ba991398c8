import { useEffect } from 'react';

/**
 * Sets the browser tab's title to "<page> - <site>" (the site's title alone when the page has none), so tabs,
 * history and screen readers name the page. Until the site's title is known the page's title stands alone.
 */
export function useDocumentTitle(pageTitle: string | null | undefined, siteTitle?: string | null): void {
  useEffect(() => {
    const parts = [pageTitle, siteTitle].filter((part): part is string => Boolean(part));
    if (parts.length > 0) document.title = parts.join(' - ');
  }, [pageTitle, siteTitle]);
}
