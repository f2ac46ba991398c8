import { z } from 'zod';

/** Query string of every paginated REST list: `limit` (1–100) and the opaque `nextToken` of the previous page. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional(),
  nextToken: z.string().min(1).max(2048, 'is too long').optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Every list answers `{ items, nextToken }`; nextToken is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextToken: z.string().nullable() });
}
export interface Page<T> {
  readonly items: readonly T[];
  readonly nextToken: string | null;
}
