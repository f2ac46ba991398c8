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
 * editor. Apart from the pages' code (board-route.ts), so that the entry and the boot script (src/boot/boot.ts)
 * can tell a post's address before that code loads.
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
