import type { APIGatewayProxyResult } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { Board } from '../../contracts/board';
import { pageSchema } from '../../contracts/pagination';
import {
  adminCommentSchema,
  adminPostSchema,
  boardPostsPageSchema,
  commentSchema,
  commentViewSchema,
  postSchema,
  postSummarySchema,
  postViewSchema,
  scrapSchema,
} from '../../contracts/post-answers';
import type { handler as postHandler } from '../../lambda/apis/post-api';
import { BoardRepository } from '../../lambda/boards/board-repository';
import { MemberRepository } from '../../lambda/members/member-repository';
import { apiGatewayEvent, lambdaContext } from '../support/api-gateway-event';
import { documentClient, isolatedTables } from '../support/dynamodb';
import { memberProfiles } from '../support/member-profile';

/**
 * The post API's real answers, from the handler over DynamoDB Local, parse with the schemas the web app reads
 * them with (contracts/post-answers.ts), and the schemas keep every field the handler sends: a field added
 * or renamed on either side fails here rather than going missing on a screen.
 */
const now = new Date().toISOString();
const profile = memberProfiles(now);
const author = { sub: 'answers-author' };
const admin = { sub: 'answers-admin', groups: ['Admin'] };

let handler: typeof postHandler;

async function call(
  method: Parameters<typeof apiGatewayEvent>[0],
  resource: string,
  request: Parameters<typeof apiGatewayEvent>[2] = {},
): Promise<unknown> {
  const res = (await handler(
    apiGatewayEvent(method, resource, request),
    lambdaContext,
  )) as APIGatewayProxyResult;
  if (res.statusCode >= 300) throw new Error(`${method} ${resource} answered ${res.statusCode}: ${res.body}`);
  return JSON.parse(res.body) as unknown;
}

/** Parses `answer` and expects the parsed value to be the answer itself: nothing refused, nothing dropped. */
function expectParsedWhole(schema: z.ZodMiniType, answer: unknown): void {
  expect(schema.parse(answer)).toEqual(answer);
}

beforeAll(async () => {
  const table = await isolatedTables(`answers${process.pid}`);
  ({ handler } = await import('../../lambda/apis/post-api'));
  const members = new MemberRepository(documentClient(), table('members'));
  // Members who agreed to the terms' first version, so their writes reach the routes' own rules.
  await members.createProfile(profile(author.sub, { termsVersion: 1 }));
  await members.createProfile(profile(admin.sub, { userGroups: ['Admin'], termsVersion: 1 }));
  const board: Board = {
    id: 'answers',
    name: 'Answers',
    description: '',
    postsPerPage: 20,
    categories: ['Talk'],
    permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
    createdAt: now,
    updatedAt: now,
  };
  await new BoardRepository(documentClient(), table('content')).create(board);
});

describe('post API answers parse with contracts/post-answers.ts', () => {
  it('a post as written, edited, listed, viewed, kept as a draft and listed for admins', async () => {
    const boardId = { boardId: 'answers' };
    const write = (body: object) =>
      call('POST', '/boards/{boardId}/posts', {
        caller: author,
        pathParameters: boardId,
        body: JSON.stringify(body),
      });

    const written = await write({ title: 'First', body: 'Hello', category: 'Talk' });
    expectParsedWhole(postSchema, written);
    const { id: postId, version } = postSchema.parse(written);
    await write({ title: 'Second', body: 'Hello again' });
    const edited = await call('PUT', '/posts/{postId}', {
      caller: author,
      pathParameters: { postId },
      body: JSON.stringify({ title: 'First, edited', body: 'Hello', category: 'Talk', version }),
    });
    expectParsedWhole(postSchema, edited);

    const list = await call('GET', '/boards/{boardId}/posts', { pathParameters: boardId });
    expectParsedWhole(boardPostsPageSchema, list);
    // The board's record comes with its list, as GET /boards/{boardId} answers it.
    expect(boardPostsPageSchema.parse(list).board).toEqual(
      await call('GET', '/boards/{boardId}', { pathParameters: boardId }),
    );
    const view = await call('GET', '/posts/{postId}', { pathParameters: { postId } });
    expectParsedWhole(postViewSchema, view);
    expect(postViewSchema.parse(view).previous).not.toBeNull();
    expect(postViewSchema.parse(view).comments).toEqual({ items: [], nextToken: null });

    await write({ title: 'A draft', body: 'To finish', draft: true });
    expectParsedWhole(pageSchema(postSchema), await call('GET', '/me/drafts', { caller: author }));
    expectParsedWhole(pageSchema(postSummarySchema), await call('GET', '/me/posts', { caller: author }));

    await call('POST', '/admin/posts/trash', { caller: admin, body: JSON.stringify({ postIds: [postId] }) });
    for (const status of ['published', 'trashed']) {
      const page = await call('GET', '/admin/posts', { caller: admin, query: { status } });
      expect(pageSchema(adminPostSchema).parse(page).items).not.toHaveLength(0);
      expectParsedWhole(pageSchema(adminPostSchema), page);
    }
  });

  it('a comment as written, read under its post, listed for its author and for admins, and a scrap', async () => {
    const listed = boardPostsPageSchema.parse(
      await call('GET', '/boards/{boardId}/posts', { pathParameters: { boardId: 'answers' } }),
    );
    const postId = listed.items[0]?.id ?? '';
    const write = (body: object) =>
      call('POST', '/posts/{postId}/comments', {
        caller: author,
        pathParameters: { postId },
        body: JSON.stringify(body),
      });

    const written = await write({ body: 'A comment' });
    expectParsedWhole(commentSchema, written);
    const reply = await write({ body: 'A reply', parentId: commentSchema.parse(written).id });
    expectParsedWhole(commentSchema, reply);
    const thread = await call('GET', '/posts/{postId}/comments', { pathParameters: { postId } });
    expectParsedWhole(pageSchema(commentViewSchema), thread);
    // The post's answer carries the same first page, votes included, for its author and for a guest.
    for (const caller of [author, undefined]) {
      const view = await call('GET', '/posts/{postId}', { caller, pathParameters: { postId } });
      expectParsedWhole(postViewSchema, view);
      expect(postViewSchema.parse(view).comments).toEqual(
        await call('GET', '/posts/{postId}/comments', { caller, pathParameters: { postId } }),
      );
    }
    expect(pageSchema(commentViewSchema).parse(thread).items).toHaveLength(2);
    expectParsedWhole(pageSchema(commentSchema), await call('GET', '/me/comments', { caller: author }));

    await call('DELETE', '/comments/{commentId}', {
      caller: admin,
      pathParameters: { commentId: commentSchema.parse(written).id },
    });
    for (const status of ['live', 'deleted']) {
      const page = await call('GET', '/admin/comments', { caller: admin, query: { status } });
      expect(pageSchema(adminCommentSchema).parse(page).items).not.toHaveLength(0);
      expectParsedWhole(pageSchema(adminCommentSchema), page);
    }

    expectParsedWhole(
      scrapSchema,
      await call('PUT', '/posts/{postId}/scrap', { caller: author, pathParameters: { postId } }),
    );
    expectParsedWhole(pageSchema(scrapSchema), await call('GET', '/me/scraps', { caller: author }));
  });
});
