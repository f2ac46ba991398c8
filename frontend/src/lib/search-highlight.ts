import { parseSearchQuery, searchMatches, type SearchTarget } from '@contracts/search';

/** A run of text, marked when a searched word matched it. */
export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/**
 * The words and phrases a query looks for, normalized as the server compares them (contracts/search.ts): what
 * the results mark. Excluded words are never in a result, so there is nothing of them to mark.
 */
export function wordsToMark(q: string): readonly string[] {
  return parseSearchQuery(q).include;
}

/**
 * `text` cut into runs at the matches of `words` ({@link searchMatches}, the contract's own matching: case and
 * full-width forms ignored, positions in the text as written). The screens render the runs as text and `<mark>`
 * elements, never as HTML: a title or a snippet is what a member wrote.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  if (text === '') return [];
  if (words.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of searchMatches(text, words)) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** Which parts of a result a search's target looked in, and so which of them may show its words. */
export interface MarkedFields {
  readonly title: boolean;
  /** The snippet: the body's or the comment's text around the first match. */
  readonly snippet: boolean;
  readonly author: boolean;
  readonly tags: boolean;
}

export function fieldsToMark(target: SearchTarget): MarkedFields {
  return {
    title: target === 'title' || target === 'titleBody',
    snippet: target === 'body' || target === 'titleBody' || target === 'comment',
    author: target === 'nickName',
    tags: target === 'tag',
  };
}
