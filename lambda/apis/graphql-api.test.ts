import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { appSyncEvent, type FakeIdentity } from '../../test/support/appsync-event';
import { graphqlCaller, mockDocumentClient } from '../../test/support/handler-tests';

const ddb = mockDocumentClient();
const callGraphql = graphqlCaller();

beforeEach(() => {
  ddb.reset();
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(GetCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
});

const admin: FakeIdentity = { sub: 'admin-1', groups: ['Admin'] };
const member: FakeIdentity = { sub: 'member-1' };
const call = (field: string, input: unknown, identity: FakeIdentity | null) =>
  callGraphql(appSyncEvent('Mutation', field, { input }, identity));

describe('graphql-api handler: menu mutations', () => {
  it('lets an admin create a menu', async () => {
    await expect(
      call('createMenu', { name: 'Notice', module: 'board', moduleId: 'notice' }, admin),
    ).resolves.toMatchObject({
      name: 'Notice',
      link: '/board/notice',
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it.each([
    ['an API-key caller', null, 'Unauthorized'],
    ['a member', member, 'Unauthorized'],
  ])('refuses %s with errorType %s and writes nothing', async (_who, identity, errorType) => {
    for (const field of ['createMenu', 'updateMenu', 'deleteMenu', 'moveMenu', 'updateSiteSettings']) {
      await expect(
        call(field, { id: 'a', name: 'x', module: 'board', sortOrder: 0 }, identity),
      ).rejects.toMatchObject({
        name: errorType,
      });
    }
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers malformed input with BadRequest and never writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('createMenu', 'updateMenu', 'deleteMenu', 'moveMenu', 'updateSiteSettings'),
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              id: fc.string(),
              name: fc.string(),
              module: fc.string(),
              sortOrder: fc.double(),
              parentId: fc.string(),
            },
            { requiredKeys: [] },
          ),
        ),
        async (field, input) => {
          ddb.resetHistory();
          try {
            await call(field, input, admin);
          } catch (error) {
            expect(['BadRequest', 'NotFound', 'Conflict']).toContain((error as Error).name);
            expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
            expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('hides faults behind InternalFailure', async () => {
    ddb.on(QueryCommand).rejects(new Error('socket hang up at 10.1.2.3'));
    await expect(call('createMenu', { name: 'x', module: 'board' }, admin)).rejects.toMatchObject({
      name: 'InternalFailure',
      message: expect.not.stringMatching(/10\.1\.2\.3/),
    });
  });

  it('answers an unreachable store with ServiceUnavailable and no internal text', async () => {
    ddb
      .on(QueryCommand)
      .rejects(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8765'), { code: 'ECONNREFUSED' }));
    const failure = await call('createMenu', { name: 'x', module: 'board' }, admin).catch((e: Error) => e);
    expect(failure).toMatchObject({
      name: 'ServiceUnavailable',
      message: 'The service is busy. Please try again.',
    });
  });

  it("refuses a disabled member's mutation at once, before any write", async () => {
    ddb.on(GetCommand).resolves({ Item: { userId: 'admin-1', enabled: false } });
    await expect(call('createMenu', { name: 'x', module: 'board' }, admin)).rejects.toMatchObject({
      name: 'Unauthorized',
      message: 'Your account has been disabled by an administrator.',
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
