import type { RuntimeConfig } from '@contracts/runtime-config';
import type { PrimedBoardPage } from '@/features/boards/api/prime-board-data';
import { hasStoredSession } from '@/lib/amplify/stored-session';
import { boardRouteOfPath } from './modules/public/board-path';

/** The module an address names (its first segment, lower case), or undefined for the home page `/`. */
export function moduleOfPath(pathname: string): string | undefined {
  return pathname.split('/').find(Boolean)?.toLowerCase();
}

/** The account screens a guest opens, by the member module's screen names (app/modules/public/member.tsx). */
export type AccountScreen = 'signup' | 'resetpassword';

/**
 * The account screen at `/member/signUp` or `/member/resetPassword` (any case), or undefined: the addresses
 * the member module draws those screens at (nothing below them).
 */
export function accountScreenOfPath(pathname: string): AccountScreen | undefined {
  const [module, screen, ...rest] = pathname.split('/').filter(Boolean);
  if (module?.toLowerCase() !== 'member' || rest.length > 0) return undefined;
  const name = screen?.toLowerCase();
  return name === 'signup' || name === 'resetpassword' ? name : undefined;
}

/** What the page at an address reads first, before or while its code arrives. */
export interface FirstReads {
  /** The menu and the site's settings: every public page's top bar. */
  readonly menu: boolean;
  /** A guest's view of the home page's boards. */
  readonly home: boolean;
  /** A guest's view of a board's record and list page, or of a post. */
  readonly board?: PrimedBoardPage;
  /** The page of the article module at `/article/<articleId>`, for a guest. */
  readonly article?: string;
  /** The sign-up page's terms (member settings, public), for a guest at `/member/signUp`. */
  readonly memberSettings?: boolean;
}

/**
 * The reads the page at `location` draws first, as both the boot script starts them
 * (app/early-route-data.ts) and the first render waits for them (app/prime-route-data.ts). The admin portal
 * reads everything with the administrator's token, and a member's REST reads carry their token (they wait for
 * the session), so for those only the public menu is read early, and in the portal nothing.
 */
export function firstReads(
  location: Pick<Location, 'pathname' | 'search'>,
  config: { readonly auth: Pick<RuntimeConfig['auth'], 'userPoolClientId'> },
): FirstReads {
  const module = moduleOfPath(location.pathname);
  if (module === 'admin') return { menu: false, home: false };
  if (hasStoredSession(config)) return { menu: true, home: false };
  const route = boardRouteOfPath(location.pathname);
  const board: PrimedBoardPage | undefined =
    route?.kind === 'list'
      ? { kind: 'list', boardId: route.boardId, search: location.search }
      : route?.kind === 'post'
        ? { kind: 'post', postId: route.postId }
        : undefined;
  const segments = location.pathname.split('/').filter(Boolean);
  // `/article/<articleId>` only: other addresses of the module are not pages (app/modules/public/article.tsx).
  const article = module === 'article' && segments.length === 2 ? decodePathSegment(segments[1]!) : undefined;
  const memberSettings = accountScreenOfPath(location.pathname) === 'signup';
  return { menu: true, home: module === undefined, board, article, memberSettings };
}

/** A path segment as the router hands it to the page: decoded, or undefined when it does not decode. */
function decodePathSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
