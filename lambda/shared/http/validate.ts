import * as z from 'zod/mini';
import '../../../contracts/zod-locale';
import { BadRequestError } from './errors';

/**
 * Parses untrusted input with a contract schema; a mismatch becomes a 400 naming every field at fault.
 * `where` prefixes field names ("path", "query", "body") so the client knows which part was wrong.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, where: string): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new BadRequestError(
    `Invalid ${where}: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
    fields,
  );
}
