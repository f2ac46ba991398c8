import type { Menu } from '@contracts/graphql/types.generated';
import { menuLink } from '@contracts/menu';

/** Where a menu entry leads: its own link when set, otherwise `/{module}/{moduleId}` (the shared rule). */
export const menuHref = menuLink;

/** External addresses are plain links (full page load); everything else goes through the router. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The hrefs below an entry, at any depth: the parent counts as current when one of them is the page. */
export function descendantHrefs(item: Menu): string[] {
  return (item.children ?? []).flatMap((child) => [menuHref(child), ...descendantHrefs(child)]);
}
