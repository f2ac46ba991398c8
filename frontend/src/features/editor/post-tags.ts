import { POST_TAG_MAX, POST_TAGS_MAX, postTagSchema } from '@contracts/post';

/**
 * The tags field's text (comma-separated, as Rhymix's editor takes tags) and the tags it holds, checked with
 * the contract's own tag schema (contracts/post.ts) so the field says what the server would refuse.
 */

/** The tags written in the field: split at commas, trimmed, empty ones (a trailing comma) dropped. */
function tagsOfText(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** A post's tags as the field shows them. */
export function textOfTags(tags: readonly string[] | undefined): string {
  return (tags ?? []).join(', ');
}

export const TAGS_HINT = `Separate tags with commas: up to ${POST_TAGS_MAX}, each up to ${POST_TAG_MAX} characters.`;

/**
 * The field's tags as the contract reads them (a leading `#` dropped), and what is wrong with them in words:
 * the first problem only, as the field shows one line. Repeats are compared as the contract compares them,
 * case and full-width forms ignored.
 */
export function readTags(text: string): { readonly tags: string[]; readonly problem?: string } {
  const written = tagsOfText(text);
  if (written.length > POST_TAGS_MAX) {
    return { tags: written, problem: `Use at most ${POST_TAGS_MAX} tags (there are ${written.length}).` };
  }
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const tag of written) {
    const parsed = postTagSchema.safeParse(tag);
    if (!parsed.success) {
      return {
        tags: written,
        problem: `The tag “${tag}” ${parsed.error.issues[0]?.message ?? 'is not valid'}.`,
      };
    }
    const key = parsed.data.normalize('NFKC').toLowerCase();
    if (seen.has(key)) return { tags: written, problem: `The tag “${tag}” is there twice.` };
    seen.add(key);
    tags.push(parsed.data);
  }
  return { tags };
}
