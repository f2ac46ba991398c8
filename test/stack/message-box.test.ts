import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { RealtimeClient } from '../support/realtime-client';
import {
  dynamoClient,
  graphql,
  localStack,
  newMember,
  realtimeAuthorization,
  type TestMember,
} from './support/clients';

/**
 * The Message Box over GraphQL with members' tokens: private conversations of two members, newest activity
 * first, and a subscription that only the participants can open.
 */
jest.setTimeout(60_000);

let alice: TestMember;
let bob: TestMember;
let eve: TestMember;
const sockets: RealtimeClient[] = [];

beforeAll(async () => {
  [alice, bob, eve] = await Promise.all([newMember('alice'), newMember('bob'), newMember('eve')]);
});
afterAll(() => sockets.forEach((socket) => socket.close()));

const conversationFields = 'id name participants { userId nickName } lastMessage createdAt updatedAt';
const start = (as: TestMember, withUserId: string, content: string) =>
  graphql<{ startConversation: { id: string; lastMessage: string; participants: { userId: string }[] } }>(
    `mutation ($input: StartConversationInput!) { startConversation(input: $input) { ${conversationFields} } }`,
    { input: { withUserId, content } },
    { token: as.tokens.idToken },
  );
const send = (as: TestMember, conversationId: string, content: string) =>
  graphql<{ sendMessage: { id: string; content: string; senderId: string } }>(
    'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id conversationId content senderId senderNickName createdAt } }',
    { input: { conversationId, content } },
    { token: as.tokens.idToken },
  );
const inbox = (as: TestMember) =>
  graphql<{ listConversations: { items: { id: string; lastMessage: string }[] } }>(
    `{ listConversations { items { ${conversationFields} } nextToken } }`,
    {},
    { token: as.tokens.idToken },
  );
const messagesOf = (as: TestMember, conversationId: string, limit?: number, nextToken?: string) =>
  graphql<{ listMessages: { items: { content: string }[]; nextToken: string | null } }>(
    'query ($c: ID!, $l: Int, $n: String) { listMessages(conversationId: $c, limit: $l, nextToken: $n) { items { content } nextToken } }',
    { c: conversationId, l: limit, n: nextToken },
    { token: as.tokens.idToken },
  );

/** A member's own realtime connection, acknowledged, with one subscription started as `id`. */
async function listen(as: TestMember, id: string, query: string, variables: Record<string, unknown>) {
  const { config } = localStack();
  const auth = realtimeAuthorization({ Authorization: as.tokens.idToken });
  const socket = await RealtimeClient.connect(config.graphql.realtimeEndpoint as string, auth);
  sockets.push(socket);
  socket.send({ type: 'connection_init' });
  await socket.next('connection_ack');
  socket.start(id, query, auth, variables);
  return socket;
}

const subscriber = (as: TestMember, conversationId: string) =>
  listen(
    as,
    'messages',
    'subscription ($c: ID!) { onMessageSent(conversationId: $c) { id content senderId } }',
    { c: conversationId },
  );

const onConversationStarted =
  'subscription ($r: ID!) { onConversationStarted(recipientId: $r) { id recipientId lastMessage participants { userId } } }';
/** startConversation as the web app sends it: recipientId selected, which AppSync filters the subscription on. */
const startSelectingRecipient = (as: TestMember, withUserId: string, content: string) =>
  graphql<{ startConversation: { id: string; recipientId: string } }>(
    'mutation ($input: StartConversationInput!) { startConversation(input: $input) { id recipientId lastMessage participants { userId } } }',
    { input: { withUserId, content } },
    { token: as.tokens.idToken },
  );

it('keeps a conversation between its two members, newest activity first, continued rather than duplicated', async () => {
  const started = await start(alice, bob.userId, 'Hi Bob!');
  expect(started.errors).toBeUndefined();
  const conversation = started.data?.startConversation;
  expect(conversation?.participants.map((p) => p.userId).sort()).toEqual([alice.userId, bob.userId].sort());

  const again = await start(bob, alice.userId, 'Hello Alice');
  expect(again.data?.startConversation.id).toBe(conversation?.id);
  expect(again.data?.startConversation.lastMessage).toBe('Hello Alice');

  const bobs = await inbox(bob);
  expect(bobs.data?.listConversations.items[0]).toEqual(
    expect.objectContaining({ id: conversation?.id, lastMessage: 'Hello Alice' }),
  );
  expect((await inbox(eve)).data?.listConversations.items).toEqual([]);

  const page = await messagesOf(alice, conversation?.id as string, 1);
  expect(page.data?.listMessages.items.map((m) => m.content)).toEqual(['Hello Alice']);
  const older = await messagesOf(
    alice,
    conversation?.id as string,
    1,
    page.data?.listMessages.nextToken ?? undefined,
  );
  expect(older.data?.listMessages.items.map((m) => m.content)).toEqual(['Hi Bob!']);
});

