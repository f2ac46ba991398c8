import * as z from 'zod/mini';
import './zod-locale';
import { idSchema } from './fields';
import { singleLineText } from './text';

import { MENU_MAX_SORT_ORDER } from './menu-limits';

export { MENU_MAX_CASCADE, MENU_MAX_DEPTH, MENU_MAX_ITEMS, MENU_MAX_SORT_ORDER } from './menu-limits';

export const menuIdSchema = idSchema();

/** Module names are lower case: the web app loads a module's screen on demand by that name. */
export const menuModuleSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,29}$/, 'must be a lower-case module name (letters, digits, hyphens)'));

export const menuModuleIdSchema = z
  .string()
  .check(
    z.minLength(1, 'must not be empty'),
    z.maxLength(64, 'is too long'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, hyphens and underscores'),
  );

/** Only external links are stored as given; links inside the site are derived from module and moduleId. */
export const externalLinkSchema = z.string().check(
  z.maxLength(2000, 'is too long'),
  z.refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'must be an external http(s) URL'),
);

export const menuNameSchema = singleLineText({ max: 50 });
export const menuSortOrderSchema = z
  .number()
  .check(
    z.int('must be a whole number'),
    z.gte(0, 'must be 0 or more'),
    z.lte(MENU_MAX_SORT_ORDER, `must be at most ${MENU_MAX_SORT_ORDER}`),
  );

export const createMenuInputSchema = z.strictObject({
  name: menuNameSchema,
  module: menuModuleSchema,
  moduleId: z.nullish(menuModuleIdSchema),
  link: z.nullish(externalLinkSchema),
  sortOrder: z.nullish(menuSortOrderSchema),
  parentId: z.nullish(menuIdSchema),
});

export const updateMenuInputSchema = z.strictObject({
  id: menuIdSchema,
  name: z.optional(menuNameSchema),
  module: z.optional(menuModuleSchema),
  moduleId: z.nullish(menuModuleIdSchema),
  link: z.nullish(externalLinkSchema),
});

export const deleteMenuInputSchema = z.strictObject({ id: menuIdSchema, cascade: z.nullish(z.boolean()) });

export const moveMenuInputSchema = z.strictObject({
  id: menuIdSchema,
  parentId: z.nullish(menuIdSchema),
  sortOrder: menuSortOrderSchema,
});

export type CreateMenuInput = z.infer<typeof createMenuInputSchema>;
export type UpdateMenuInput = z.infer<typeof updateMenuInputSchema>;
export type DeleteMenuInput = z.infer<typeof deleteMenuInputSchema>;
export type MoveMenuInput = z.infer<typeof moveMenuInputSchema>;

/** The link a menu shows: its external URL, or the site path of its module (`/board/free`, `/member/signUp`). */
export function menuLink(menu: { module: string; moduleId?: string | null; link?: string | null }): string {
  if (menu.link) return menu.link;
  return menu.moduleId ? `/${menu.module}/${menu.moduleId}` : `/${menu.module}`;
}
