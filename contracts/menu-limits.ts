/**
 * The menu's limits, in a file of plain constants: the APPSYNC_JS menu resolvers import them too, and those
 * bundles must not pull in zod (docs/architecture.md, "APPSYNC_JS without comparator functions").
 */

/** Menus nest at most 3 levels deep (docs/data-model.md, M1): the whole tree is one request. */
export const MENU_MAX_DEPTH = 3;
/** A site's menu stays small enough for the whole tree to be one Query page (docs/data-model.md, M1). */
export const MENU_MAX_ITEMS = 500;
/** A cascading delete is one DynamoDB transaction (100 items, one of them the menu version). */
export const MENU_MAX_CASCADE = 99;
/** Sort orders are zero-padded to six digits in the sort keys (lambda/menus/resolvers/menu-keys.ts). */
export const MENU_MAX_SORT_ORDER = 999999;
