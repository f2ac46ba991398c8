import {
  boardSettingsSchema,
  createBoardBodySchema,
  deleteBoardQuerySchema,
  getBoardPathSchema,
} from '../../contracts/board';
import { pageQuerySchema } from '../../contracts/pagination';
import {
  adminCommentsQuerySchema,
  adminPostsQuerySchema,
  bulkTrashBodySchema,
  articlePathSchema,
  boardPostsPathSchema,
  commentPathSchema,
  createCommentBodySchema,
  createPostBodySchema,
  postPathSchema,
  putArticleBodySchema,
  updateCommentBodySchema,
  updatePostBodySchema,
} from '../../contracts/post';
import { idTokenVerifierFromEnv } from '../shared/auth/id-token-verifier';
import { SessionGate } from '../members/session-gate';
import { MemberProfiles } from '../members/member-profiles';
import { MemberCounts } from '../members/member-counts';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { NotFoundError } from '../shared/http/errors';
import type { Caller } from '../shared/auth/caller';
import { createRestHandler, type RouteImplementation } from '../shared/http/rest-handler';
import { parseInput } from '../shared/http/validate';
import { tableName } from '../shared/runtime/env';
import { BoardCache } from '../boards/board-cache';
import { BoardRepository } from '../boards/board-repository';
import { PostRepository } from '../posts/post-repository';
import { PostService } from '../posts/post-service';
import { ArticleRepository } from '../articles/article-repository';
import { ArticleService } from '../articles/article-service';
import { CommentRepository } from '../comments/comment-repository';
import { CommentService } from '../comments/comment-service';
import { ContentAdminRepository } from '../admin-content/content-admin-repository';
import { MemberDirectory } from '../members/member-directory';
import { ScrapRepository } from '../scraps/scrap-repository';
import { ScrapService } from '../scraps/scrap-service';
import { BoardAdminService } from '../boards/board-admin-service';
import { ContentAdminService } from '../admin-content/content-admin-service';
import { allListeners } from '../shared/changes/content-changes';
import { TtlCache } from '../shared/dynamo/ttl-cache';
import { FriendRepository } from '../friends/friend-repository';
import { FriendService } from '../friends/friend-service';
import { addFriendBodySchema, friendPathSchema } from '../../contracts/friend';
import { boardPostsQuerySchema } from '../../contracts/board-page';
import { movePostsBodySchema } from '../../contracts/post-move';
import { adminReportsQuerySchema, createReportBodySchema, reportPathSchema } from '../../contracts/report';
import { commentVotePathSchema, postVotePathSchema } from '../../contracts/vote';
import { BoardListRepository } from '../board-lists/board-list-repository';
import { BoardPagesService } from '../board-lists/board-pages';
import { ListChanges } from '../board-lists/list-changes';
import { PostPageService } from '../post-page/post-page-service';
import { HomeService } from '../home/home-service';
import { ReportRepository } from '../reports/report-repository';
import { ReportMoves, ReportService } from '../reports/report-service';
import { VoteRepository } from '../votes/vote-repository';
import { VoteService } from '../votes/vote-service';
import { BlockRepository } from '../blocks/block-repository';
import { BlockService } from '../blocks/block-service';
import { blockBodySchema, blockPathSchema } from '../../contracts/friend';
import { ConversationVisibility } from '../messages/conversation-visibility';
import { writeChecks } from '../members/write-checks';
import { RateLimiter } from '../shared/rate-limit/rate-limiter';
import { SettingsCache } from '../site-settings/settings-cache';

const client = createDocumentClient();
const contentTable = tableName('content');
const boards = new BoardRepository(client, contentTable);
const members = new MemberProfiles(client, tableName('members'));
const gate = new SessionGate(members);
const postRepository = new PostRepository(client, contentTable);
const commentRepository = new CommentRepository(client, contentTable);
const directory = new MemberDirectory(members);

