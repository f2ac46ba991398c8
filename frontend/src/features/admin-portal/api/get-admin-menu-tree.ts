import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { MENU_ITEM_SELECTION, menuTreeSchema } from '@contracts/menu-tree';
import type { MenuNode } from '../menu/menu-tree';
import { useAdminGraphql } from './admin-graphql';
import { adminKeys } from './admin-query-keys';

const treeSchema = z.object({
  menuTree: menuTreeSchema,
  siteSettings: z.nullish(z.object({ homeMenuId: z.nullish(z.string()) })),
});

/** The menu as the editor shows it: the tree and the item set as the home page (null: the default home page). */
export interface AdminMenu {
  readonly menus: MenuNode[];
  readonly homeMenuId: string | null;
}

/**
 * The whole tree (3 levels, each sorted by the server) and which item is the home page, in one request
 * (schema.graphql `menuTree`, `siteSettings`).
 */
const MENU_TREE_QUERY = /* GraphQL */ `
  query AdminMenuTree {
    siteSettings {
      homeMenuId
    }
    menuTree {
      ${MENU_ITEM_SELECTION}
      children {
        ${MENU_ITEM_SELECTION}
        children {
          ${MENU_ITEM_SELECTION}
        }
      }
    }
  }
`;

/** The whole tree, read fresh (the editor must never act on a stale copy longer than necessary). */
export function useAdminMenuTree() {
  const graphql = useAdminGraphql();
  return useQuery({
    queryKey: adminKeys.menuTree,
    queryFn: async ({ signal }): Promise<AdminMenu> => {
      const data = treeSchema.parse(await graphql({ query: MENU_TREE_QUERY, signal }));
      return { menus: data.menuTree, homeMenuId: data.siteSettings?.homeMenuId ?? null };
    },
    staleTime: 0,
  });
}

/** Reads the tree again: after every change, made or refused (another admin may have changed it). */
export function useReloadAdminMenu() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: adminKeys.menuTree }), [queryClient]);
}
