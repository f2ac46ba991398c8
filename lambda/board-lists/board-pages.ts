import type { Board } from '../../contracts/board';
import type { BoardPostsPage, BoardPostsQuery } from '../../contracts/board-page';
import { BOARD_NOTICES_MAX } from '../../contracts/post';
import type { Caller } from '../shared/auth/caller';
import { BadRequestError, NotFoundError } from '../shared/http/errors';
import { boardListKeys } from '../storage/keys/board-list-keys';
import type { ListRoot } from '../storage/list-counts';
import { addViews } from '../storage/view-counts';
import type { BoardListRepository } from './board-list-repository';
import { listedPost } from '../storage/listed-post';
import { assertAllowed, type BoardReader } from '../shared/auth/board-permissions';

/** A keeper of each board's notices in the function's memory (lambda/boards/board-cache.ts). */
export interface NoticesKeeper {
  noticesOf<T>(boardId: string, read: () => Promise<T>): Promise<T>;
  forgetNotices(boardId: string): void;
}

/** What a numbered page reads first, together: the list's root, the notices, and page 1's rows. */
type FirstReads = Promise<[ListRoot, { items: Record<string, unknown>[] }, ListRows | undefined]>;
type ListRows = { items: Record<string, unknown>[]; nextToken: string | null };

/**
 * A board's list (GET /boards/{boardId}/posts): numbered pages with display numbers and notices on every
 * page, and the cursor listing (the modes are described in contracts/board-page.ts).
 */
export class BoardPagesService {
  constructor(
    /** With a BoardCache, a warm function reads neither the board nor its notices (docs/performance.md). */
    private readonly boards: BoardReader & Partial<NoticesKeeper>,
    private readonly lists: BoardListRepository,
  ) {}

  async list(boardId: string, caller: Caller | null, query: BoardPostsQuery): Promise<BoardPostsPage> {
    const numbered = query.nextToken === undefined;
    // A numbered page's first reads do not depend on the board's record, so they go out with it (answered only
    // once the board says the caller may list): a cold function still answers in three round trips.
    const boardRead = this.boards.get(boardId);
    const first = numbered ? this.firstReads(boardId, query, boardRead) : undefined;
    // Never left rejected and unobserved when the board read fails first.
    first?.catch(() => undefined);
    const board = await boardRead;
    if (!board) throw new NotFoundError('No board with this id.');
    assertAllowed(board, 'list', caller);
    if (query.category !== undefined && !board.categories.includes(query.category)) {
      throw new BadRequestError(`${board.name} has no category "${query.category}".`, [
        { field: 'query.category', message: 'is not a category of this board' },
      ]);
    }
    const pageSize = query.limit ?? board.postsPerPage;
    const list = boardListKeys.list(boardId, query.category);
    // The board's record goes with every page: read above to check the caller may list (or kept in memory),
    // it costs nothing more here and spares the screens a GET /boards/{boardId} (docs/performance.md).
    const unnumbered = { board, notices: [], page: null, pageSize, total: null, pageCount: null };
    if (query.nextToken !== undefined) {
      return { ...(await this.lists.continueFrom(list, pageSize, query.nextToken)), ...unnumbered };
    }
    const page = await this.numbered(
      board.id,
      query.category,
      query.page ?? 1,
      pageSize,
      await (first as FirstReads),
    );
    return { board, ...page };
  }

  /** The list's root, the board's notices and, for page 1, its rows: what a numbered page reads first. */
  private firstReads(
    boardId: string,
    query: BoardPostsQuery,
    boardRead: Promise<Board | null | undefined>,
  ): FirstReads {
    const list = boardListKeys.list(boardId, query.category);
    // With their views: kept in memory for a while (BoardCache), they are read with their counters at once.
    const readNotices = async () => {
      const notices = await this.lists.rows(boardListKeys.notices(boardId), { limit: BOARD_NOTICES_MAX });
      return { ...notices, items: await this.lists.withViews(notices.items) };
    };
    const page = query.page ?? 1;
    return Promise.all([
      this.lists.root(list),
      this.boards.noticesOf ? this.boards.noticesOf(boardId, readNotices) : readNotices(),
      // Page 1 starts at the newest row: its rows need no count, only the page size (at once when the board
      // is in memory or the size asked for).
      page === 1
        ? boardRead.then((board) =>
            board ? this.lists.rows(list, { limit: query.limit ?? board.postsPerPage }) : undefined,
          )
        : undefined,
    ]);
  }

  /**
   * Page `page` of a list (docs/data-model.md, "Numbered pages"): its root gives the total, and for a later
   * page the block that holds the page's first row; one read of that block gives the row's number, and one
   * Query from that number reads exactly the page's rows. Display numbers count down from the total.
   */
  private async numbered(
    boardId: string,
    category: string | undefined,
    page: number,
    pageSize: number,
    [root, notices, firstRows]: Awaited<FirstReads>,
  ): Promise<Omit<BoardPostsPage, 'board'>> {
    const list = boardListKeys.list(boardId, category);
    const pageCount = Math.max(1, Math.ceil(root.total / pageSize));
    const offset = (page - 1) * pageSize;
    const numbered = { page, pageSize, total: root.total, pageCount };
    const noticeRows = notices.items.map((item) => listedPost(item));
    const empty = { items: [], notices: noticeRows, nextToken: null, ...numbered };
    if (page > pageCount) return empty;
    let items: Record<string, unknown>[];
    let nextToken: string | null;
    if (firstRows) {
      // Page 1's numbers are known only from its rows: their views are read after them.
      items = await this.lists.withViews(firstRows.items);
      nextToken = firstRows.nextToken;
    } else {
      const numbers = await this.lists.pageNumbers(list, root, offset, pageSize);
      const from = numbers.seqs[0];
      if (from === undefined) return empty;
      // The block gave the page's numbers: its views are read with its rows, not after them.
      const [rows, views] = await Promise.all([
        this.lists.rows(list, { limit: pageSize, from }),
        numbers.complete ? this.lists.viewsOf(boardId, numbers.seqs) : undefined,
      ]);
      items = views ? addViews(rows.items, views) : await this.lists.withViews(rows.items);
      nextToken = rows.nextToken;
    }
    return {
      items: items.map((item, index) => listedPost(item, Math.max(1, root.total - offset - index))),
      notices: noticeRows,
      nextToken,
      ...numbered,
    };
  }

  /** Forgets a board's notices this instance keeps: called after every change to which posts it lists. */
  async invalidate(boardId: string): Promise<void> {
    this.boards.forgetNotices?.(boardId);
  }
}
