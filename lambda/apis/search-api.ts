import { boardPostsPathSchema } from '../../contracts/post';
import { boardSearchQuerySchema, siteSearchQuerySchema } from '../../contracts/search';
import { BoardCache } from '../boards/board-cache';
import { BoardRepository } from '../boards/board-repository';
import { MemberProfiles } from '../members/member-profiles';
import { SessionGate } from '../members/session-gate';
import { idTokenVerifierFromEnv } from '../shared/auth/id-token-verifier';
import type { Caller } from '../shared/auth/caller';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { createRestHandler } from '../shared/http/rest-handler';
import { parseInput } from '../shared/http/validate';
import { logger } from '../shared/runtime/logger';
import { tableName } from '../shared/runtime/env';
import { PopularWords } from '../search/popular-words';
import { MemberNickNames, SearchService } from '../search/search-service';

const client = createDocumentClient();
const contentTable = tableName('content');
const boardRepository = new BoardRepository(client, contentTable);
const boards = new BoardCache(boardRepository);
const members = new MemberProfiles(client, tableName('members'));
const gate = new SessionGate(members);
const search = new SearchService(
  client,
  contentTable,
  tableName('search'),
  { get: (id) => boards.get(id), list: (limit, token) => boardRepository.list(limit, token) },
  new MemberNickNames(client, tableName('members')),
);
const popular = new PopularWords(client, tableName('search'));

/** Guests' answers may be kept this long at the edge: a search is as fresh as the board list. */
const PUBLIC_MAX_AGE_SECONDS = 5;
const POPULAR_MAX_AGE_SECONDS = 60;

/**
 * A member's search that found something counts toward the week's popular words; a failure to count is logged
 * and never fails the search it follows (docs/search.md, "Popular words").
 */
async function counted<T>(caller: Caller | null, q: string, found: boolean, answer: T): Promise<T> {
  if (caller && found) {
    await popular.count(caller.userId, q).catch((error: unknown) => {
      logger.warn('A search word could not be counted', { error });
    });
  }
  return answer;
}

/**
 * The search routes of REST API "post" (contracts/registry.ts): a function of their own, whose bundle holds the
 * search and nothing of the post routes (docs/search.md). Public, with a token verified when one is sent, as
 * the board lists are.
 */
export const handler = createRestHandler(
  'search-api',
  {
    public: {
      'GET /boards/{boardId}/search': async ({ pathParameters, query, caller }) => {
        const { boardId } = parseInput(boardPostsPathSchema, pathParameters, 'path');
        const options = parseInput(boardSearchQuerySchema, query, 'query');
        const page = await search.searchBoard(boardId, caller, options);
        return {
          body: await counted(caller, options.q, page.items.length > 0, page),
          maxAgeSeconds: PUBLIC_MAX_AGE_SECONDS,
        };
      },
      'GET /search': async ({ query, caller }) => {
        const options = parseInput(siteSearchQuerySchema, query, 'query');
        const answer = await search.searchSite(caller, options);
        return {
          body: await counted(caller, options.q, answer.groups.length > 0, answer),
          maxAgeSeconds: PUBLIC_MAX_AGE_SECONDS,
        };
      },
      'GET /search/popular': async () => ({
        body: await popular.week(),
        maxAgeSeconds: POPULAR_MAX_AGE_SECONDS,
      }),
    },
  },
  {
    identifyOnPublicRoutes: idTokenVerifierFromEnv(),
    beforeRequest: async (caller, route) => {
      await gate.admit(caller, { write: route.method !== 'GET' });
    },
  },
);
