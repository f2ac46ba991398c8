/** The board module's screens; the app routes `/board/...` to them (docs/url-scheme.md). */
export { BoardListPage } from './components/board-list-page';
export { PostPage } from './components/post-page';
export type { BoardScreenProps } from './components/board-screen-props';
export type { Viewer } from './viewer';
export { boardHref, postHref, writeHref, editHref } from './board-urls';
