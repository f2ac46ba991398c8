import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

/** Who may do something on a board: anyone, signed-in members, or admins only. */
export const boardAccessSchema = z.enum(['guest', 'member', 'admin']);
export type BoardAccess = z.infer<typeof boardAccessSchema>;

export const boardIdSchema = z
  .string()
  .min(1, 'is required')
  .max(64, 'is too long')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens');

export const boardSchema = z.object({
  id: boardIdSchema,
  name: z.string().min(1).max(100),
  description: z.string().max(1000),
  postsPerPage: z.number().int().min(5).max(100),
  categories: z.array(z.string().min(1).max(50)).max(50),
  permissions: z.object({
    list: boardAccessSchema,
    read: boardAccessSchema,
    write: boardAccessSchema,
    comment: boardAccessSchema,
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Board = z.infer<typeof boardSchema>;

export const getBoardPathSchema = z.object({ boardId: boardIdSchema });

/** What an admin sets on a board (PUT replaces all of it). */
export const boardSettingsSchema = z
  .object({
    name: singleLineText({ max: 100 }),
    description: multiLineText({ maxChars: 1000, optional: true, trim: true }).default(''),
    postsPerPage: z
      .number()
      .int('must be a whole number')
      .min(5, 'must be at least 5')
      .max(100, 'must be at most 100'),
    categories: z
      .array(singleLineText({ max: 50 }))
      .max(50, 'must list at most 50 categories')
      .refine((list) => new Set(list).size === list.length, 'must not repeat a category'),
    permissions: z
      .object({
        list: boardAccessSchema,
        read: boardAccessSchema,
        write: boardAccessSchema,
        comment: boardAccessSchema,
      })
      .strict(),
  })
  .strict();
export type BoardSettings = z.infer<typeof boardSettingsSchema>;

export const createBoardBodySchema = boardSettingsSchema.extend({ id: boardIdSchema }).strict();
export const deleteBoardQuerySchema = z.object({
  /** Required when the board still has posts: they stay stored and return if a board of this id is created again. */
  confirm: z.enum(['true', 'false']).optional(),
});
