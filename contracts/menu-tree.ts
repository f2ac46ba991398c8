import * as z from 'zod/mini';
import './zod-locale';
import type { Menu } from './graphql/types.generated';

/**
 * The menu tree as GraphQL's `menuTree` answers it (schema.graphql Menu, built by
 * lambda/menus/resolvers/menu-tree.ts): the fields the web app selects at every level, three levels deep
 * (contracts/menu.ts, MENU_MAX_DEPTH). The top bar, the phone drawer and the admin's Menu Editor parse their
 * answer with it; `satisfies` below holds it to the generated GraphQL type, so a field renamed in
 * schema.graphql fails to compile here rather than to show up as an empty menu.
 *
 * A module apart from contracts/menu.ts, which the GraphQL function imports at run time for its input
 * schemas: no answer schema lands in its bundle.
 */
const menuItemShape = {
  id: z.string(),
  name: z.string(),
  /** The module the item opens (board, article, member, …), whose screen loads by this name. */
  module: z.string(),
  moduleId: z._default(z.nullable(z.string()), null),
  /** An external URL; links inside the site are derived from module and moduleId (contracts/menu.ts). */
  link: z._default(z.nullable(z.string()), null),
  sortOrder: z.number(),
  parentId: z._default(z.nullable(z.string()), null),
};

/** What a query selects of each menu item to parse as {@link menuTreeSchema}: `id name module …`. */
export const MENU_ITEM_SELECTION = Object.keys(menuItemShape).join(' ');

/** A menu item with its sub-menus, each level sorted by the server (sortOrder, then name). */
export interface MenuTreeItem {
  readonly id: string;
  readonly name: string;
  readonly module: string;
  readonly moduleId: string | null;
  readonly link: string | null;
  readonly sortOrder: number;
  readonly parentId: string | null;
  readonly children: MenuTreeItem[];
}

const thirdLevel = z.pipe(
  z.object(menuItemShape),
  z.transform((item): MenuTreeItem => ({ ...item, children: [] })),
);

/** A level whose sub-menus are `child`: null or absent children (a leaf) read as none. */
function levelAbove(child: z.ZodMiniType<MenuTreeItem>) {
  return z.pipe(
    z.object({ ...menuItemShape, children: z.nullish(z.array(child)) }),
    z.transform((item): MenuTreeItem => ({ ...item, children: item.children ?? [] })),
  );
}

export const menuTreeSchema = z.array(levelAbove(levelAbove(thirdLevel))) satisfies z.ZodMiniType<
  readonly Menu[]
>;
export type MenuTree = z.infer<typeof menuTreeSchema>;
