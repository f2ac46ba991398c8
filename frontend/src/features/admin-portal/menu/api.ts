import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { AdminApiError, useAdminClient, type AdminClient } from '../api/admin-api';
import { fetchSiteSettings } from '../settings/api';
import type { MenuNode, MoveStep } from './menu-tree';

const fields = {
  id: z.string(),
  name: z.string(),
  module: z.string(),
  moduleId: z.nullish(z.string()),
  link: z.nullish(z.string()),
  sortOrder: z.number(),
  parentId: z.nullish(z.string()),
};
const leaf = z.pipe(
  z.object(fields),
  z.transform((m) => ({ ...m, children: [] as MenuNode[] })),
);
const middle = z.pipe(
  z.object({ ...fields, children: z.nullish(z.array(leaf)) }),
  z.transform((m) => ({ ...m, children: m.children ?? [] })),
);
const top = z.pipe(
  z.object({ ...fields, children: z.nullish(z.array(middle)) }),
  z.transform((m) => ({ ...m, children: m.children ?? [] })),
);
const treeSchema = z.object({
  menuTree: z.array(top),
  siteSettings: z.nullish(z.object({ homeMenuId: z.nullish(z.string()) })),
});

/** The menu as the editor shows it: the tree and the item set as the home page (null: the default home page). */
export interface AdminMenu {
  readonly menus: MenuNode[];
  readonly homeMenuId: string | null;
}

/** The fields of a menu item the editor reads, and so selects, at every level and in every change's answer. */
const MENU_SELECTION = Object.keys(fields).join(' ');

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
      ${MENU_SELECTION}
      children {
        ${MENU_SELECTION}
        children {
          ${MENU_SELECTION}
        }
      }
    }
  }
`;

export const adminMenuKey = ['admin', 'menu-tree'] as const;

/** The whole tree, read fresh (the editor must never act on a stale copy longer than necessary). */
export function useAdminMenuTree() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminMenuKey,
    queryFn: async (): Promise<AdminMenu> => {
      const data = treeSchema.parse(await client.graphql(MENU_TREE_QUERY));
      return { menus: data.menuTree, homeMenuId: data.siteSettings?.homeMenuId ?? null };
    },
    staleTime: 0,
  });
}

export interface MenuFields {
  readonly name: string;
  readonly module: string;
  readonly moduleId: string | null;
  readonly link: string | null;
}

export const createMenu = (
  client: AdminClient,
  fieldsIn: MenuFields,
  parentId: string | null,
  sortOrder?: number,
) =>
  client.graphql(
    `mutation CreateMenu($input: CreateMenuInput!) { createMenu(input: $input) { ${MENU_SELECTION} } }`,
    {
      input: { ...fieldsIn, parentId, ...(sortOrder !== undefined ? { sortOrder } : {}) },
    },
  ) as Promise<{ createMenu: { id: string } }>;

export const updateMenu = (client: AdminClient, id: string, fieldsIn: MenuFields) =>
  client.graphql(
    `mutation UpdateMenu($input: UpdateMenuInput!) { updateMenu(input: $input) { ${MENU_SELECTION} } }`,
    {
      input: { id, ...fieldsIn },
    },
  );

export const deleteMenu = (client: AdminClient, id: string, cascade: boolean) =>
  client.graphql(
    'mutation DeleteMenu($input: DeleteMenuInput!) { deleteMenu(input: $input) { id deletedIds } }',
    {
      input: { id, cascade },
    },
  );

export async function runMoves(client: AdminClient, steps: readonly MoveStep[]): Promise<void> {
  for (const step of steps) {
    await client.graphql(
      `mutation MoveMenu($input: MoveMenuInput!) { moveMenu(input: $input) { ${MENU_SELECTION} } }`,
      {
        input: step,
      },
    );
  }
}

/** The server refused because the menu changed between its read and its write (another admin). */
export function isStaleMenu(error: unknown): boolean {
  return (
    error instanceof AdminApiError &&
    (error.errorType === 'Conflict' || error.status === 409) &&
    /someone else/i.test(error.message)
  );
}

export const STALE_MENU_MESSAGE =
  'Another admin changed the menu at the same time, so your change was not saved. The tree has been reloaded: check it and try again.';

/**
 * Sets (or, with null, clears) the menu item `/` shows. `updateSiteSettings` replaces the settings whole, so the
 * change is applied to a fresh read of the rest; the member texts are left out, which keeps the stored ones.
 * The server refuses an item that does not exist or does not open a page of the site.
 */
export async function setHomeMenu(client: AdminClient, homeMenuId: string | null): Promise<void> {
  const current = await fetchSiteSettings(client);
  const input = {
    title: current.title,
    description: current.description,
    defaultLanguage: current.defaultLanguage,
    upload: current.upload,
    members: { signUpOpen: current.members.signUpOpen },
    homeMenuId,
  };
  // title and homeMenuId selected: open pages listening to onSiteSettingsUpdated receive what they ask for.
  await client.graphql(
    'mutation SetHomeMenu($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { title homeMenuId updatedAt } }',
    { input },
  );
}
