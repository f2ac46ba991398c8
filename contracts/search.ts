import * as z from 'zod/mini';
import './zod-locale';
import { queryWholeNumberSchema } from './fields';
import { pageLimitSchema } from './pagination';
import { singleLineText } from './text';

/**
 * Search (docs/search.md): a board's search (GET /boards/{boardId}/search), the site's search across the boards
 * a caller may list (GET /search) and the week's popular search words (GET /search/popular). Answered from an
 * index the system keeps from the content table's change stream, never by reading the board.
 *
 * The query language, as Korean boards take it (Rhymix, GNUBoard): words separated by spaces must all be found
 * (AND); "a quoted phrase" is found as written, spaces included; `-word` or `-"a phrase"` excludes the posts
 * that hold it. Matching ignores case and compatibility forms (NFKC: full-width Ｓ is S). Korean, Chinese and
 * Japanese text is found anywhere inside a word (검색엔진최적화 holds 엔진) from two characters on; a single
 * syllable is found where it stands alone as a word. Latin letters and digits are found as whole words.
 */

export const SEARCH_TARGETS = ['title', 'body', 'titleBody', 'comment', 'nickName', 'tag'] as const;
export const searchTargetSchema = z.enum(SEARCH_TARGETS);
export type SearchTarget = z.infer<typeof searchTargetSchema>;

/** Longest query, in characters; most words (included and excluded) in one query. */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_TERMS_MAX = 8;
/** Rows in one answer of a board's search; boards and rows per board in the site's search. */
export const SEARCH_PAGE_MAX = 50;
export const SITE_SEARCH_PER_BOARD_MAX = 10;
export const SITE_SEARCH_BOARDS_MAX = 50;

/** A day as YYYY-MM-DD, taken as a day in Korea (UTC+9), where the site's members are. */
const daySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
  // Round-tripped: Date.parse rolls 2024-02-30 over to March 1 instead of refusing it.
  z.refine((day) => {
    const parsed = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
  }, 'is not a date'),
);

const queryTextSchema = singleLineText({ max: SEARCH_QUERY_MAX }).check(
  z.refine(
    (q) => parseSearchQuery(q).include.length > 0,
    'needs a word to look for (not only -excluded ones)',
  ),
  z.refine((q) => {
    const parsed = parseSearchQuery(q);
    return parsed.include.length + parsed.exclude.length <= SEARCH_TERMS_MAX;
  }, `may hold at most ${SEARCH_TERMS_MAX} words`),
);

const dateRange = {
  /** Posts (or, for `comment`, comments) written on this day or later. */
  from: z.optional(daySchema),
  /** … on this day or earlier. */
  to: z.optional(daySchema),
};

const checkRange = z.superRefine((query: { from?: string; to?: string }, ctx) => {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  }
});

export const boardSearchQuerySchema = z
  .object({
    q: queryTextSchema,
    target: z._default(searchTargetSchema, 'titleBody'),
    ...dateRange,
    limit: pageLimitSchema(SEARCH_PAGE_MAX),
    nextToken: z.optional(z.string().check(z.minLength(1), z.maxLength(2048, 'is too long'))),
  })
  .check(checkRange);
export type BoardSearchQuery = z.infer<typeof boardSearchQuerySchema>;

export const siteSearchQuerySchema = z
  .object({
    q: queryTextSchema,
    /** The site's search looks in titles and bodies, or in titles only. */
    target: z._default(z.enum(['title', 'titleBody']), 'titleBody'),
    ...dateRange,
    perBoard: z.optional(queryWholeNumberSchema(1, SITE_SEARCH_PER_BOARD_MAX)),
  })
  .check(checkRange);
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

/** One word or phrase of a query, normalized as the index is (see {@link normalizeSearchText}). */
export interface SearchQuery {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

/**
 * Text as search compares it: each character in its compatibility form (NFKC) and lower case, every run of
 * whitespace one space. Character by character, so that a position in the result maps back to the text as
 * written (`map[i]` is the index in `text` of the character that gave result position i): what a snippet and a
 * highlight need. The stored text is NFC already (contracts/text.ts), so nothing composes across characters.
 */
export function normalizeSearchText(text: string): { text: string; map: number[] } {
  let out = '';
  const map: number[] = [];
  let index = 0;
  let lastSpace = true;
  for (const char of text) {
    if (/\s/u.test(char)) {
      if (!lastSpace) {
        out += ' ';
        map.push(index);
        lastSpace = true;
      }
    } else {
      const normal = char.normalize('NFKC').toLowerCase();
      for (let i = 0; i < normal.length; i++) map.push(index);
      out += normal;
      lastSpace = normal.trim() === '';
    }
    index += char.length;
  }
  if (out.endsWith(' ')) {
    out = out.slice(0, -1);
    map.pop();
  }
  return { text: out, map };
}

/** A query's words and phrases, normalized; empty ones (a lone `-` or `""`) dropped, repeats kept once. */
export function parseSearchQuery(q: string): SearchQuery {
  const include: string[] = [];
  const exclude: string[] = [];
  const pattern = /(-?)(?:"([^"]*)"?|(\S+))/gu;
  for (const match of q.matchAll(pattern)) {
    const term = normalizeSearchText(match[2] ?? match[3] ?? '').text;
    if (term === '' || term === '-') continue;
    const into = match[1] === '-' ? exclude : include;
    if (!into.includes(term)) into.push(term);
  }
  return { include, exclude };
}

/**
 * Where the included words are in a text as written: [start, end) ranges, sorted and merged, for the web app to
 * mark (as text, never as HTML).
 */
export function searchMatches(text: string, include: readonly string[]): Array<[number, number]> {
  const { text: normal, map } = normalizeSearchText(text);
  const ranges: Array<[number, number]> = [];
  for (const term of include) {
    let from = normal.indexOf(term);
    while (from !== -1) {
      const last = from + term.length - 1;
      const start = map[from] as number;
      const lastStart = map[last] as number;
      // The character that gave the last position, whole (a surrogate pair is two code units).
      const end = lastStart + (text.codePointAt(lastStart)! > 0xffff ? 2 : 1);
      ranges.push([start, end]);
      from = normal.indexOf(term, from + Math.max(1, term.length));
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

// The answers' schemas, which the web app parses them with, are in contracts/post-answers.ts.
