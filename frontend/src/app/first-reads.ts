import type { RuntimeConfig } from '@contracts/runtime-config';
import type { PrimedBoardPage } from '@/features/boards/api/prime-board-data';
import { hasStoredSession } from '@/lib/amplify/stored-session';
import { routeOfPath } from './route-manifest';

/** What the page at an address reads first, before or while its code arrives. */
export interface FirstReads {
  /** The menu and the site's settings: every public page's top bar. */
  readonly menu: boolean;
  /** A guest's view of the home page's boards. */
  readonly home: boolean;
  /**
   * A guest's view of a board's list page (which carries the board's record), or of a post (which carries
   * its first comments).
   */
  readonly board?: PrimedBoardPage;
  /** The page of the article module at `/article/<articleId>`, for a guest. */
  readonly article?: string;
  /** The sign-up page's terms (member settings, public), for a guest at `/member/signUp`. */
  readonly memberSettings?: boolean;
}

/**
 * The reads the page at `location` draws first (its kind and parameters from app/route-manifest.ts), as both the boot script starts them
 * (app/early-route-data.ts) and the first render waits for them (app/prime-route-data.ts). The admin portal
 * reads everything with the administrator's token, and a member's REST reads carry their token (they wait for
 * the session), so for those only the public menu is read early, and in the portal nothing.
 */
export function firstReads(
  location: Pick<Location, 'pathname' | 'search'>,
  config: { readonly auth: Pick<RuntimeConfig['auth'], 'userPoolClientId'> },
): FirstReads {
  const route = routeOfPath(location.pathname);
  if (route.kind === 'admin') return { menu: false, home: false };
  if (hasStoredSession(config)) return { menu: true, home: false };
  const board: PrimedBoardPage | undefined =
    route.kind === 'board-list'
      ? { ...route, search: location.search }
      : route.kind === 'board-post'
        ? route
        : undefined;
  return {
    menu: true,
    home: route.kind === 'home',
    board,
    article: route.kind === 'article' ? route.articleId : undefined,
    memberSettings: route.kind === 'member/signup',
  };
}
