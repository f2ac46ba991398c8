import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { appSyncEvent, type FakeIdentity } from '../../test/support/appsync-event';
import { graphqlCaller, mockDocumentClient, writeCalls } from '../../test/support/handler-tests';

/**
 * The Message Box fields fed malformed arguments by members and by nobody: the answer is an AppSync error
 * with a client errorType (never InternalFailure) or a result, and a refused call writes nothing.
 * DynamoDB is mocked: every member exists; no conversation does.
 */
const ddb = mockDocumentClient();
const callGraphql = graphqlCaller();

beforeEach(() => {
  ddb.reset();
  ddb
    .on(GetCommand)
    .callsFake((input: { TableName: string; Key: { pk: string } }) =>
      input.TableName === 'members'
        ? { Item: { userId: input.Key.pk.slice(7), userName: 'someone', userGroups: [] } }
        : {},
    );
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(TransactWriteCommand).resolves({});
});

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', ' ', 'member-2', 'x'.repeat(2001), '#'),
);
const argsFor: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  'Query.listConversations': fc.record(
    { limit: fc.oneof(fc.integer(), fc.double(), text), nextToken: text },
    { requiredKeys: [] },
  ),
  'Query.getConversation': fc.record({ id: fc.oneof(text, fc.integer()) }, { requiredKeys: [] }),
  'Query.listMessages': fc.record(
    { conversationId: text, limit: fc.oneof(fc.integer(), text), nextToken: text },
    { requiredKeys: [] },
  ),
  'Mutation.startConversation': fc.record({
    input: fc.oneof(
      fc.anything(),
      fc.record({ withUserId: text, content: text, name: text, metadata: text }, { requiredKeys: [] }),
    ),
  }),
  'Mutation.sendMessage': fc.record({
    input: fc.oneof(fc.anything(), fc.record({ conversationId: text, content: text }, { requiredKeys: [] })),
  }),
  'Subscription.onMessageSent': fc.record(
    { conversationId: fc.oneof(text, fc.integer()) },
    { requiredKeys: [] },
  ),
};
const identity = fc.constantFrom<FakeIdentity | null>(null, { sub: 'member-1' });

it.each(Object.keys(argsFor))(
  '%s: a client error or a result, never a fault; no write when refused',
  async (key) => {
    const [typeName, fieldName] = key.split('.') as [string, string];
    await fc.assert(
      fc.asyncProperty(argsFor[key] as fc.Arbitrary<Record<string, unknown>>, identity, async (args, who) => {
        ddb.resetHistory();
        try {
          await callGraphql(appSyncEvent(typeName, fieldName, args, who));
        } catch (error) {
          expect(['BadRequest', 'NotFound', 'Unauthorized', 'Conflict']).toContain((error as Error).name);
          // No TransactWrite, Put or Update (nor Delete).
          expect(writeCalls(ddb)).toEqual([]);
        }
      }),
      { numRuns: 80 },
    );
  },
);
