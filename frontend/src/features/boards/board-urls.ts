import { SEARCH_TARGETS, type SearchTarget } from '@contracts/search';
import { BOARD_PAGE_MAX } from '@contracts/board-page-limits';

/**
 * A board list's view, read from its address (docs/url-scheme.md; lib/urls.ts writes it). Everything a list
 * shows is in the address, so Back, bookmarks and shared links return to the same page.
 */
export interface BoardListState {
  readonly page: number;
  readonly category?: string;
  /** What a search looks in (contracts/search.ts); titles and bodies unless the address names another. */
  readonly target: SearchTarget;
  /** The search's words: with them the page shows the board's search (GET /boards/{boardId}/search). */
  readonly q?: string;
  /** The search's days, YYYY-MM-DD (days in Korea, as the contract takes them). */
  readonly from?: string;
  readonly to?: string;
  /** A search's continuation (searches page with "Next results", not numbers). */
  readonly after?: string;
}

/** A board's search as its route takes it: the list state's search part. */
export interface BoardSearch {
  readonly q: string;
  readonly target: SearchTarget;
  readonly from?: string;
  readonly to?: string;
  readonly after?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as the address gives it, or nothing: a malformed day is dropped rather than refused by the server. */
function day(value: string | null): string | undefined {
  return value && DAY.test(value) ? value : undefined;
}

export function readListState(params: URLSearchParams): BoardListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const target = params.get('target') as SearchTarget | null;
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, BOARD_PAGE_MAX) : 1,
    category: params.get('category')?.trim() || undefined,
    target: target && SEARCH_TARGETS.includes(target) ? target : 'titleBody',
    q: params.get('q')?.trim() || undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    after: params.get('after') || undefined,
  };
}

/** The search a list state asks for, or null for a board's list (no words). */
export function boardSearchOf({ q, target, from, to, after }: BoardListState): BoardSearch | null {
  return q ? { q, target, from, to, after } : null;
}
