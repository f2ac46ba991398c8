import type { SearchTarget } from '@contracts/board-page';
import { BOARD_PAGE_MAX } from '@contracts/board-page-limits';

/**
 * A board list's view, read from its address (docs/url-scheme.md; lib/urls.ts writes it). Everything a list
 * shows is in the address, so Back, bookmarks and shared links return to the same page.
 */
export interface BoardListState {
  readonly page: number;
  readonly category?: string;
  readonly target: SearchTarget;
  readonly q?: string;
  /** A search's continuation (searches page with "next", not numbers). */
  readonly after?: string;
}

const TARGETS: readonly SearchTarget[] = ['title', 'titleBody', 'nickName'];

export function readListState(params: URLSearchParams): BoardListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const target = params.get('target') as SearchTarget | null;
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, BOARD_PAGE_MAX) : 1,
    category: params.get('category')?.trim() || undefined,
    target: target && TARGETS.includes(target) ? target : 'title',
    q: params.get('q')?.trim() || undefined,
    after: params.get('after') || undefined,
  };
}
