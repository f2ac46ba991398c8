import * as z from 'zod/mini';
import './zod-locale';
import { slugIdSchema, wholeNumberSchema } from './fields';
import { multiLineText, singleLineText } from './text';

/** Who may do something on a board: anyone, signed-in members, or admins only. */
export const boardAccessSchema = z.enum(['guest', 'member', 'admin']);
export type BoardAccess = z.infer<typeof boardAccessSchema>;

export const boardIdSchema = slugIdSchema;

export const boardSchema = z.object({
  id: boardIdSchema,
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  description: z.string().check(z.maxLength(1000)),
  postsPerPage: z.number().check(z.int(), z.gte(5), z.lte(100)),
  categories: z.array(z.string().check(z.minLength(1), z.maxLength(50))).check(z.maxLength(50)),
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
export const boardSettingsSchema = z.strictObject({
  name: singleLineText({ max: 100 }),
  description: z._default(multiLineText({ maxChars: 1000, optional: true, trim: true }), ''),
  postsPerPage: wholeNumberSchema(5, 100),
  categories: z.array(singleLineText({ max: 50 })).check(
    z.maxLength(50, 'must list at most 50 categories'),
    z.refine((list: string[]) => new Set(list).size === list.length, 'must not repeat a category'),
  ),
  permissions: z.strictObject({
    list: boardAccessSchema,
    read: boardAccessSchema,
    write: boardAccessSchema,
    comment: boardAccessSchema,
  }),
});
export type BoardSettings = z.infer<typeof boardSettingsSchema>;

export const createBoardBodySchema = z.extend(boardSettingsSchema, { id: boardIdSchema });
export const deleteBoardQuerySchema = z.object({
  /** Required when the board still has posts: they stay stored and return if a board of this id is created again. */
  confirm: z.optional(z.enum(['true', 'false'])),
});
