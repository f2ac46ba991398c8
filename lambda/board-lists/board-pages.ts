import type { Board } from '../../contracts/board';
import type { BoardPostsPage, BoardPostsQuery } from '../../contracts/board-page';
import { BOARD_NOTICES_MAX } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import { BadRequestError, NotFoundError } from '../shared/http/errors';
import { epochSeconds, systemClock, type Clock } from '../shared/runtime/clock';
import { boardListKeys } from '../storage/keys/board-list-keys';
import type { BoardListRepository } from './board-list-repository';
import { listedPost } from '../storage/listed-post';
import { assertAllowed, type BoardReader } from '../shared/auth/board-permissions';

/** A keeper of each board's notices in the function's memory (lambda/boards/board-cache.ts). */
export interface NoticesKeeper {
  noticesOf<T>(boardId: string, read: () => Promise<T>): Promise<T>;
  forgetNotices(boardId: string): void;
}

/** The cache table as this service uses it (lambda/shared/dynamo/ttl-cache.ts, plus dropping an entry). */
export interface PagesCache {
  get<T>(key: string): Promise<{ value: T } | null>;
  put<T>(key: string, value: T, ttlSeconds: number): Promise<unknown>;
  remove(key: string): Promise<void>;
}

/** One list's boundaries: its size and the sort key of the last row of every page, and when they were read. */
interface Boundaries {
  readonly total: number;
  readonly ends: readonly string[];
  /** Epoch seconds: an entry older than PAGES_TTL_SECONDS is rebuilt even if the item lives on. */
  readonly builtAt: number;
}
type PagesItem = Record<string, Boundaries>;

/** A backstop: every change this API makes drops the entry at once (docs/data-model.md, "Numbered pages"). */
export const PAGES_TTL_SECONDS = 60;

export function boundariesOf(sortKeys: readonly string[], pageSize: number, builtAt: number): Boundaries {
  const ends: string[] = [];
  for (let end = pageSize - 1; end < sortKeys.length; end += pageSize) ends.push(sortKeys[end] as string);
  return { total: sortKeys.length, ends, builtAt };
}

/**
 * A board's list (GET /boards/{boardId}/posts): numbered pages with display numbers and notices on every
 * page, searches, and the cursor listing (the modes are described in contracts/board-page.ts).
 */
export class BoardPagesService {
  constructor(
    /** With a BoardCache, a warm function reads neither the board nor its notices (docs/performance.md). */
    private readonly boards: BoardReader & Partial<NoticesKeeper>,
    private readonly lists: BoardListRepository,
    private readonly cache: PagesCache,
    private readonly clock: Clock = systemClock,
  ) {}

  async list(boardId: string, caller: Caller | null, query: BoardPostsQuery): Promise<BoardPostsPage> {
    const board = await this.boards.get(boardId);
    if (!board) throw new NotFoundError('No board with this id.');
    assertAllowed(board, 'list', caller);
    if (query.category !== undefined && !board.categories.includes(query.category)) {
      throw new BadRequestError(`${board.name} has no category "${query.category}".`, [
        { field: 'query.category', message: 'is not a category of this board' },
      ]);
    }
    const pageSize = query.limit ?? board.postsPerPage;
    const list = boardListKeys.list(boardId, query.category);
    const unnumbered = { notices: [], page: null, pageSize, total: null, pageCount: null };
    if (query.q !== undefined) {
      const found = await this.lists.search(
        list,
        { target: query.target, q: query.q },
        pageSize,
        query.nextToken,
      );
      return { ...found, ...unnumbered };
    }
    if (query.nextToken !== undefined) {
      return { ...(await this.lists.continueFrom(list, pageSize, query.nextToken)), ...unnumbered };
    }
    return this.numbered(board, query.category, query.page ?? 1, pageSize);
  }

  private async numbered(
    board: Board,
    category: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<BoardPostsPage> {
    const list = boardListKeys.list(board.id, category);
    const readNotices = () => this.lists.rows(boardListKeys.notices(board.id), { limit: BOARD_NOTICES_MAX });
    // Page 1 starts at the newest row, so its rows are read with the boundaries, not after them.
    const [bounds, notices, firstRows] = await Promise.all([
      this.boundaries(board.id, category, pageSize),
      this.boards.noticesOf ? this.boards.noticesOf(board.id, readNotices) : readNotices(),
      page === 1 ? this.lists.rows(list, { limit: pageSize }) : undefined,
    ]);
    const pageCount = Math.max(1, Math.ceil(bounds.total / pageSize));
    const offset = (page - 1) * pageSize;
    const numbered = { page, pageSize, total: bounds.total, pageCount };
    const noticeRows = notices.items.map((item) => listedPost(item));
    if (page > pageCount || (page > 1 && bounds.ends[page - 2] === undefined)) {
      return { items: [], notices: noticeRows, nextToken: null, ...numbered };
    }
    const rows =
      firstRows ??
      (await this.lists.rows(list, {
        limit: pageSize,
        before: page > 1 ? bounds.ends[page - 2] : undefined,
      }));
    return {
      items: rows.items.map((item, index) => listedPost(item, Math.max(1, bounds.total - offset - index))),
      notices: noticeRows,
      nextToken: rows.nextToken,
      ...numbered,
    };
  }

  /** The list's boundaries from the cache, rebuilt from its sort keys when absent or expired. */
  private async boundaries(boardId: string, category: string | undefined, pageSize: number) {
    const key = boardListKeys.pagesCache(boardId);
    const entry = boardListKeys.pagesEntry(category, pageSize);
    const cached = await this.cache.get<PagesItem>(key);
    const hit = cached?.value[entry];
    if (hit && hit.builtAt + PAGES_TTL_SECONDS > epochSeconds(this.clock())) return hit;
    const sortKeys = await this.lists.sortKeys(boardListKeys.list(boardId, category));
    const built = boundariesOf(sortKeys, pageSize, epochSeconds(this.clock()));
    // One item per board: a change to the board drops every list's entries at once.
    await this.cache.put<PagesItem>(key, { ...(cached?.value ?? {}), [entry]: built }, PAGES_TTL_SECONDS);
    return built;
  }

  /** Drops a board's boundaries: called after every change to which posts it lists. */
  async invalidate(boardId: string): Promise<void> {
    this.boards.forgetNotices?.(boardId);
    await this.cache.remove(boardListKeys.pagesCache(boardId));
  }
}
