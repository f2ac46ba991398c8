import { z } from 'zod';

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
