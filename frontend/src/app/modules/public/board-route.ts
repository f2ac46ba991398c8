import { preloadable } from '@/lib/preloadable';

/**
 * The list page in a chunk of its own (the table, category tabs and search form): a post's address does not
 * wait for it (the list under a post loads later, on its own), and a list's address starts it at once.
 */
export const listPageCode = preloadable(() => import('@/features/boards/components/board-list-page'));

/**
 * The post page in a chunk of its own (with the body renderer, comments and votes, about 30 kB gzip): a
 * board's list never downloads it, and a post's address starts it at once (app/preload-route.ts).
 */
export const postPageCode = preloadable(() => import('@/features/boards/components/post-page'));

/**
 * What a guest's list or post page reads first, fetched into the query cache before the first render
 * (app/prime-route-data.ts): a small chunk beside the page's own.
 */
export const boardDataCode = preloadable(() => import('@/features/boards/api/prime-board-data'));
