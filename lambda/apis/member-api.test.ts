import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import {
  AdminDisableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { apiGatewayEvent, lambdaContext } from '../../test/support/api-gateway-event';
import type { handler as memberHandler } from './member-api';
import { loadMemberApiHandler, mockDocumentClient } from '../../test/support/handler-tests';

const POOL = 'ap-northeast-2_TestPool';
const ddb = mockDocumentClient();
const cognito = mockClient(CognitoIdentityProviderClient);
let handler: typeof memberHandler;

beforeAll(async () => {
  handler = await loadMemberApiHandler(POOL);
});

beforeEach(() => {
  ddb.reset();
  cognito.reset();
  // The pool holds u-1 as "kim" (admin actions find the user by sub first).
  cognito.on(ListUsersCommand).resolves({
    Users: [{ Username: 'kim', Attributes: [{ Name: 'sub', Value: 'u-1' }] }],
  });
  ddb.on(GetCommand).resolves({
    Item: {
      pk: 'MEMBER#u-1',
      sk: 'PROFILE',
      userId: 'u-1',
      userName: 'kim',
      nickName: 'Kimmy',
      userGroups: ['Admin'],
      // Agreed to the terms' first version, so writes get past the terms check to their own rules.
      termsVersion: 1,
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

  it('lists the newest members for an admin: one Query of the sign-up index, newest first, no Scan', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          pk: 'MEMBER#u-2',
          sk: 'PROFILE',
          userId: 'u-2',
          userName: 'lee',
          email: 'l@x',
          name: 'Lee',
          userGroups: [],
          createdAt: '2026-02-01T00:00:00.000Z',
        },
      ],
    });
    const res = await invoke(
      apiGatewayEvent('GET', '/admin/members', {
        query: { by: 'newest', limit: '5' },
        caller: { sub: 'boss', groups: ['Admin'] },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({
      items: [{ userId: 'u-2', userName: 'lee' }],
      nextToken: null,
    });
    // The member gate's one GetItem of the caller's own item (ended sessions, closed accounts), then the Query.
    expect(ddb.calls().map((c) => c.args[0].constructor.name)).toEqual(['GetCommand', 'QueryCommand']);
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({ pk: 'MEMBER#boss', sk: 'PROFILE' });
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'bySignUp',
      KeyConditionExpression: 'gsi1pk = :pk',
      ScanIndexForward: false,
      Limit: 5,
    });
  });

  it('refuses search text with by=newest (400), reading nothing', async () => {
    const res = await invoke(
      apiGatewayEvent('GET', '/admin/members', {
        query: { by: 'newest', q: 'kim' },
        caller: { sub: 'boss', groups: ['Admin'] },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/must be empty when listing the newest members/);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it.each([
    ['GET', '/admin/members', {}, undefined],
    ['PUT', '/admin/members/{userId}/groups', { userId: 'u-1' }, JSON.stringify({ groups: ['Admin'] })],
    ['PUT', '/admin/members/{userId}/status', { userId: 'u-1' }, JSON.stringify({ enabled: false })],
  ] as const)(
    'refuses a member on %s %s with 403, touching neither table nor pool',
    async (method, resource, pathParameters, body) => {
      const res = await invoke(
        apiGatewayEvent(method, resource, { pathParameters, caller: { sub: 'u-1' }, body }),
      );
      expect(res.statusCode).toBe(403);
      expect(ddb.calls()).toHaveLength(0);
      expect(cognito.calls()).toHaveLength(0);
    },
  );

  it('answers malformed admin changes with a 4xx and never calls the pool or writes', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.json(),
      fc.record({
        groups: fc.array(fc.oneof(fc.string({ maxLength: 70 }), fc.integer()), { maxLength: 30 }),
      }),
      fc.record({ enabled: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/admin/members/{userId}/groups' as const, '/admin/members/{userId}/status' as const),
        body,
        async (resource, raw) => {
          ddb.resetHistory();
          cognito.resetHistory();
          const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
          const res = await invoke(
            apiGatewayEvent('PUT', resource, {
              pathParameters: { userId: 'u-1' },
              caller: { sub: 'boss', groups: ['Admin'] },
              body: text,
            }),
          );
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(cognito.calls()).toHaveLength(0);
            expect(ddb.calls().every((c) => c.args[0] instanceof GetCommand)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers a disable the pool did not confirm in time with a 503 that says it may have happened; a repeat is safe', async () => {
    const timedOut = Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
    cognito.on(AdminDisableUserCommand).rejectsOnce(timedOut).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    ddb.on(UpdateCommand).resolves({ Attributes: { userId: 'u-1' } });
    const disable = () =>
      invoke(
        apiGatewayEvent('PUT', '/admin/members/{userId}/status', {
          pathParameters: { userId: 'u-1' },
          caller: { sub: 'boss', groups: ['Admin'] },
          body: JSON.stringify({ enabled: false }),
        }),
      );

    const first = await disable();
    expect(first.statusCode).toBe(503);
    expect(JSON.parse(first.body)).toEqual({
      message:
        'The user pool did not answer in time, so this change may or may not have been made. Please try again: repeating it is safe.',
    });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);

    const repeat = await disable();
    expect(repeat.statusCode).toBe(200);
    expect(JSON.parse(repeat.body)).toMatchObject({ userId: 'u-1', enabled: false });
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(2);
  });
});
