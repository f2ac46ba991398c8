import type { Preloadable } from '@/lib/preloadable';
import { markdownCode } from '@/components/content/markdown-code';
import { preloadModule, type PublicModuleName } from './modules';
import { listPageCode, postPageCode } from './modules/public/board-route';
import { routeOfPath, type RouteKind } from './route-manifest';
import { homeScreenCode } from './routes/home-page';

interface FirstRenderCode {
  /** The public module whose screen draws the page. */
  readonly module?: PublicModuleName;
  /** Code the page renders first beside the module's screen. */
  readonly code?: readonly Preloadable<unknown>[];
}

/**
 * What each kind of page renders first: the modules its entry in ROUTE_MODULES (app/route-manifest.ts) names,
 * as loaders. Articles are mostly Markdown (the site's own pages): its renderer comes with the article's code.
 */
const FIRST_RENDER_CODE: Readonly<Record<RouteKind, FirstRenderCode>> = {
  home: { code: [homeScreenCode] },
  'board-list': { module: 'board', code: [listPageCode] },
  'board-post': { module: 'board', code: [postPageCode] },
  'board-write': { module: 'board' },
  'board-edit': { module: 'board' },
  'board-other': { module: 'board' },
  article: { module: 'article', code: [markdownCode] },
  member: { module: 'member' },
  'member/signup': { module: 'member' },
  'member/resetpassword': { module: 'member' },
  setting: { module: 'setting' },
  search: { module: 'search' },
  admin: {},
  other: {},
};

/**
 * Starts downloading the code of the screen at `pathname` (the home screen, or a public module's, and a
 * board's list or post page), so it arrives while /config.json and the entry are still loading instead of
 * after the shell has rendered. Settles when that code has arrived or failed: main.tsx renders the first
 * time after it, so the screen renders at once instead of suspending (lib/preloadable.ts says why that
 * matters). A failure is not reported here: the screen's lazy component asks again when it renders, and
 * shows the error. The admin portal is left out: only administrators see it, and whether the visitor is one
 * is known only later.
 */
export function preloadRouteCode(pathname: string): Promise<void> {
  const { module, code = [] } = FIRST_RENDER_CODE[routeOfPath(pathname).kind];
  const loads: (Promise<unknown> | undefined)[] = code.map((each) => each.load());
  if (module) loads.push(preloadModule('public', module));
  return Promise.allSettled(loads).then(() => undefined);
}
