import { NotFoundPage } from '@/components/not-found-page';
import { useSiteTitle } from '@/features/navigation/api/get-menu-tree';
import type { ModuleArea } from '../modules';

/** The public 404 page, with the site's title in the browser tab. */
function PublicNotFound() {
  return <NotFoundPage siteTitle={useSiteTitle()} />;
}

/**
 * The 404 page of an area: the public one names the site in the tab; the admin portal's never reads the site's
 * menu request for it (its tab says "· Admin Portal" like its other screens).
 */
export function AreaNotFound({ area }: { area: ModuleArea }) {
  return area === 'admin' ? <NotFoundPage area="admin" /> : <PublicNotFound />;
}
