import { preloadable } from '@/lib/preloadable';
import type { ModuleProps } from '../../module-props';

export type BoardRoute =
  | { kind: 'list'; boardId: string }
  | { kind: 'post'; boardId: string; postId: string }
  | { kind: 'write'; boardId: string }
  | { kind: 'edit'; boardId: string; postId: string }
  | { kind: 'unknown' };

/**
 * Which board screen an address means (docs/url-scheme.md): `/board/{boardId}` → list;
 * `/board/{boardId}/{postId}` → post; `/board/{boardId}/write` and `/board/{boardId}/{postId}/edit` → the
 * editor. Kept out of the board module's chunk so the entry can tell a post's address before that loads.
 */
export function boardRoute({ action, id, tabPage, tabPageAction }: ModuleProps['params']): BoardRoute {
  if (!action && id) return { kind: 'list', boardId: id };
  if (action && id && !tabPage) {
    return id.toLowerCase() === 'write'
      ? { kind: 'write', boardId: action }
      : { kind: 'post', boardId: action, postId: id };
  }
  if (action && id && tabPage?.toLowerCase() === 'edit' && !tabPageAction)
    return { kind: 'edit', boardId: action, postId: id };
  return { kind: 'unknown' };
}

/**
 * {@link boardRoute} for a whole address, read the way the public route table (app/routes.tsx) matches it: two
 * segments are `:module/:id`, more are `:module/:action/:id/...`. For code that runs before the router
 * (app/preload-route.ts, app/early-route-data.ts); undefined when the address is not the board module's.
 */
export function boardRouteOfPath(pathname: string): BoardRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const [module, second, third, tabPage, tabPageAction] = segments;
  if (module?.toLowerCase() !== 'board') return undefined;
  return segments.length === 2
    ? boardRoute({ module, id: second })
    : boardRoute({ module, action: second, id: third, tabPage, tabPageAction });
}

/**
 * The list page in a chunk of its own (the table, category tabs and search form): a post's address does not
 * wait for it (the list under a post loads later, on its own), and a list's address starts it at once.
 */
export const listPageCode = preloadable(() => import('@/features/boards/components/board-list-page'));

/**
 * The post page in a chunk of its own (with the body renderer, comments and votes, about 30 kB gzip): a
 * board's list never downloads it, and a post's address starts it at once (app/preload-route.ts).
 */
export const postPageCode = preloadable(() => import('@/features/boards/components/post-page'));
