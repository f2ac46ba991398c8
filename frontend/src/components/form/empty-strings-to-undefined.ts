/**
 * Replaces empty strings with `undefined`, recursively through arrays and plain objects: the form's schema
 * sees an empty input as undefined (README.md).
 * An untouched text input holds '', which a schema would otherwise see as a given value: with this,
 * `z.string().min(2).optional()` accepts an empty field and `z.string()` reports it as missing.
 * Files, dates and other class instances are left as they are.
 */
export function emptyStringsToUndefined(value: unknown): unknown {
  if (value === '') return undefined;
  if (Array.isArray(value)) return value.map(emptyStringsToUndefined);
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = emptyStringsToUndefined(item);
    return result;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
