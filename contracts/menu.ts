import { z } from 'zod';
import { singleLineText } from './text';

/** The product shows 3 levels of menus (§2, §9). */
export const MENU_MAX_DEPTH = 3;
/** A site's menu stays small enough for the whole tree to be one Query page (docs/data-model.md, M1). */
export const MENU_MAX_ITEMS = 500;
/** A cascading delete is one DynamoDB transaction (100 items, one of them the menu version). */
export const MENU_MAX_CASCADE = 99;

export const menuIdSchema = z
  .string()
  .min(1, 'is required')
  .max(64, 'is too long')
  .regex(/^[A-Za-z0-9-]+$/, 'must contain only letters, digits and hyphens');

/** Module names are lower case (modules load on demand by lower-case name, §2). */
export const menuModuleSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,29}$/, 'must be a lower-case module name (letters, digits, hyphens)');

export const menuModuleIdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(64, 'is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, hyphens and underscores');

/** Only external links are stored as given; links inside the site are derived from module and moduleId. */
export const externalLinkSchema = z
  .string()
  .max(2000, 'is too long')
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'must be an external http(s) URL');

export const menuNameSchema = singleLineText({ max: 50 });
export const menuSortOrderSchema = z
  .number()
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(999999, 'must be at most 999999');

export const createMenuInputSchema = z
  .object({
    name: menuNameSchema,
    module: menuModuleSchema,
    moduleId: menuModuleIdSchema.nullish(),
    link: externalLinkSchema.nullish(),
    sortOrder: menuSortOrderSchema.nullish(),
    parentId: menuIdSchema.nullish(),
  })
  .strict();

export const updateMenuInputSchema = z
  .object({
    id: menuIdSchema,
    name: menuNameSchema.optional(),
    module: menuModuleSchema.optional(),
    moduleId: menuModuleIdSchema.nullish(),
    link: externalLinkSchema.nullish(),
  })
  .strict();

export const deleteMenuInputSchema = z.object({ id: menuIdSchema, cascade: z.boolean().nullish() }).strict();

export const moveMenuInputSchema = z
  .object({ id: menuIdSchema, parentId: menuIdSchema.nullish(), sortOrder: menuSortOrderSchema })
  .strict();

export type CreateMenuInput = z.infer<typeof createMenuInputSchema>;
export type UpdateMenuInput = z.infer<typeof updateMenuInputSchema>;
export type DeleteMenuInput = z.infer<typeof deleteMenuInputSchema>;
export type MoveMenuInput = z.infer<typeof moveMenuInputSchema>;

/** The link a menu shows: its external URL, or the site path of its module (`/board/free`, `/member/signUp`). */
export function menuLink(menu: { module: string; moduleId?: string | null; link?: string | null }): string {
  if (menu.link) return menu.link;
  return menu.moduleId ? `/${menu.module}/${menu.moduleId}` : `/${menu.module}`;
}
