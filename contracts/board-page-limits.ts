/**
 * The board list's limits as plain numbers, in a module of their own so the web app can import them without the
 * list's schemas (as contracts/menu-limits.ts does for the menu).
 */

/**
 * Highest page number accepted: a guard against nonsense, not a cost (any page costs the same, docs/data-model.md,
 * "Numbered pages"). A board of 20 posts a page reaches it at 20 million posts.
 */
export const BOARD_PAGE_MAX = 1_000_000;
