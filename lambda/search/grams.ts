import { normalizeSearchText } from '../../contracts/search';

/**
 * How text is cut into what the search index keys on (docs/search.md, "Grams"). Korean is written without
 * spaces inside compounds and with particles attached (검색엔진최적화를), so whole words would miss most of what
 * members look for: runs of Hangul, Han and Kana are cut into overlapping two-character grams (검색, 색엔, 엔진, …),
 * the standard answer for CJK text (OpenSearch's cjk_bigram), and a run of one character is kept whole. Other
 * letters and digits are kept as lower-cased words. Everything after contracts/search.ts `normalizeSearchText`
 * (NFKC, lower case), which the query goes through too.
 */

/** Characters of a body indexed: words beyond them are not found (a post's index stays bounded; docs/search.md). */
export const INDEXED_TEXT_MAX = 20_000;
/** A Latin word longer than this is indexed (and looked up) by its first characters. */
export const WORD_MAX = 40;

const CJK = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD = /[\p{L}\p{N}\p{M}]/u;

type Run = { readonly cjk: boolean; readonly chars: string[] };

function runsOf(normal: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of normal) {
    const cjk = CJK.test(char);
    if (!cjk && !WORD.test(char)) {
      current = undefined;
      continue;
    }
    if (!current || current.cjk !== cjk) {
      current = { cjk, chars: [] };
      runs.push(current);
    }
    current.chars.push(char);
  }
  return runs;
}

function gramsOfRun(run: Run): string[] {
  if (!run.cjk) return [run.chars.slice(0, WORD_MAX).join('')];
  if (run.chars.length === 1) return [run.chars[0] as string];
  const grams: string[] = [];
  for (let i = 0; i + 1 < run.chars.length; i++) grams.push(`${run.chars[i]}${run.chars[i + 1]}`);
  return grams;
}

/** The grams a stored text is indexed under (title, body or comment), each once. */
export function textGrams(text: string, max = INDEXED_TEXT_MAX): Set<string> {
  const grams = new Set<string>();
  for (const run of runsOf(normalizeSearchText(text.slice(0, max)).text)) {
    for (const gram of gramsOfRun(run)) grams.add(gram);
  }
  return grams;
}

/**
 * The grams a query's word or phrase (normalized already) is looked up by: every posting that holds it holds
 * all of these. A single CJK character next to other characters in the word gives no gram of its own (the text
 * has it only inside a pair); a word of one CJK character alone is looked up as the one-character gram, found
 * where it stands alone (docs/search.md).
 */
export function termGrams(term: string): string[] {
  const runs = runsOf(term);
  const grams = new Set<string>();
  for (const run of runs) {
    if (run.cjk && run.chars.length === 1 && runs.length > 1) continue;
    // A Latin run inside a CJK word ("k팝") is a word of its own in the text as well.
    for (const gram of gramsOfRun(run)) grams.add(gram);
  }
  return [...grams];
}
