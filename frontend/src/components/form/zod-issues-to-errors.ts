import { getIn, setIn } from 'formik';
import type { FormErrors } from './form-values';

/** The part of a zod issue the conversion needs (zod 4 `$ZodIssue`). */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Turns zod issues into Formik errors keyed by field path (`['address', 'city']` → `errors.address.city`).
 * The first issue per path wins, as zod reports the most basic problem first. Issues on the whole object
 * (empty path) have no field to show under and are dropped: give refinements a `path`.
 */
export function zodIssuesToErrors(issues: readonly SchemaIssue[], errors: FormErrors = {}): FormErrors {
  let result = errors;
  for (const issue of issues) {
    const parts = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    if (parts.length === 0) continue;
    const path = parts.join('.');
    if (getIn(result, path) === undefined) result = setIn(result, path, issue.message);
  }
  return result;
}
