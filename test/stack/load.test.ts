import { localStack, rest } from './support/clients';

/**
 * 50 clients for 15 s on the two pages every visitor opens, the board list and a post page (its post and
 * comments), each client sending its next request when the last one is answered. Every answer must be a
 * 200: no 5xx, no throttling, no timeouts. The p50/p99 latencies are printed for the operator's notes (they
 * measure this machine, where the whole stack shares its cores with the load generator).
 */
jest.setTimeout(60_000);

const CLIENTS = 50;
const DURATION_MS = 15_000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

it(`serves ${CLIENTS} clients for ${DURATION_MS / 1000} s on the board list and post page without an error`, async () => {
  const list = await rest<{ items: { id: string }[] }>('post', 'GET', '/boards/free/posts');
  expect(list.status).toBe(200);
  const postId = list.body.items[0]?.id;
  expect(postId).toBeDefined();
  const base = localStack().config.rest.post.replace(/\/+$/, '');
  const pages = [`${base}/boards/free/posts`, `${base}/posts/${postId}`, `${base}/posts/${postId}/comments`];

  const latencies: number[] = [];
  const failures: string[] = [];
  const until = Date.now() + DURATION_MS;
  const client = async (n: number) => {
    for (let i = n; Date.now() < until; i++) {
      const url = pages[i % pages.length] as string;
      const started = performance.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures.push(`${response.status} ${url}`);
      } catch (error) {
        failures.push(`${(error as Error).name} ${url}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${CLIENTS} clients × ${DURATION_MS / 1000} s: ${latencies.length} requests (${Math.round(
      latencies.length / (DURATION_MS / 1000),
    )}/s), ${failures.length} errors, p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(
      percentile(sorted, 99),
    )} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`,
  );
  expect(failures.slice(0, 5)).toEqual([]);
  expect(latencies.length).toBeGreaterThan(CLIENTS);
});
