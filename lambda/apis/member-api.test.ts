import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import fc from 'fast-check';
import { apiGatewayEvent, lambdaContext } from '../../test/support/api-gateway-event';
import type { handler as memberHandler } from './member-api';
import { loadMemberApiHandler, mockMemberClients } from '../../test/support/handler-tests';

const POOL = 'ap-northeast-2_TestPool';
const { ddb } = mockMemberClients();
let handler: typeof memberHandler;

beforeAll(async () => {
  handler = await loadMemberApiHandler(POOL);
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

  it('answers malformed profile changes with a 4xx and never writes', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.json(),
      fc.record({ nickName: fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null)) }),
      fc.record({ nickName: fc.constantFrom('a', ' b ', 'x'.repeat(21), 'ok\u0000', 'ok\u200e') }),
      fc.record({ nickName: fc.constant('Fine'), userGroups: fc.constant(['Admin']) }),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('u-1', 'u-2', 'bad id'), async (raw, userId) => {
        ddb.resetHistory();
        const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
        const res = await invoke(
          apiGatewayEvent('PUT', '/member/{userId}', {
            pathParameters: { userId },
            caller: { sub: 'u-1' },
            body: text,
          }),
        );
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses to let a member grant themself groups through the profile body', async () => {
    const res = await invoke(
      apiGatewayEvent('PUT', '/member/{userId}', {
        pathParameters: { userId: 'u-1' },
        caller: { sub: 'u-1' },
        body: JSON.stringify({ nickName: 'Fine', userGroups: ['Admin'] }),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
