import { NotFoundPage } from '@/components/not-found-page';
import { SearchPage } from '@/features/search';
import { useSiteTitle } from '@/features/navigation/api/get-menu-tree';
import type { ModuleProps } from '../../module-props';

/**
 * Public 'search' module: `/search` is the site's search (docs/url-scheme.md); an address below it is the 404
 * page. A chunk of its own, like every module: no other page downloads the search page.
 */
export default function SearchModule({ params }: ModuleProps) {
  const siteTitle = useSiteTitle();
  if (params.action || params.id) return <NotFoundPage siteTitle={siteTitle} />;
  return <SearchPage siteTitle={siteTitle} />;
}
