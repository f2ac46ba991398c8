import type { ModuleProps } from '../../module-props';

/** A board address by its kind in the route manifest (app/route-manifest.ts), with its ids. */
export type BoardRoute =
  | { readonly kind: 'board-list'; readonly boardId: string }
  | { readonly kind: 'board-post'; readonly boardId: string; readonly postId: string }
  | { readonly kind: 'board-write'; readonly boardId: string }
  | { readonly kind: 'board-edit'; readonly boardId: string; readonly postId: string }
  | { readonly kind: 'board-other' };

/**
 * Which board screen an address means (docs/url-scheme.md): `/board/{boardId}` → list;
 * `/board/{boardId}/{postId}` → post; `/board/{boardId}/write` and `/board/{boardId}/{postId}/edit` → the
 * editor. Apart from the pages' code (board-route.ts), so that the route manifest (app/route-manifest.ts) can
 * tell a post's address for the entry and the boot script before that code loads.
 */
export function boardRoute({
  action,
  id,
  tabPage,
  tabPageAction,
}: Omit<ModuleProps['params'], 'module'>): BoardRoute {
  if (!action && id) return { kind: 'board-list', boardId: id };
  if (action && id && !tabPage) {
    return id.toLowerCase() === 'write'
      ? { kind: 'board-write', boardId: action }
      : { kind: 'board-post', boardId: action, postId: id };
  }
  if (action && id && tabPage?.toLowerCase() === 'edit' && !tabPageAction)
    return { kind: 'board-edit', boardId: action, postId: id };
  return { kind: 'board-other' };
}
