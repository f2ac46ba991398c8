import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { apiGatewayEvent, lambdaContext } from '../../test/support/api-gateway-event';
import type { handler as memberHandler } from './handler';

const POOL = 'ap-northeast-2_TestPool';
const ddb = mockClient(DynamoDBDocumentClient);
let handler: typeof memberHandler;

beforeAll(async () => {
  process.env.MEMBERS_TABLE = 'members';
  process.env.USER_POOL_ID = POOL;
  ({ handler } = await import('./handler'));
});

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({
    Item: {
      pk: 'MEMBER#u-1',
      sk: 'PROFILE',
      userId: 'u-1',
      userName: 'kim',
      nickName: 'Kimmy',
      userGroups: ['Admin'],
    },
  });
});

const invoke = async (event: ReturnType<typeof apiGatewayEvent>) =>
  (await handler(event, lambdaContext)) as APIGatewayProxyResult;

describe('member-api handler', () => {
  it('answers GET /member/{userId} for the member themself', async () => {
    const res = await invoke(
      apiGatewayEvent('GET', '/member/{userId}', {
        pathParameters: { userId: 'u-1' },
        query: { userPoolId: POOL },
        caller: { sub: 'u-1' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ userName: 'kim', nickName: 'Kimmy', userGroups: ['Admin'] });
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({ pk: 'MEMBER#u-1', sk: 'PROFILE' });
  });

  it('answers 400 naming the field for a malformed user id', async () => {
    const res = await invoke(
      apiGatewayEvent('GET', '/member/{userId}', {
        pathParameters: { userId: 'a b' },
        caller: { sub: 'a b' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).fields).toEqual([
      { field: 'path.userId', message: 'must contain only letters, digits and hyphens' },
    ]);
  });

  it('answers every malformed input with a 4xx and never writes', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('', ' ', '../x', '%00', 'u-1', POOL),
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.option(text, { nil: undefined }),
        fc.option(fc.record({ sub: text, groups: fc.array(text, { maxLength: 3 }) }), { nil: undefined }),
        fc.option(fc.string({ maxLength: 100 }), { nil: undefined }),
        async (userId, userPoolId, caller, body) => {
          const res = await invoke(
            apiGatewayEvent('GET', '/member/{userId}', {
              pathParameters: { userId },
              query: userPoolId === undefined ? {} : { userPoolId },
              caller,
              body,
            }),
          );
          expect(res.statusCode).toBeLessThan(500);
          expect(ddb.calls().every((c) => c.args[0] instanceof GetCommand)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
