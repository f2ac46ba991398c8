import type { SearchTarget } from '@contracts/board-page';

/**
 * The board module's addresses (docs/url-scheme.md). Everything a list shows is in the address, so Back,
 * bookmarks and shared links return to the same page.
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
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    category: params.get('category')?.trim() || undefined,
    target: target && TARGETS.includes(target) ? target : 'title',
    q: params.get('q')?.trim() || undefined,
    after: params.get('after') || undefined,
  };
}

const enc = encodeURIComponent;

export function boardHref(boardId: string, state: Partial<BoardListState> = {}): string {
  const query = new URLSearchParams();
  if (state.category) query.set('category', state.category);
  if (state.q) {
    query.set('target', state.target ?? 'title');
    query.set('q', state.q);
    if (state.after) query.set('after', state.after);
  } else if (state.page && state.page > 1) {
    query.set('page', String(state.page));
  }
  const search = query.toString();
  return `/board/${enc(boardId)}${search ? `?${search}` : ''}`;
}

export const postHref = (boardId: string, postId: string) => `/board/${enc(boardId)}/${enc(postId)}`;
export const writeHref = (boardId: string) => `/board/${enc(boardId)}/write`;
export const editHref = (boardId: string, postId: string) => `/board/${enc(boardId)}/${enc(postId)}/edit`;
export const messageHref = (userId: string) => `/member/messages?to=${enc(userId)}`;
