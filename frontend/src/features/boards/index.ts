/** The board module's screens; the app routes `/board/...` to them (docs/url-scheme.md). */
export { BoardListPage } from './components/board-list-page';
// The post page is not exported here: the app loads it as a chunk of its own (app/modules/public/board-route.ts).
export type { BoardScreenProps } from './components/board-screen-props';
export type { Viewer } from './viewer';
export { boardHref, postHref, writeHref, editHref } from './board-urls';
