import { boardRoute, type BoardRoute } from './modules/public/board-path';

/**
 * The route manifest: which kind of page an address is, and which source modules each kind renders first.
 * Everything that acts before the router has matched reads it: the boot script's preloads (src/boot/boot.ts),
 * the entry's preloads (app/preload-route.ts), the first reads (app/first-reads.ts, which
 * app/early-route-data.ts and app/prime-route-data.ts follow) and the build (frontend/vite.config.mts: the
 * chunks the boot script preloads, and the public screens' chunks). A new kind of page is added here, and the
 * compiler then asks each of them what it does for it.
 *
 * Relative imports only: the build's config loads this file in Node, without the app's `@/` aliases. The boot
 * script bundles only what it calls ({@link routeOfPath}); the module lists stay out of it.
 */

/** An address read as the router will read it: its kind, and the ids its first reads need. */
export type Route =
  | { readonly kind: 'home' }
  /** The board module's addresses, as its screen tells them apart (app/modules/public/board-path.ts). */
  | BoardRoute
  /** `articleId` only at `/article/<articleId>`: the module's other addresses are not pages. */
  | { readonly kind: 'article'; readonly articleId?: string }
  /** The member module; the account screens a guest opens have kinds of their own, their code loads apart. */
  | { readonly kind: 'member' | 'member/signup' | 'member/resetpassword' }
  | { readonly kind: 'setting' | 'admin' }
  /** The site's search, `/search` only: below it is the 404 page. */
  | { readonly kind: 'search' }
  /** An unknown module: the 404 page. */
  | { readonly kind: 'other' };

/** Every kind of address. */
export type RouteKind = Route['kind'];

/**
 * The path's segments as the router hands them to the screens (React Router decodes each one; `%2F` becomes
 * a slash, and a path that does not decode is matched as it is): the ids a page's requests are built from,
 * so an early request built from these asks for the same URL as the page.
 */
function pathSegments(pathname: string): string[] {
  let segments = pathname.split('/').filter(Boolean);
  try {
    segments = segments.map(decodeURIComponent);
  } catch {
    // Left as they are, as the router leaves them.
  }
  return segments.map((segment) => segment.replace(/%2F/g, '/'));
}

/**
 * The kind of page at `pathname`, read the way the public route table (app/routes.tsx) matches it: the
 * module by its first segment in any case; two segments are `:module/:id`, more are `:module/:action/:id/...`;
 * `/search` alone is the site's search (docs/url-scheme.md).
 */
export function routeOfPath(pathname: string): Route {
  const [first, ...rest] = pathSegments(pathname);
  const module = first?.toLowerCase();
  if (module === undefined) return { kind: 'home' };
  const [action, id, tabPage, tabPageAction] = rest.length === 1 ? [undefined, rest[0]] : rest;
  if (module === 'board') return boardRoute({ action, id, tabPage, tabPageAction });
  if (module === 'article') return { kind: 'article', articleId: action ? undefined : id };
  if (module === 'search') return { kind: rest.length === 0 ? 'search' : 'other' };
  if (module === 'member') {
    const screen = rest.length === 1 ? id?.toLowerCase() : undefined;
    return { kind: screen === 'signup' || screen === 'resetpassword' ? `member/${screen}` : 'member' };
  }
  return { kind: module === 'setting' || module === 'admin' ? module : 'other' };
}

/** The public screens whose code the build chunks by the screens that share it (frontend/vite.config.mts). */
export type PublicScreen = 'home' | 'list' | 'post' | 'article';

export interface RouteModules {
  /** Source files (from frontend/) the page renders first: the boot script preloads their chunks. */
  readonly modules: readonly string[];
  /** The page's public screen, and which of its modules root that screen's code. */
  readonly screen?: { readonly name: PublicScreen; readonly roots: readonly string[] };
}

// Plain constants, not an object's properties: a bundler keeps an object literal that reads properties (they
// might be getters), and the boot script would then carry this table.
const HOME = 'src/features/home/index.ts';
const BOARD_MODULE = 'src/app/modules/public/board.tsx';
const LIST = 'src/features/boards/components/board-list-page.tsx';
const POST = 'src/features/boards/components/post-page.tsx';
// A board's data for the first render (app/prime-route-data.ts): both board screens'.
const BOARD_DATA = 'src/features/boards/api/prime-board-data.ts';
const ARTICLE = 'src/app/modules/public/article.tsx';
const MEMBER_MODULE = 'src/app/modules/public/member.tsx';

/**
 * What each kind of page renders first: the modules app/preload-route.ts starts loading (and the board's or
 * article's data app/prime-route-data.ts loads), which the build turns into the chunks the boot script
 * preloads. Kinds with none load on their own (the editor) or are not preloaded (the admin portal: whether the
 * visitor is an administrator is known only later).
 */
export const ROUTE_MODULES: Readonly<Record<RouteKind, RouteModules>> = {
  home: { modules: [HOME], screen: { name: 'home', roots: [HOME] } },
  'board-list': {
    modules: [BOARD_MODULE, LIST, BOARD_DATA],
    screen: { name: 'list', roots: [LIST, BOARD_DATA] },
  },
  'board-post': {
    modules: [BOARD_MODULE, POST, BOARD_DATA],
    screen: { name: 'post', roots: [POST, BOARD_DATA] },
  },
  // The editor loads on its own, when the page asks for it.
  'board-write': { modules: [] },
  'board-edit': { modules: [] },
  'board-other': { modules: [] },
  // The Markdown renderer is the article's own: other screens load it later, so it is no root of the screen.
  article: {
    modules: [ARTICLE, 'src/components/content/markdown-body.tsx', 'src/features/content/api/get-article.ts'],
    screen: { name: 'article', roots: [ARTICLE] },
  },
  member: { modules: [MEMBER_MODULE] },
  'member/signup': { modules: [MEMBER_MODULE, 'src/features/auth/components/sign-up-page.tsx'] },
  'member/resetpassword': {
    modules: [MEMBER_MODULE, 'src/features/auth/components/reset-password-page.tsx'],
  },
  setting: { modules: ['src/app/modules/public/setting.tsx'] },
  // Not preloaded by the boot script, whose size is budgeted (test/budgets/boot-script.test.ts): the search
  // page is reached from the top bar far more than loaded at its address, and the entry still starts its
  // code before the first render (app/preload-route.ts).
  search: { modules: [] },
  admin: { modules: [] },
  other: { modules: [] },
};
