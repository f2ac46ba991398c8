import * as z from 'zod/mini';
import './zod-locale';
import { BOARD_PAGE_MAX } from './board-page-limits';
import { queryWholeNumberSchema } from './fields';
import { listPostsQuerySchema } from './post';

/**
 * A board's list as Korean boards show it (docs/data-model.md, "Numbered pages"): numbered pages whose rows
 * carry a display number `no` counting down per board, and notices pinned on top of every page. A board is
 * searched with GET /boards/{boardId}/search (contracts/search.ts).
 *
 * GET /boards/{boardId}/posts answers in one of two modes, decided by the query:
 * - `nextToken` given: the **cursor** listing that continues any earlier page. Rows have `no: null`.
 * - otherwise: **numbered page** `page` (default 1) of the whole board or of one `category`, with `total`,
 *   `pageCount` and each row's `no` (= total − offset − index, so trashing a post leaves no gap).
 *
 * Every mode answers the board's record too (`board`, as GET /boards/{boardId} answers it), so a screen that
 * shows the list needs no request for the board (docs/performance.md, "Requests per page").
 */
export type { SearchTarget } from './search';

export { BOARD_PAGE_MAX };

export const boardPostsQuerySchema = z
  .extend(listPostsQuerySchema, {
    page: z.optional(queryWholeNumberSchema(1, BOARD_PAGE_MAX)),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.q !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['q'],
          message: 'is not taken here: a board is searched with GET /boards/{boardId}/search',
        });
      }
      if (query.page !== undefined && query.nextToken !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['page'], message: 'cannot be combined with nextToken' });
      }
    }),
  );
export type BoardPostsQuery = z.infer<typeof boardPostsQuerySchema>;

// The answer's types are inferred from the schemas the web app parses it with (contracts/post-answers.ts).
export type { BoardPostsPage, ListedPost } from './post-answers';
