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
  // An unknown key is named as the field at fault (`query.limit`), not its parent object.
  const fields = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          field: [where, ...issue.path.map(String), key].join('.'),
          message: 'is not accepted here',
        }))
      : [{ field: [where, ...issue.path.map(String)].join('.'), message: issue.message }],
  );
  throw new BadRequestError(
    `Invalid ${where}: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
    fields,
  );
}
