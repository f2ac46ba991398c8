import { timeOrder } from '../shared/dynamo/storage-attributes';

/**
 * The search table's keys, spelled here and nowhere else (docs/search.md):
 * - a posting: `P#<board>#<field>#<gram>` / `<createdAt>#<id>`, one per (gram, post or comment), newest last, so a
 *   Query reads a gram's postings in a board newest first and a date range is a key condition. Fields: `t` the
 *   title, `x` the title and body together, `c` comments, `u` the author (the gram is the member's immutable id),
 *   `g` tags. Attributes: `p` the post's id and, for a comment, `k` its sort key in the post's partition.
 * - what a post has indexed: `D#<post>` / `POST` (its board, its order and each field's grams), so an edit
 *   writes only the postings that changed and a purge removes all of them.
 * - popular search words: a counter per word and day (`W#<day>#<word>` / `COUNT`), and its rank in the day
 *   (`R#<day>` / `<count, 10 digits>#<word>`), so the day's most searched words are one Query.
 */
export type PostingField = 't' | 'x' | 'c' | 'u' | 'g';

export const searchKeys = {
  postingPartition: (boardId: string, field: PostingField, gram: string) => `P#${boardId}#${field}#${gram}`,
  posting: (boardId: string, field: PostingField, gram: string, order: string) => ({
    pk: searchKeys.postingPartition(boardId, field, gram),
    sk: order,
  }),
  order: timeOrder,
  manifest: (postId: string) => ({ pk: `D#${postId}`, sk: 'POST' }),
  // A partition per word and day: the day's counted searches do not all write one partition.
  wordCount: (day: string, word: string) => ({ pk: `W#${day}#${word}`, sk: 'COUNT' }),
  wordRankPartition: (day: string) => `R#${day}`,
  wordRank: (day: string, count: number, word: string) => ({
    pk: searchKeys.wordRankPartition(day),
    sk: `${String(count).padStart(10, '0')}#${word}`,
  }),
};
