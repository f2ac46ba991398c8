import type { Board } from '../../contracts/board';
import { BOARD_CACHE_MAX_ENTRIES, BOARD_CACHE_TTL_MS, BoardCache } from './board-cache';

const board = (id: string, name = id): Board =>
  ({
    id,
    name,
    description: '',
    postsPerPage: 20,
    categories: [],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as Board;

function setup() {
  let now = 1_000_000;
  const stored = new Map<string, Board>([['free', board('free', 'Free')]]);
  const reads: string[] = [];
  const cache = new BoardCache(
    {
      get: async (id) => {
        reads.push(id);
        return stored.get(id) ?? null;
      },
    },
    () => new Date(now).toISOString(),
  );
  return { cache, stored, reads, advance: (ms: number) => (now += ms) };
}

describe('BoardCache', () => {
  it('reads a board once while it is fresh, and again after the TTL', async () => {
    const { cache, reads, advance } = setup();
    expect((await cache.get('free'))?.name).toBe('Free');
    expect((await cache.get('free'))?.name).toBe('Free');
    expect(reads).toEqual(['free']);
    advance(BOARD_CACHE_TTL_MS - 1);
    await cache.get('free');
    expect(reads).toEqual(['free']);
    advance(1);
    await cache.get('free');
    expect(reads).toEqual(['free', 'free']);
  });

  it('serves what this instance changed at once (forget), and never keeps a missing board', async () => {
    const { cache, stored, reads } = setup();
    await cache.get('free');
    stored.set('free', board('free', 'Renamed'));
    cache.forget('free');
    expect((await cache.get('free'))?.name).toBe('Renamed');
    expect(await cache.get('new')).toBeNull();
    stored.set('new', board('new'));
    expect((await cache.get('new'))?.id).toBe('new');
    expect(reads).toEqual(['free', 'free', 'new', 'new']);
  });

  it('keeps notices per board until forgotten or expired', async () => {
    const { cache, advance } = setup();
    let reads = 0;
    const read = async () => ({ items: [`notice ${++reads}`] });
    expect(await cache.noticesOf('free', read)).toEqual({ items: ['notice 1'] });
    expect(await cache.noticesOf('free', read)).toEqual({ items: ['notice 1'] });
    cache.forgetNotices('free');
    expect(await cache.noticesOf('free', read)).toEqual({ items: ['notice 2'] });
    advance(BOARD_CACHE_TTL_MS);
    expect(await cache.noticesOf('free', read)).toEqual({ items: ['notice 3'] });
  });

  it('does not keep what a read brought back after a change dropped the entry meanwhile', async () => {
    const stored = new Map<string, Board>([['free', board('free', 'Before')]]);
    let release: () => void = () => undefined;
    const cache = new BoardCache({
      get: async (id) => {
        const value = stored.get(id) ?? null;
        await new Promise<void>((resolve) => (release = resolve));
        return value;
      },
    });
    const pending = cache.get('free');
    stored.set('free', board('free', 'After'));
    cache.forget('free');
    release();
    expect((await pending)?.name).toBe('Before');
    const next = cache.get('free');
    release();
    expect((await next)?.name).toBe('After');
  });

  it(`keeps at most ${BOARD_CACHE_MAX_ENTRIES} boards, dropping the oldest`, async () => {
    const { cache, stored, reads } = setup();
    for (let index = 0; index <= BOARD_CACHE_MAX_ENTRIES; index += 1)
      stored.set(`b${index}`, board(`b${index}`));
    for (let index = 0; index <= BOARD_CACHE_MAX_ENTRIES; index += 1) await cache.get(`b${index}`);
    reads.length = 0;
    await cache.get(`b${BOARD_CACHE_MAX_ENTRIES}`);
    await cache.get('b0');
    expect(reads).toEqual(['b0']);
  });
});
