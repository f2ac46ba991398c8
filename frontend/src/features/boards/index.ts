/** The board module's screens; the app routes `/board/...` to them (docs/url-scheme.md). */
// The list and post pages are not exported here: the app loads each as a chunk of its own
// (app/modules/public/board-route.ts).
export type { BoardScreenProps } from './components/board-screen-props';
export type { Viewer } from './viewer';