it('hides a conversation from anyone else and lets them write nothing', async () => {
  const { data } = await start(alice, bob.userId, 'Private');
  const id = data?.startConversation.id as string;
  const count = async () =>
    (
      await dynamoClient().send(
        new QueryCommand({
          TableName: localStack().tables.messages,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :m)',
          ExpressionAttributeValues: { ':pk': `CONV#${id}`, ':m': 'MSG#' },
        }),
      )
    ).Count;
  const before = await count();

  const read = await graphql(
    `
      query ($id: ID!) {
        getConversation(id: $id) {
          id
        }
      }
    `,
    { id },
    { token: eve.tokens.idToken },
  );
  expect(read.errors?.[0]?.errorType).toBe('NotFound');
  expect((await messagesOf(eve, id)).errors?.[0]?.errorType).toBe('NotFound');
  expect((await send(eve, id, 'Let me in')).errors?.[0]?.errorType).toBe('NotFound');
  // Visitors with the API key cannot reach the Message Box at all.
  const guest = await graphql('{ listConversations { items { id } } }');
  expect(guest.errors?.[0]?.errorType).toBe('Unauthorized');
  expect(await count()).toBe(before);
});

it('refuses bad input with BadRequest', async () => {
  expect((await start(alice, alice.userId, 'me')).errors?.[0]?.errorType).toBe('BadRequest');
  expect((await start(alice, bob.userId, '   ')).errors?.[0]?.errorType).toBe('BadRequest');
  expect((await start(alice, 'no-such-member', 'hi')).errors?.[0]?.errorType).toBe('NotFound');
  const { data } = await start(alice, bob.userId, 'ok');
  expect(
    (await send(alice, data?.startConversation.id as string, 'x'.repeat(2001))).errors?.[0]?.errorType,
  ).toBe('BadRequest');
});

it('delivers new messages in real time to a participant, and refuses the subscription to anyone else', async () => {
  const { data } = await start(alice, bob.userId, 'Are you there?');
  const id = data?.startConversation.id as string;

  const bobListens = await subscriber(bob, id);
  await bobListens.next('start_ack', 'messages');
  const eveListens = await subscriber(eve, id);
  const refused = await eveListens.next('error', 'messages');
  expect(JSON.stringify(refused.payload)).toContain('Unauthorized');

  const sent = await send(alice, id, 'Yes, live!');
  expect(sent.errors).toBeUndefined();
  const delivered = await bobListens.next('data', 'messages', 5000);
  expect(delivered.payload).toEqual({
    data: { onMessageSent: { id: sent.data?.sendMessage.id, content: 'Yes, live!', senderId: alice.userId } },
  });
  expect(eveListens.pending('messages').filter((m) => m.type === 'data')).toEqual([]);
});

it('delivers a conversation started with a member to that member only, live, and refuses its subscription to anyone else', async () => {
  // A recipient with no conversation yet, so the first start is a new conversation.
  const frank = await newMember('frank');
  const frankListens = await listen(frank, 'started', onConversationStarted, { r: frank.userId });
  await frankListens.next('start_ack', 'started');
  // Eve asks for Frank's conversations (refused by the subscription's resolver) and for her own.
  const eveListens = await listen(eve, 'franks', onConversationStarted, { r: frank.userId });
  const refused = await eveListens.next('error', 'franks');
  expect(JSON.stringify(refused.payload)).toContain('Unauthorized');
  eveListens.start(
    'own',
    onConversationStarted,
    realtimeAuthorization({ Authorization: eve.tokens.idToken }),
    {
      r: eve.userId,
    },
  );
  await eveListens.next('start_ack', 'own');

  const started = await startSelectingRecipient(alice, frank.userId, 'Hi Frank, new here');
  expect(started.errors).toBeUndefined();
  const id = started.data?.startConversation.id as string;
  expect((await frankListens.next('data', 'started', 5000)).payload).toEqual({
    data: {
      onConversationStarted: {
        id,
        recipientId: frank.userId,
        lastMessage: 'Hi Frank, new here',
        participants: [{ userId: alice.userId }, { userId: frank.userId }],
      },
    },
  });

  // Started again, the conversation is continued: Frank hears of its new message the same way.
  const again = await startSelectingRecipient(alice, frank.userId, 'Me again');
  expect(again.data?.startConversation.id).toBe(id);
  const continued = await frankListens.next('data', 'started', 5000);
  expect(continued.payload?.data).toEqual({
    onConversationStarted: expect.objectContaining({
      id,
      recipientId: frank.userId,
      lastMessage: 'Me again',
    }),
  });

  // A conversation started with Eve reaches her own subscription; nothing of Frank's ever reached her.
  const evesOwn = await startSelectingRecipient(alice, eve.userId, 'Hi Eve');
  const delivered = await eveListens.next('data', 'own', 5000);
  expect(delivered.payload?.data).toEqual({
    onConversationStarted: expect.objectContaining({
      id: evesOwn.data?.startConversation.id,
      recipientId: eve.userId,
    }),
  });
  expect(eveListens.pending('franks')).toEqual([]);
  expect(eveListens.pending('own')).toEqual([]);
  expect(frankListens.pending('started')).toEqual([]);
});
