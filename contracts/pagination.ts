import * as z from 'zod/mini';
import './zod-locale';
import { queryWholeNumberSchema } from './fields';

/** Query string of every paginated REST list: `limit` (1–100) and the opaque `nextToken` of the previous page. */
/** A list's `limit`: a whole number from 1 to `max` (100 unless the source behind a list pages smaller). */
export function pageLimitSchema(max: number) {
  return z.optional(queryWholeNumberSchema(1, max));
}

export const pageQuerySchema = z.object({
  limit: pageLimitSchema(100),
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
