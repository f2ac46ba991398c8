import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/route-error-page';
import type { ModuleArea } from './modules';
import { AdminArea } from './routes/admin-area';
import { AdminDashboard } from './routes/admin-dashboard';
import { AreaNotFound } from './routes/area-not-found';
import { HomePage } from './routes/home-page';
import { ModuleRoute } from './routes/module-route';
import { PublicShell } from './routes/public-shell';

/** Public patterns (docs/url-scheme.md), most specific first (the router ranks them anyway). */
const PUBLIC_MODULE_PATHS = [
  ':module/:action/:id/:tabPage/:tabPageAction',
  ':module/:action/:id/:tabPage',
  ':module/:action/:id',
  ':module/:id',
] as const;

/**
 * Admin patterns (docs/web-app.md); unlike the public area, `:module/:action` exists and `:module/:id` does not. A bare
 * `:module` is there only because a sidebar entry links to one (Point, /admin/point); unknown modules
 * still get the 404 page.
 */
const ADMIN_MODULE_PATHS = [
  ':module/:action/:id/:tabPage/:tabPageAction',
  ':module/:action/:id/:tabPage',
  ':module/:action/:id',
  ':module/:action',
  ':module',
] as const;

/**
 * One area of the site under `path`: its shell around every page, its own first page, a module screen for
 * each URL pattern, and the 404 page for anything else.
 */
function siteArea(
  path: string,
  shell: ReactNode,
  firstPage: ReactNode,
  area: ModuleArea,
  modulePaths: readonly string[],
  ownPaths: readonly RouteObject[] = [],
): RouteObject {
  return {
    path,
    element: <RouteErrorBoundary>{shell}</RouteErrorBoundary>,
    children: [
      { index: true, element: firstPage },
      ...ownPaths,
      ...modulePaths.map((modulePath) => ({ path: modulePath, element: <ModuleRoute area={area} /> })),
      { path: '*', element: <AreaNotFound area={area} /> },
    ],
  };
}

/** The route table, shared by the app's browser history and the tests' memory history. */
export function createRoutes(): RouteObject[] {
  return [
    siteArea('/', <PublicShell />, <HomePage />, 'public', PUBLIC_MODULE_PATHS, [
      // The site's search has no id, which every public module pattern needs (docs/url-scheme.md).
      { path: 'search', element: <ModuleRoute area="public" module="search" /> },
    ]),
    siteArea('/admin', <AdminArea />, <AdminDashboard />, 'admin', ADMIN_MODULE_PATHS),
  ];
}
