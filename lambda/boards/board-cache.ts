import type { Board } from '../../contracts/board';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { BoardRepository } from './board-repository';

/** How long a function instance keeps a board record or a board's notices (docs/performance.md). */
export const BOARD_CACHE_TTL_MS = 30_000;
/** Boards kept per instance; past it the entry kept longest goes first. */
export const BOARD_CACHE_MAX_ENTRIES = 500;

interface Entry<T> {
  readonly value: T;
  readonly until: number;
}

/**
 * Board records and each board's notices, kept in this function instance's memory for BOARD_CACHE_TTL_MS so a
 * warm function answers a board list in one DynamoDB round trip and a post in two (docs/performance.md).
 * A change made through this instance drops the entry at once (`forget`, `forgetNotices`); another instance
 * serves what it read for at most the TTL, the documented staleness bound. Absent boards are not kept, so a
 * new board is found at once everywhere. Only reads take their board from here; writes read the table.
 */
export class BoardCache {
  private readonly boards = new Map<string, Entry<Board>>();
  private readonly notices = new Map<string, Entry<unknown>>();
  /** Bumped by every drop: a read that started before a drop does not keep what it read. */
  private generation = 0;

  constructor(
    private readonly source: Pick<BoardRepository, 'get'>,
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = BOARD_CACHE_TTL_MS,
  ) {}

  /** The board's record, from memory while it is fresh, else from the table (and kept if it exists). */
  async get(id: string): Promise<Board | null> {
    const kept = this.fresh(this.boards, id);
    if (kept) return kept.value;
    const started = this.generation;
    const board = await this.source.get(id);
    if (board && started === this.generation) this.keep(this.boards, id, board);
    return board;
  }

  /** The board's notices as `read` answers them, from memory while fresh. */
  async noticesOf<T>(boardId: string, read: () => Promise<T>): Promise<T> {
    const kept = this.fresh(this.notices, boardId);
    if (kept) return kept.value as T;
    const started = this.generation;
    const value = await read();
    if (started === this.generation) this.keep(this.notices, boardId, value);
    return value;
  }

  /** After a change to the board itself (settings, deletion). */
  forget(boardId: string): void {
    this.generation += 1;
    this.boards.delete(boardId);
    this.notices.delete(boardId);
  }

  /** After a change to which posts the board lists (its notices among them). */
  forgetNotices(boardId: string): void {
    this.generation += 1;
    this.notices.delete(boardId);
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): Entry<T> | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.parse(this.clock())) return entry;
    map.delete(key);
    return undefined;
  }

  private keep<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
    map.delete(key);
    // A Map iterates in insertion order: the first key is the one kept longest.
    if (map.size >= BOARD_CACHE_MAX_ENTRIES) map.delete(map.keys().next().value as string);
    map.set(key, { value, until: Date.parse(this.clock()) + this.ttlMs });
  }
}
