import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import {
  AdminDisableUserCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import fc from 'fast-check';
import { apiGatewayEvent, lambdaContext } from '../../test/support/api-gateway-event';
import type { handler as memberAdminHandler } from './member-admin-api';
import { loadMemberAdminApiHandler, mockMemberClients } from '../../test/support/handler-tests';

const { ddb, cognito } = mockMemberClients();
let handler: typeof memberAdminHandler;

beforeAll(async () => {
  handler = await loadMemberAdminApiHandler('ap-northeast-2_TestPool');
});

const invoke = async (event: ReturnType<typeof apiGatewayEvent>) =>
  (await handler(event, lambdaContext)) as APIGatewayProxyResult;

describe('member-admin-api handler', () => {
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
