import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminApiError, useAdminClient, type AdminClient } from '../api/admin-api';
import type { MenuNode, MoveStep } from './menu-tree';

const fields = {
  id: z.string(),
  name: z.string(),
  module: z.string(),
  moduleId: z.string().nullish(),
  link: z.string().nullish(),
  sortOrder: z.number(),
  parentId: z.string().nullish(),
};
const leaf = z.object(fields).transform((m) => ({ ...m, children: [] as MenuNode[] }));
const middle = z
  .object({ ...fields, children: z.array(leaf).nullish() })
  .transform((m) => ({ ...m, children: m.children ?? [] }));
const top = z
  .object({ ...fields, children: z.array(middle).nullish() })
  .transform((m) => ({ ...m, children: m.children ?? [] }));
const treeSchema = z.object({ menuTree: z.array(top) });

/** The whole tree (3 levels, each sorted by the server) in one request (schema.graphql `menuTree`). */
const MENU_TREE_QUERY = /* GraphQL */ `
  query AdminMenuTree {
    menuTree {
      ...MenuFields
      children {
        ...MenuFields
        children {
          ...MenuFields
        }
      }
    }
  }

  fragment MenuFields on Menu {
    id
    name
    module
    moduleId
    link
    sortOrder
    parentId
  }
`;

export const adminMenuKey = ['admin', 'menu-tree'] as const;

/** The whole tree, read fresh (the editor must never act on a stale copy longer than necessary). */
export function useAdminMenuTree() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminMenuKey,
    queryFn: async (): Promise<MenuNode[]> =>
      treeSchema.parse(await client.graphql(MENU_TREE_QUERY)).menuTree,
    staleTime: 0,
  });
}

export interface MenuFields {
  readonly name: string;
  readonly module: string;
  readonly moduleId: string | null;
  readonly link: string | null;
}

const MENU_SELECTION = 'id name module moduleId link sortOrder parentId';

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
