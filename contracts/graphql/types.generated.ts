// Generated from schema.graphql by contracts/graphql/generate-types.ts (npm run codegen). Do not edit.

/** A site menu entry (§3). Top-level menus have no parentId. The tree is at most 3 levels deep. */
export interface Menu {
  id: string;
  name: string;
  /** Module the entry opens: board, article, member, setting, or a custom one. */
  module: string;
  /** Id inside the module (for module board: the board id). */
  moduleId?: string | null;
  /** Path inside the site, or an external URL. */
  link?: string | null;
  sortOrder: number;
  parentId?: string | null;
  /** Sub-menus sorted by sortOrder. Filled by menuTree only; null from listMenus. */
  children?: Array<Menu> | null;
}

/** The subset of Amplify's ModelIDInput that menus are indexed for: equality, or absence (top level). */
export interface ModelIDInput {
  eq?: string | null;
  attributeExists?: boolean | null;
}

export interface ModelMenuConnection {
  items: Array<Menu | null>;
  nextToken?: string | null;
}

export interface ModelMenuFilterInput {
  parentId?: ModelIDInput | null;
}

export interface Query {
  /** Menus with the given parent (parentId.eq), or the top-level menus (parentId.attributeExists: false), sorted by sortOrder ascending. Without a filter: every menu, in id order. limit: 1 to 100 (default 100). */
  listMenus?: ModelMenuConnection | null;
  /** The whole menu tree (up to 3 levels), each level sorted by sortOrder, in one request and one DynamoDB Query. */
  menuTree: Array<Menu>;
}

export interface QueryListMenusArgs {
  filter?: ModelMenuFilterInput | null;
  limit?: number | null;
  nextToken?: string | null;
}
