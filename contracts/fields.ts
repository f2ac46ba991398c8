import * as z from 'zod/mini';
import './zod-locale';

/**
 * The field rules several contracts share, so that one kind of field is checked, and answered, the same
 * way everywhere: ids, and whole numbers within bounds.
 */

export interface IdRule {
  /** Most characters. */
  readonly max?: number;
  readonly pattern?: RegExp;
  /** What the answer says when the pattern does not match. */
  readonly message?: string;
}

/** An id in a path, query or body: required, at most 64 characters, letters, digits and hyphens unless said. */
export function idSchema({
  max = 64,
  pattern = /^[A-Za-z0-9-]+$/,
  message = 'must contain only letters, digits and hyphens',
}: IdRule = {}) {
  return z
    .string()
    .check(z.minLength(1, 'is required'), z.maxLength(max, 'is too long'), z.regex(pattern, message));
}

/** An id that shows in the site's URLs (boards, articles): lower-case letters, digits and hyphens. */
export const slugIdSchema = idSchema({
  pattern: /^[a-z0-9][a-z0-9-]*$/,
  message: 'must be lower-case letters, digits and hyphens',
});

/** The checks of a whole number from `min` to `max`. */
function wholeNumberChecks(min: number, max: number) {
  return [
    z.int('must be a whole number'),
    z.gte(min, `must be at least ${min}`),
    z.lte(max, `must be at most ${max}`),
  ] as const;
}

/** A whole number from `min` to `max` in a JSON body. */
export function wholeNumberSchema(min: number, max: number) {
  return z.number().check(...wholeNumberChecks(min, max));
}

/** A whole number from `min` to `max` in a query string, where every value arrives as text. */
export function queryWholeNumberSchema(min: number, max: number) {
  return z.coerce.number().check(...wholeNumberChecks(min, max));
}
