import { getBoardPathSchema } from '../../contracts/board';
import { pageQuerySchema } from '../../contracts/pagination';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { NotFoundError } from '../shared/http/errors';
import { createRestHandler } from '../shared/http/rest-handler';
import { parseInput } from '../shared/http/validate';
import { requireEnv } from '../shared/runtime/env';
import { BoardRepository } from './board-repository';

const boards = new BoardRepository(createDocumentClient(), requireEnv('CONTENT_TABLE'));

/**
 * Board metadata is public like the menu that links to it; what a board lets guests and members do with its
 * posts is in `permissions` and is enforced by the post routes.
 */
const PUBLIC_MAX_AGE_SECONDS = 30;
const DEFAULT_PAGE_SIZE = 50;

/** REST API "post" (routes in contracts/registry.ts). Posts and comments come with the boards issue. */
export const handler = createRestHandler('post-api', {
  'GET /boards': async ({ query }) => {
    const { limit, nextToken } = parseInput(pageQuerySchema, query, 'query');
    return {
      body: await boards.list(limit ?? DEFAULT_PAGE_SIZE, nextToken),
      maxAgeSeconds: PUBLIC_MAX_AGE_SECONDS,
    };
  },
  'GET /boards/{boardId}': async ({ pathParameters }) => {
    const { boardId } = parseInput(getBoardPathSchema, pathParameters, 'path');
    const board = await boards.get(boardId);
    if (!board) throw new NotFoundError('No board with this id.');
    return { body: board, maxAgeSeconds: PUBLIC_MAX_AGE_SECONDS };
  },
});
