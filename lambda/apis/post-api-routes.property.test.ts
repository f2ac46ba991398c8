import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import fc from 'fast-check';
import { routesOf } from '../../contracts/registry';
import { apiGatewayEvent, lambdaContext, type FakeCaller } from '../../test/support/api-gateway-event';
import type { handler as postHandler } from './post-api';
import { loadPostApiHandler, mockDocumentClient, writeCalls } from '../../test/support/handler-tests';

/**
 * Every route of the post API fed malformed or hostile input (any path ids, query values and bodies, as a
 * guest, a member or an admin): the answer is never a 5xx, and no refused request writes anything.
 * DynamoDB is mocked with an existing board (so bodies reach validation) and no posts or comments.
 */
const ddb = mockDocumentClient();
let handler: typeof postHandler;

const board = {
  pk: 'BOARD#free',
  sk: 'META',
  id: 'free',
  name: 'Free Board',
  description: '',
  postsPerPage: 20,
  categories: ['Chat'],
  permissions: { list: 'guest', read: 'guest', write: 'member', comment: 'member' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  handler = await loadPostApiHandler();
});

beforeEach(() => {
  ddb.reset();
  ddb
    .on(GetCommand)
    .callsFake((input: { Key: { pk: string } }) => (input.Key.pk === 'BOARD#free' ? { Item: board } : {}));
  ddb.on(QueryCommand).resolves({ Items: [] });
  // The admin routes' draft check (one BatchGetItem of the posts' statuses): no such posts.
  ddb.on(BatchGetCommand).resolves({ Responses: {} });
});

const writes = () => writeCalls(ddb);

const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('', 'free', 'Chat', '../x', '%2F', 'a'.repeat(300), '0', '-1', '1e3', 'null'),
);
const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        title: fc.oneof(text, fc.integer(), fc.constant(null)),
        body: fc.oneof(text, fc.constant('x'.repeat(102_401)), fc.boolean()),
        format: fc.oneof(fc.constantFrom('text', 'markdown', 'html'), text),
        category: fc.oneof(text, fc.constant(null)),
        isNotice: fc.oneof(fc.boolean(), text),
        version: fc.oneof(fc.integer(), text, fc.double()),
        parentId: fc.oneof(text, fc.constant(null)),
        extra: text,
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.constantFrom('{', 'not json', '[]', 'null', '""'),
);
const caller = fc.constantFrom<FakeCaller | undefined>(
  undefined,
  { sub: 'member-1', username: 'member' },
  { sub: 'admin-1', username: 'admin', groups: ['Admin'] },
);

describe('post-api under malformed input', () => {
  it.each(routesOf('post-api').map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: never a 5xx, never a write when refused',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom('boardId', 'postId', 'commentId', 'articleId', 'userId'), text),
          fc.dictionary(
            fc.constantFrom('limit', 'nextToken', 'category', 'q', 'confirm', 'status', 'boardId', 'author'),
            text,
          ),
          fc.option(json, { nil: null }),
          caller,
          async (pathParameters, query, body, who) => {
            ddb.resetHistory();
            // Member and admin routes never see a guest: the authorizer refuses first.
            const as = route.access === 'public' ? who : (who ?? { sub: 'member-1', username: 'member' });
            const res = (await handler(
              apiGatewayEvent(route.method, route.path, { pathParameters, query, body, caller: as }),
              lambdaContext,
            )) as APIGatewayProxyResult;
            expect(res.statusCode).toBeLessThan(500);
            if (res.statusCode >= 400) expect(writes()).toEqual([]);
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
