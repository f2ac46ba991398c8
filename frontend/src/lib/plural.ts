/**
 * A count with its noun, in the singular for exactly one: `plural(1, 'view')` is "1 view", `plural(3, 'view')`
 * "3 views", `plural(2, 'reply', 'replies')` "2 replies". Every count the site shows goes through here, so no
 * screen says "1 views" or falls back to "post(s)". Counts get thousands separators ("1,200 views").
 */
export function plural(count: number, singular: string, pluralForm?: string): string {
  return `${count.toLocaleString('en-US')} ${nounFor(count, singular, pluralForm)}`;
}

/** The noun alone, for texts that show the number apart from it ("12+ members"). */
export function nounFor(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}
