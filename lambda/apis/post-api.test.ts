import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import fc from 'fast-check';
import { apiGatewayEvent, lambdaContext } from '../../test/support/api-gateway-event';
import type { handler as postHandler } from './post-api';
import { loadPostApiHandler, mockDocumentClient } from '../../test/support/handler-tests';

const ddb = mockDocumentClient();
let handler: typeof postHandler;

beforeAll(async () => {
  handler = await loadPostApiHandler();
});

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
});

const invoke = async (event: ReturnType<typeof apiGatewayEvent>) =>
  (await handler(event, lambdaContext)) as APIGatewayProxyResult;

describe('post-api handler', () => {
  it('passes the page size to the Query on the board index', async () => {
    const res = await invoke(apiGatewayEvent('GET', '/boards', { query: { limit: '7' } }));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ items: [], nextToken: null });
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ IndexName: 'gsi1', Limit: 7 });
  });

  it('answers every malformed list or board request with a 4xx or a 200, never a 5xx or a write', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom('', '0', '-1', '101', '1e3', 'free', '%2F'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/boards' as const, '/boards/{boardId}' as const),
        text,
        fc.option(text, { nil: undefined }),
        fc.option(text, { nil: undefined }),
        async (resource, boardId, limit, nextToken) => {
          const query: Record<string, string> = {};
          if (limit !== undefined) query.limit = limit;
          if (nextToken !== undefined) query.nextToken = nextToken;
          const res = await invoke(apiGatewayEvent('GET', resource, { pathParameters: { boardId }, query }));
          expect(res.statusCode).toBeLessThan(500);
          expect(
            ddb.calls().every((c) => c.args[0] instanceof GetCommand || c.args[0] instanceof QueryCommand),
          ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
