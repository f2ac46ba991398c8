import { homePageRefusal } from '@contracts/site-settings';

/** The part of a menu item the home page needs (schema.graphql Menu), at any depth of the tree. */
export interface HomeMenuItem {
  readonly id: string;
  readonly module: string;
  readonly moduleId?: string | null;
  readonly link?: string | null;
  readonly children?: readonly HomeMenuItem[] | null;
}

/** The route parameters `/` opens instead of the default home page: the item's `/{module}/{id}` page. */
export interface HomeTarget {
  readonly module: string;
  readonly id: string;
}

/**
 * What `/` shows when an admin set a menu item as the home page (site setting `homeMenuId`), or null for the
 * default home page: no setting, an item no longer in the menu (deleted after it was set), or one that does not
 * open a page of the site. Never a blank page or a 404 for a stale setting.
 */
export function homeTarget(
  menus: readonly HomeMenuItem[],
  homeMenuId: string | null | undefined,
): HomeTarget | null {
  if (!homeMenuId) return null;
  const item = findItem(menus, homeMenuId);
  if (!item?.moduleId || homePageRefusal(item) !== null) return null;
  return { module: item.module.toLowerCase(), id: item.moduleId };
}

function findItem(menus: readonly HomeMenuItem[], id: string): HomeMenuItem | undefined {
  for (const item of menus) {
    if (item.id === id) return item;
    const inner = findItem(item.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}