// The cache table: the home page and the dashboard's counts.
const cache = new TtlCache(client, tableName('cache'));
const boardLists = new BoardListRepository(client, contentTable);
const voteRepository = new VoteRepository(client, contentTable);
// Board records and notices kept in this instance's memory for 30 s, for the read paths only; a board or list
// change made here drops them at once (docs/performance.md).
const boardCache = new BoardCache(boards);
const boardPages = new BoardPagesService(boardCache, boardLists);
const home = new HomeService(boards, boardLists, cache);
// The effects of a content write on this function's caches: the services tell it what they changed
// (docs/architecture.md, "Effects after a write"), so no route has to remember them.
const cacheInvalidation = new ListChanges(boardPages, home, boardCache);
// Beside it, the report summaries of moved posts (RP2's per-board lists). The dashboard's counters follow the
// table's change stream instead (lambda/apis/content-stream.ts).
const reportRepository = new ReportRepository(client, contentTable);
const contentChanges = allListeners(cacheInvalidation, new ReportMoves(reportRepository));

const boardAdmin = new BoardAdminService(boards, postRepository, cacheInvalidation);
const contentAdmin = new ContentAdminService(
  postRepository,
  commentRepository,
  new ContentAdminRepository(client, contentTable),
  new MemberCounts(client, tableName('members')),
  cache,
  boards,
  contentChanges,
);
const posts = new PostService(boards, postRepository, directory, contentChanges);
const comments = new CommentService(boards, postRepository, commentRepository, directory, contentChanges);
const scraps = new ScrapService(boards, postRepository, new ScrapRepository(client, contentTable));
const articles = new ArticleService(new ArticleRepository(client, contentTable));
const blockRepository = new BlockRepository(client, contentTable);
const friends = new FriendService(
  new FriendRepository(client, contentTable),
  directory,
  undefined,
  blockRepository,
);
const blocks = new BlockService(
  blockRepository,
  directory,
  new ConversationVisibility(client, tableName('messages')),
);
// The terms' version and the per-member limits, kept per instance (docs/architecture.md, "Per-member limits").
const settings = new SettingsCache(client, tableName('site'));
const limiter = new RateLimiter(client, tableName('cache'), async () => (await settings.get()).limits);

const commentReads = new CommentService(boardCache, postRepository, commentRepository, directory);
// The post page answers the post with its first page of comments (docs/performance.md).
const postPage = new PostPageService(
  client,
  contentTable,
  boardCache,
  postRepository,
  boardLists,
  voteRepository,
  commentRepository,
);
const votes = new VoteService(boards, postRepository, commentRepository, voteRepository);
const reports = new ReportService(boards, postRepository, reportRepository);

/**
 * Seconds a shared cache may keep the board list, a board's settings and an article: they are public like the
 * menu that links to them (what a board lets guests and members do with its posts is in `permissions`, which
 * the post routes enforce).
 */
const PUBLIC_MAX_AGE_SECONDS = 30;
/** Boards per page of GET /boards when the query names no limit. */
const DEFAULT_PAGE_SIZE = 50;

/** PUT casts the caller's vote, DELETE takes it back: one implementation each for posts and comments. */
function postVote(up: boolean): RouteImplementation<Caller> {
  return async ({ pathParameters, caller }) => {
    const { postId } = parseInput(postVotePathSchema, pathParameters, 'path');
    return { body: await votes.votePost(postId, caller, up) };
  };
}

function commentVote(up: boolean): RouteImplementation<Caller> {
  return async ({ pathParameters, caller }) => {
    const { commentId } = parseInput(commentVotePathSchema, pathParameters, 'path');
    return { body: await votes.voteComment(commentId, caller, up) };
  };
}

/**
 * REST API "post" (routes in contracts/registry.ts). Public reads answer to anyone where the board allows
 * guests; a signed-in reader sends their ID token, verified here (public routes have no authorizer).
 */
