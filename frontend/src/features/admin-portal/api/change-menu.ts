import { useCallback } from 'react';
import { MENU_ITEM_SELECTION } from '@contracts/menu-tree';
import type { MoveStep } from '../menu/menu-tree';
import { isConflict, useAdminGraphql } from './admin-graphql';

/** What the Menu Editor's dialog sets on an item. */
export interface MenuFields {
  readonly name: string;
  readonly module: string;
  readonly moduleId: string | null;
  readonly link: string | null;
}

/** A menu mutation of `field` taking `$input: <inputType>!` and answering the item as the tree selects it. */
const itemMutation = (field: string, inputType: string) =>
  `mutation ${field[0]?.toUpperCase()}${field.slice(1)}($input: ${inputType}!) { ${field}(input: $input) { ${MENU_ITEM_SELECTION} } }`;

/** A hook running one menu mutation whose `input` is made from the caller's arguments. */
function menuMutation<Args extends unknown[]>(query: string, input: (...args: Args) => object) {
  return function useMenuMutation() {
    const graphql = useAdminGraphql();
    return useCallback(
      (...args: Args) => graphql({ query, variables: { input: input(...args) } }),
      [graphql],
    );
  };
}

/** createMenu: a new item under `parentId` (null: the top level), last among its siblings unless `sortOrder`. */
export const useCreateMenu = menuMutation(
  itemMutation('createMenu', 'CreateMenuInput'),
  (fields: MenuFields, parentId: string | null, sortOrder?: number) => ({
    ...fields,
    parentId,
    ...(sortOrder !== undefined ? { sortOrder } : {}),
  }),
);

/** updateMenu: an item's name, module, module id and link. */
export const useUpdateMenu = menuMutation(
  itemMutation('updateMenu', 'UpdateMenuInput'),
  (id: string, fields: MenuFields) => ({ id, ...fields }),
);

/** deleteMenu: an item, and with `cascade` its sub-menus (the server refuses an item with some otherwise). */
export const useDeleteMenu = menuMutation(
  'mutation DeleteMenu($input: DeleteMenuInput!) { deleteMenu(input: $input) { id deletedIds } }',
  (id: string, cascade: boolean) => ({ id, cascade }),
);

const MOVE_MENU = itemMutation('moveMenu', 'MoveMenuInput');

/** moveMenu, once per step of a planned move (menu/menu-tree.ts), in order. */
export function useMoveMenus() {
  const graphql = useAdminGraphql();
  return useCallback(
    async (steps: readonly MoveStep[]) => {
      for (const step of steps) {
        await graphql({ query: MOVE_MENU, variables: { input: step } });
      }
    },
    [graphql],
  );
}

/** The server refused because the menu changed between its read and its write (another admin). */
export function isStaleMenu(error: unknown): boolean {
  return isConflict(error) && error instanceof Error && /someone else/i.test(error.message);
}

export const STALE_MENU_MESSAGE =
  'Another admin changed the menu at the same time, so your change was not saved. The tree has been reloaded: check it and try again.';
