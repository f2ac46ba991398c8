import { ADMIN_LIST_MAX_ROUNDS, mergedPage } from './content-admin-repository';

/**
 * The merge behind the admin lists across boards (docs/data-model.md, D1, D2), over partitions that read as a
 * DynamoDB Query does: newest first below a boundary, `Limit` items evaluated before the filter, and the last
 * evaluated key when more is left. Whatever the filter and page size, paging from the first cursor to the last
 * answers every matching row once, newest first.
 */
type Row = { gsi4sk: string; keep: boolean };

const key = (n: number) => `POSTS#published#2026-05-01T00:00:${String(n).padStart(6, '0')}Z#id${n}`;

function partition(rows: Row[], calls: { count: number }) {
  const sorted = [...rows].sort((a, b) => (a.gsi4sk < b.gsi4sk ? 1 : -1));
  return async (before: string | undefined, limit: number) => {
    calls.count += 1;
    const below = sorted.filter((row) => before === undefined || row.gsi4sk < before);
    const evaluated = below.slice(0, limit);
    return {
      items: evaluated.filter((row) => row.keep),
      last: below.length > limit ? evaluated[evaluated.length - 1]?.gsi4sk : undefined,
    };
  };
}

/** `count` rows spread over `shards` partitions unevenly; every `keepEvery`-th one matches the filter. */
function shardsOf(count: number, shards: number, keepEvery: number) {
  const rows: Row[][] = Array.from({ length: shards }, () => []);
  for (let n = 0; n < count; n++) {
    // Runs of newer rows in one shard, as a busy moment hashing unevenly would leave them.
    const shard = n % 17 < 9 ? 0 : n % shards;
    rows[shard]?.push({ gsi4sk: key(n), keep: n % keepEvery === 0 });
  }
  return rows;
}

async function everyPage(rows: Row[][], limit: number) {
  const calls = { count: 0 };
  const partitions = rows.map((shard) => partition(shard, calls));
  const answered: string[] = [];
  const perPage: number[] = [];
  let before: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const callsBefore = calls.count;
    const result = await mergedPage(partitions, limit, before);
    perPage.push(calls.count - callsBefore);
    expect(result.items.length).toBeLessThanOrEqual(limit);
    answered.push(...result.items.map((item) => String(item.gsi4sk)));
    if (result.next === undefined) return { answered, perPage };
    before = result.next;
  }
  throw new Error('the list never ended');
}

describe('mergedPage: the admin lists across the gsi4 shards', () => {
  it.each([
    [100, 4, 1, 7],
    [100, 4, 1, 20],
    [63, 4, 1, 50],
    [200, 4, 3, 10],
    [200, 4, 25, 20],
    [5, 4, 1, 20],
    [0, 4, 1, 20],
    [90, 1, 4, 8],
  ])(
    '%i rows in %i partitions, 1 in %i matching, %i a page: each once, newest first, bounded Queries',
    async (count, shards, keepEvery, limit) => {
      const rows = shardsOf(count, shards, keepEvery);
      const expected = rows
        .flat()
        .filter((row) => row.keep)
        .map((row) => row.gsi4sk)
        .sort()
        .reverse();
      const { answered, perPage } = await everyPage(rows, limit);
      expect(answered).toEqual(expected);
      expect(Math.max(...perPage)).toBeLessThanOrEqual(ADMIN_LIST_MAX_ROUNDS * shards);
    },
  );

  it('fills every page but the last when nothing is filtered out', async () => {
    const rows = shardsOf(100, 4, 1);
    const calls = { count: 0 };
    const partitions = rows.map((shard) => partition(shard, calls));
    let before: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await mergedPage(partitions, 30, before);
      sizes.push(page.items.length);
      before = page.next;
    } while (before !== undefined);
    expect(sizes).toEqual([30, 30, 30, 10]);
  });
});