export const handler = createRestHandler(
  'post-api',
  {
    public: {
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
      'GET /boards/{boardId}/posts': async ({ pathParameters, query, caller }) => {
        const { boardId } = parseInput(boardPostsPathSchema, pathParameters, 'path');
        const options = parseInput(boardPostsQuerySchema, query, 'query');
        return { body: await boardPages.list(boardId, caller, options) };
      },
      'GET /posts/{postId}': async ({ pathParameters, caller }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        return { body: await postPage.read(postId, caller) };
      },
      'POST /posts/{postId}/view': async ({ pathParameters, caller }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        return { body: await postPage.countView(postId, caller) };
      },
      'GET /posts/{postId}/comments': async ({ pathParameters, query, caller }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        const { limit, nextToken } = parseInput(pageQuerySchema, query, 'query');
        const page = await commentReads.list(postId, caller, { limit, nextToken });
        return { body: await postPage.withVotes(page, postId, caller) };
      },
      'GET /articles/{articleId}': async ({ pathParameters }) => {
        const { articleId } = parseInput(articlePathSchema, pathParameters, 'path');
        return { body: await articles.article(articleId), maxAgeSeconds: PUBLIC_MAX_AGE_SECONDS };
      },
      'GET /home': async ({ caller }) => ({ body: await home.home(caller) }),
    },
    member: {
      'POST /boards/{boardId}/posts': async ({ pathParameters, body, caller }) => {
        const { boardId } = parseInput(boardPostsPathSchema, pathParameters, 'path');
        const input = parseInput(createPostBodySchema, body, 'body');
        await limiter.take(caller, 'posts');
        return { statusCode: 201, body: await posts.create(boardId, caller, input) };
      },
      'PUT /posts/{postId}': async ({ pathParameters, body, caller }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        const input = parseInput(updatePostBodySchema, body, 'body');
        return { body: await posts.update(postId, caller, input) };
      },
      'DELETE /posts/{postId}': async ({ pathParameters, caller }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        return { body: await posts.remove(postId, caller) };
      },
      'POST /posts/{postId}/comments': async ({ pathParameters, body, caller }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        const input = parseInput(createCommentBodySchema, body, 'body');
        await limiter.take(caller, 'comments');
        return { statusCode: 201, body: await comments.add(postId, caller, input) };
      },
      'PUT /comments/{commentId}': async ({ pathParameters, body, caller }) => {
        const { commentId } = parseInput(commentPathSchema, pathParameters, 'path');
        const input = parseInput(updateCommentBodySchema, body, 'body');
        return { body: await comments.edit(commentId, caller, input.body) };
      },
      'DELETE /comments/{commentId}': async ({ pathParameters, caller }) => {
        const { commentId } = parseInput(commentPathSchema, pathParameters, 'path');
        return { body: await comments.remove(commentId, caller) };
      },
      'PUT /posts/{postId}/scrap': async ({ pathParameters, caller }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        return { body: await scraps.scrap(postId, caller) };
      },
      'DELETE /posts/{postId}/scrap': async ({ pathParameters, caller }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        return { body: await scraps.unscrap(postId, caller) };
      },
      'GET /me/posts': async ({ query, caller }) => ({
        body: await posts.mine('posts', caller, parseInput(pageQuerySchema, query, 'query')),
      }),
      'GET /me/comments': async ({ query, caller }) => ({
        body: await comments.mine(caller, parseInput(pageQuerySchema, query, 'query')),
      }),
      'GET /me/scraps': async ({ query, caller }) => ({
        body: await scraps.mine(caller, parseInput(pageQuerySchema, query, 'query')),
      }),
      'GET /me/drafts': async ({ query, caller }) => ({
        body: await posts.mine('drafts', caller, parseInput(pageQuerySchema, query, 'query')),
      }),
      'GET /me/friends': async ({ query, caller }) => ({
        body: await friends.list(caller, parseInput(pageQuerySchema, query, 'query')),
      }),
      'POST /me/friends': async ({ body, caller }) => {
        const { userId } = parseInput(addFriendBodySchema, body, 'body');
        return { statusCode: 201, body: await friends.add(caller, userId) };
      },
      'DELETE /me/friends/{userId}': async ({ pathParameters, caller }) => {
        const { userId } = parseInput(friendPathSchema, pathParameters, 'path');
        return { body: await friends.remove(caller, userId) };
      },
      'GET /me/blocks': async ({ query, caller }) => ({
        body: await blocks.list(caller, parseInput(pageQuerySchema, query, 'query')),
      }),
      'POST /me/blocks': async ({ body, caller }) => {
        const { userId } = parseInput(blockBodySchema, body, 'body');
        return { statusCode: 201, body: await blocks.block(caller, userId) };
      },
      'DELETE /me/blocks/{userId}': async ({ pathParameters, caller }) => {
        const { userId } = parseInput(blockPathSchema, pathParameters, 'path');
        return { body: await blocks.unblock(caller, userId) };
      },
      'PUT /posts/{postId}/vote': postVote(true),
      'DELETE /posts/{postId}/vote': postVote(false),
      'PUT /comments/{commentId}/vote': commentVote(true),
      'DELETE /comments/{commentId}/vote': commentVote(false),
      'POST /posts/{postId}/reports': async ({ pathParameters, body, caller }) => {
        const { postId } = parseInput(reportPathSchema, pathParameters, 'path');
        const input = parseInput(createReportBodySchema, body, 'body');
        await limiter.take(caller, 'reports');
        return { statusCode: 201, body: await reports.report(postId, caller, input) };
      },
    },
    admin: {
      'PUT /admin/articles/{articleId}': async ({ pathParameters, body }) => {
        const { articleId } = parseInput(articlePathSchema, pathParameters, 'path');
        const input = parseInput(putArticleBodySchema, body, 'body');
        return { body: await articles.putArticle(articleId, input) };
      },
      'POST /admin/boards': async ({ body }) => {
        const { id, ...settings } = parseInput(createBoardBodySchema, body, 'body');
        return { statusCode: 201, body: await boardAdmin.create(id, settings) };
      },
      'PUT /admin/boards/{boardId}': async ({ pathParameters, body }) => {
        const { boardId } = parseInput(getBoardPathSchema, pathParameters, 'path');
        const settings = parseInput(boardSettingsSchema, body, 'body');
        return { body: await boardAdmin.update(boardId, settings) };
      },
      'DELETE /admin/boards/{boardId}': async ({ pathParameters, query }) => {
        const { boardId } = parseInput(getBoardPathSchema, pathParameters, 'path');
        const { confirm } = parseInput(deleteBoardQuerySchema, query, 'query');
        return { body: await boardAdmin.remove(boardId, confirm === 'true') };
      },
      'GET /admin/posts': async ({ query }) => ({
        body: await contentAdmin.listPosts(parseInput(adminPostsQuerySchema, query, 'query')),
      }),
      'GET /admin/comments': async ({ query }) => ({
        body: await contentAdmin.listComments(parseInput(adminCommentsQuerySchema, query, 'query')),
      }),
      'POST /admin/posts/trash': async ({ body, caller }) => {
        const { postIds } = parseInput(bulkTrashBodySchema, body, 'body');
        return { body: await contentAdmin.trashPosts(caller, postIds) };
      },
      'POST /admin/posts/move': async ({ body }) => {
        const { postIds, boardId } = parseInput(movePostsBodySchema, body, 'body');
        return { body: await contentAdmin.movePosts(postIds, boardId) };
      },
      'GET /admin/dashboard': async () => ({ body: await contentAdmin.dashboard() }),
      'POST /admin/posts/{postId}/restore': async ({ pathParameters }) => {
        const { postId } = parseInput(postPathSchema, pathParameters, 'path');
        return { body: await contentAdmin.restorePost(postId) };
      },
      'DELETE /admin/posts/{postId}': async ({ pathParameters }) => ({
        body: await contentAdmin.purgePost(parseInput(postPathSchema, pathParameters, 'path').postId),
      }),
      'POST /admin/comments/{commentId}/restore': async ({ pathParameters }) => ({
        body: await contentAdmin.restoreComment(
          parseInput(commentPathSchema, pathParameters, 'path').commentId,
        ),
      }),
      'DELETE /admin/comments/{commentId}': async ({ pathParameters }) => ({
        body: await contentAdmin.purgeComment(
          parseInput(commentPathSchema, pathParameters, 'path').commentId,
        ),
      }),
      'GET /admin/reports': async ({ query }) => ({
        body: await reports.list(parseInput(adminReportsQuerySchema, query, 'query')),
      }),
      'DELETE /admin/reports/{postId}': async ({ pathParameters }) => ({
        body: await reports.dismiss(parseInput(reportPathSchema, pathParameters, 'path').postId),
      }),
    },
  },
  // Boards may be readable by members only: public routes verify a token when one is sent.
  // Every request with a token: an ended session or a closed account is refused (lambda/members/session-gate.ts);
  // every write also needs the terms' current version agreed (lambda/members/write-checks.ts).
  {
    identifyOnPublicRoutes: idTokenVerifierFromEnv(),
    beforeRequest: async (caller, route) => {
      await gate.admit(caller, { write: route.method !== 'GET' });
    },
    beforeWrite: writeChecks(gate, settings),
  },
);
