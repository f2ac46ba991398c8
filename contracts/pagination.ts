import * as z from 'zod/mini';
import './zod-locale';

/** Query string of every paginated REST list: `limit` (1–100) and the opaque `nextToken` of the previous page. */
export const pageQuerySchema = z.object({
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.int('must be a whole number'),
        z.gte(1, 'must be at least 1'),
        z.lte(100, 'must be at most 100'),
      ),
  ),
  nextToken: z.optional(z.string().check(z.minLength(1), z.maxLength(2048, 'is too long'))),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Every list answers `{ items, nextToken }`; nextToken is null on the last page. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), nextToken: z.nullable(z.string()) });
}
export interface Page<T> {
  readonly items: readonly T[];
  readonly nextToken: string | null;
}
