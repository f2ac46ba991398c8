import { rest } from './clients';

type Hits = {
  items: { id: string; title: string; commentId?: string | null; snippet?: string | null }[];
  nextToken: string | null;
};

/**
 * A search answered once the index has caught up: the search index is kept from the content table's stream
 * (docs/search.md), so a post is found a moment after it is written, not in the same request. Asks again until
 * `done` holds or `ms` pass, and answers the last answer either way (the caller's expectation then says what
 * was missing).
 */
export async function searchUntil(
  path: string,
  done: (hits: Hits) => boolean,
  options: { token?: string; ms?: number } = {},
): Promise<{ status: number; body: Hits }> {
  // Generous: on a loaded 2-core machine the poller can lag the writes by several seconds.
  const until = Date.now() + (options.ms ?? 30_000);
  for (;;) {
    const answer = await rest<Hits>('post', 'GET', path, options.token ? { token: options.token } : {});
    if ((answer.status === 200 && done(answer.body)) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
