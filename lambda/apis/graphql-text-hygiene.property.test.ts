import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { appSyncEvent, type FakeIdentity } from '../../test/support/appsync-event';
import { graphqlCaller, mockDocumentClient, writeCalls } from '../../test/support/handler-tests';

/**
 * The GraphQL mutations that take human text (menu names, the site's title and description, messages and
 * conversation names), fed text that must never be stored (contracts/text.ts): BadRequest naming the
 * field, nothing written.
 */
const ddb = mockDocumentClient();
const callGraphql = graphqlCaller();

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  // The caller agreed to the terms' current version, so their writes reach the input checks.
  ddb.on(GetCommand, { TableName: 'members' }).resolves({ Item: { termsVersion: 1 } });
  ddb.on(QueryCommand).resolves({ Items: [] });
});

const admin: FakeIdentity = { sub: 'admin-1', groups: ['Admin'] };
const member: FakeIdentity = { sub: 'member-1' };
const settings = {
  title: 'Site',
  description: 'About',
  defaultLanguage: 'en',
  upload: { maxFileSizeMb: 10, allowedExtensions: ['jpg'] },
  members: { signUpOpen: true },
};

const cases = [
  ['createMenu', 'name', { name: 'Menu', module: 'page', moduleId: 'about' }, admin, true],
  ['updateSiteSettings', 'title', settings, admin, true],
  ['updateSiteSettings', 'description', settings, admin, true],
  ['startConversation', 'content', { withUserId: 'member-2', content: 'Hi' }, member, false],
  ['startConversation', 'name', { withUserId: 'member-2', name: 'Chat', content: 'Hi' }, member, true],
  ['sendMessage', 'content', { conversationId: 'c1', content: 'Hi' }, member, false],
] as const;

const refused = (singleLine: boolean) =>
  fc.oneof(
    fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\uD800', '\uDC00', '\u0000', '\u0007', '\u001B', '\u0085'),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
    ...(singleLine
      ? [fc.constantFrom('a\nb', 'a\tb', 'a\u202Eb', 'a\u2066b')]
      : [fc.constantFrom('\u200B', '\u3164\u3164', ' \u2800 ', '\uFEFF\n\u2060')]),
  );

describe('GraphQL mutations refuse text that must not be stored', () => {
  it.each(cases)(
    '%s input.%s: BadRequest, nothing written',
    async (field, name, input, identity, singleLine) => {
      await fc.assert(
        fc.asyncProperty(refused(singleLine), async (value) => {
          ddb.resetHistory();
          const failure = await callGraphql(
            appSyncEvent('Mutation', field, { input: { ...input, [name]: value } }, identity),
          ).then(
            () => null,
            (error: Error) => error,
          );
          expect(failure).toMatchObject({
            name: 'BadRequest',
            message: expect.stringContaining(`input.${name}`),
          });
          // No Put, Update or TransactWrite (nor Delete).
          expect(writeCalls(ddb)).toEqual([]);
        }),
        { numRuns: 40 },
      );
    },
  );
});
