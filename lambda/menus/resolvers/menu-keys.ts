/**
 * The site table's menu keys, shared by the APPSYNC_JS resolvers and the menu repository (Lambda side).
 * Every menu lives in one partition so the whole tree is one Query (menuTree). The parent index (gsi1)
 * serves the specification's level-by-level reads (listMenus with a parentId filter) in sortOrder.
 * AppSync's JS runtime has no regex or padStart in every position, so keys are built with plain string ops.
 */
export const MENU_PARTITION = 'MENU';
export const MENU_ROOT_PARENT = 'MENU_ROOT';

export function menuSortKey(id: string): string {
  return `MENU#${id}`;
}

export function menuParentKey(parentId: string | null | undefined): string {
  return parentId ? `MENU_PARENT#${parentId}` : MENU_ROOT_PARENT;
}

/** Zero-padded so a string order is the numeric order: 7 → "000007#id". Used for index and in-memory sorts. */
export function menuOrderKey(sortOrder: number, suffix: string): string {
  const digits = `${sortOrder}`;
  return `${'000000'.slice(digits.length)}${digits}#${suffix}`;
}
