/**
 * The web app's own page addresses (docs/url-scheme.md; the admin portal's in docs/web-app.md), with every
 * part encoded: links, navigations and redirects take theirs from here, so a board or post id with a space,
 * a slash or Korean letters opens its page. Which page an address is, read back before the router runs, is
 * the route manifest's (app/route-manifest.ts). The REST APIs' paths are lib/api-paths.ts.
 */
import { DEFAULT_SEARCH_TARGET } from './search-url';

const part = encodeURIComponent;

/** A board list's view as its address carries it (features/boards/board-urls.ts reads it back). */
export interface BoardListAddress {
  readonly page?: number;
  readonly category?: string;
  /** A search (contracts/search.ts): what to look in, the words, and a day range (YYYY-MM-DD, days in Korea). */
  readonly target?: string;
  readonly q?: string;
  readonly from?: string;
  readonly to?: string;
  /** A search's continuation (searches page with "Next results", not numbers). */
  readonly after?: string;
}

/**
 * `?[target=…&]q=…[&from=…][&to=…][&after=…]` for a search, `?category=…&page=N` for a list (page 1 is left
 * out), or '' for a board's plain list. A search covers the whole board (the search route takes no category)
 * and leaves its default target out, so the shortest address of a search is `?q=words`.
 */
function listQuery({ page, category, target, q, from, to, after }: BoardListAddress): string {
  const query = new URLSearchParams();
  if (q) {
    if (target && target !== DEFAULT_SEARCH_TARGET) query.set('target', target);
    query.set('q', q);
    if (from) query.set('from', from);
    if (to) query.set('to', to);
    if (after) query.set('after', after);
  } else {
    if (category) query.set('category', category);
    if (page && page > 1) query.set('page', String(page));
  }
  const search = query.toString();
  return search ? `?${search}` : '';
}

export const homeUrl = () => '/';

/** A board's list, in the view `list` names. */
export const boardUrl = (boardId: string, list: BoardListAddress = {}) =>
  `/board/${part(boardId)}${listQuery(list)}`;

/**
 * A post. The list the reader came from travels along (`list`), so "List" and the list under the post return
 * to it; `commentId` opens the post at that comment.
 */
export const postUrl = (
  boardId: string,
  postId: string,
  { list = {}, commentId }: { readonly list?: BoardListAddress; readonly commentId?: string } = {},
) =>
  `/board/${part(boardId)}/${part(postId)}${listQuery(list)}${commentId ? `#comment-${part(commentId)}` : ''}`;

/**
 * A board's posts carrying `tag` (the post page's tag links). A tag is one term of the search language
 * (contracts/search.ts): one with a space, or starting with `-` (an exclusion), is quoted as a phrase.
 */
export const tagSearchUrl = (boardId: string, tag: string) =>
  boardUrl(boardId, { target: 'tag', q: /\s/u.test(tag) || tag.startsWith('-') ? `"${tag}"` : tag });

// The site's search page: a module of its own, which the top bar (on every page's first render) imports
// without the rest of this file.
export { searchUrl } from './search-url';

/** The editor, writing a new post on a board. */
export const writeUrl = (boardId: string) => `/board/${part(boardId)}/write`;

/** The editor, editing a post or a saved draft. */
export const editUrl = (boardId: string, postId: string) => `/board/${part(boardId)}/${part(postId)}/edit`;

export const articleUrl = (articleId: string) => `/article/${part(articleId)}`;

/** The member's own pages (the member and setting modules). */
export const memberUrls = {
  info: '/member/info',
  scraps: '/member/scraps',
  drafts: '/member/drafts',
  written: '/member/written',
  writtenComments: '/member/written/comments',
  friends: '/member/friends',
  signUp: '/member/signUp',
  resetPassword: '/member/resetPassword',
  account: '/setting/account',
} as const;

/** The Message Box, or with `to`, starting a conversation with that member. */
export const messagesUrl = (to?: string) => (to ? `/member/messages?to=${part(to)}` : '/member/messages');

/** One conversation in the Message Box. */
export const conversationUrl = (conversationId: string) => `/member/messages/${part(conversationId)}`;

/** The admin portal's screens for one board or member (the sidebar's fixed entries are its own). */
export const adminUrls = {
  dashboard: '/admin',
  boardCreate: '/admin/board/create',
  boardEdit: (boardId: string) => `/admin/board/edit/${part(boardId)}`,
  memberView: (userId: string) => `/admin/member/view/${part(userId)}`,
} as const;
