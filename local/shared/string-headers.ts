/**
 * Headers as name → one string: from Node's parsed request headers (a repeated header's values joined with
 * ", ", as HTTP allows) or from a JSON object a client sent (the realtime handshake's authorization). Values
 * that are neither strings nor lists of strings are dropped; anything but an object gives none.
 */
export function stringHeaders(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([name, entry]): [string, string][] => {
      if (typeof entry === 'string') return [[name, entry]];
      if (Array.isArray(entry) && entry.every((part) => typeof part === 'string')) {
        return [[name, entry.join(', ')]];
      }
      return [];
    }),
  );
}
