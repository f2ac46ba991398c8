import { graphql, newMember, rest, type TestMember } from './support/clients';

/**
 * A member's say over who reaches them, through the real clients (GraphQL and REST with members' tokens):
 * refusing messages from non-friends or from everyone, blocking a member (no messages, no friend requests,
 * their conversation hidden in the blocker's Message Box until unblocked), and the nickname lookup that
 * answers a few matches, never a paged directory of member ids.
 */
jest.setTimeout(90_000);

let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  [alice, bob] = await Promise.all([newMember('refa'), newMember('refb')]);
});

const start = (as: TestMember, withUserId: string, content: string) =>
  graphql<{ startConversation: { id: string } | null }>(
    'mutation ($input: StartConversationInput!) { startConversation(input: $input) { id } }',
    { input: { withUserId, content } },
    { token: as.tokens.idToken },
  );
const send = (as: TestMember, conversationId: string, content: string) =>
  graphql<{ sendMessage: { id: string } | null }>(
    'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }',
    { input: { conversationId, content } },
    { token: as.tokens.idToken },
  );
const inboxIds = async (as: TestMember) => {
  const answer = await graphql<{ listConversations: { items: { id: string }[] } }>(
    '{ listConversations { items { id } } }',
    {},
    { token: as.tokens.idToken },
  );
  return (answer.data?.listConversations.items ?? []).map((c) => c.id);
};
const acceptMessages = async (as: TestMember, accept: 'all' | 'friends' | 'none') => {
  const saved = await rest('member', 'PUT', `/member/${as.userId}`, {
    token: as.tokens.idToken,
    body: { acceptMessages: accept },
  });
  expect(saved.status).toBe(200);
};
/** The one error of a refused mutation: its type and message, and no data. */
const refusal = (answer: {
  data: Record<string, unknown> | null;
  errors?: { errorType?: string; message: string }[];
}) => ({
  data: Object.values(answer.data ?? {})[0] ?? null,
  errorType: answer.errors?.[0]?.errorType,
  message: answer.errors?.[0]?.message,
});

it("honours a member's refusal of messages from non-friends, then from everyone", async () => {
  await acceptMessages(bob, 'friends');
  expect(refusal(await start(alice, bob.userId, 'Hello Bob'))).toEqual({
    data: null,
    errorType: 'Unauthorized',
    message: 'This member accepts messages from their friends only.',
  });
  expect(await inboxIds(bob)).toEqual([]);

  // On Bob's friend list, Alice may write to him.
  expect(
    (await rest('post', 'POST', '/me/friends', { token: bob.tokens.idToken, body: { userId: alice.userId } }))
      .status,
  ).toBe(201);
  const started = await start(alice, bob.userId, 'Hello friend');
  expect(started.errors).toBeUndefined();
  const conversationId = started.data?.startConversation?.id as string;

  await acceptMessages(bob, 'none');
  expect(refusal(await send(alice, conversationId, 'Still there?'))).toEqual({
    data: null,
    errorType: 'Unauthorized',
    message: 'This member does not accept messages.',
  });
  await acceptMessages(bob, 'all');
  expect((await send(alice, conversationId, 'Back again')).errors).toBeUndefined();
  await rest('post', 'DELETE', `/me/friends/${alice.userId}`, { token: bob.tokens.idToken });
});

it('refuses a blocked member’s messages and friend requests, and hides their conversation until unblocked', async () => {
  const [carol, dave] = await Promise.all([newMember('refc'), newMember('refd')]);
  const started = await start(dave, carol.userId, 'Hi Carol');
  const conversationId = started.data?.startConversation?.id as string;
  expect(await inboxIds(carol)).toEqual([conversationId]);

  const blocked = await rest('post', 'POST', '/me/blocks', {
    token: carol.tokens.idToken,
    body: { userId: dave.userId },
  });
  expect(blocked.status).toBe(201);
  const list = await rest<{ items: { userId: string }[] }>('post', 'GET', '/me/blocks', {
    token: carol.tokens.idToken,
  });
  expect(list.body.items.map((b) => b.userId)).toEqual([dave.userId]);

  // Hidden from Carol's Message Box; Dave's still lists it (he is not told).
  expect(await inboxIds(carol)).toEqual([]);
  expect(await inboxIds(dave)).toEqual([conversationId]);

  for (const attempt of [send(dave, conversationId, 'Why?'), start(dave, carol.userId, 'Hello?')]) {
    expect(refusal(await attempt)).toEqual({
      data: null,
      errorType: 'Unauthorized',
      message: 'This member does not accept messages from you.',
    });
  }
  const friendRequest = await rest('post', 'POST', '/me/friends', {
    token: dave.tokens.idToken,
    body: { userId: carol.userId },
  });
  expect(friendRequest).toMatchObject({
    status: 403,
    body: { message: 'This member does not accept friend requests from you.' },
  });
  // The blocker cannot write to the member she blocked either, until she lifts the block.
  expect(refusal(await send(carol, conversationId, 'Bye'))).toMatchObject({
    errorType: 'Unauthorized',
    message: 'You have blocked this member. Unblock them to send a message.',
  });
  // Nothing Dave tried reached Carol.
  const messages = await graphql<{ listMessages: { items: { content: string }[] } }>(
    'query ($c: ID!) { listMessages(conversationId: $c) { items { content } } }',
    { c: conversationId },
    { token: carol.tokens.idToken },
  );
  expect(messages.data?.listMessages.items.map((m) => m.content)).toEqual(['Hi Carol']);

  const unblocked = await rest('post', 'DELETE', `/me/blocks/${dave.userId}`, {
    token: carol.tokens.idToken,
  });
  expect(unblocked.status).toBe(200);
  expect(await inboxIds(carol)).toEqual([conversationId]);
  expect((await send(dave, conversationId, 'Friends again?')).errors).toBeUndefined();
});

it('looks members up by nickname: 2 characters at least, 5 matches at most, no pages', async () => {
  // Seven members whose nicknames share a prefix no other test uses.
  const prefix = `Lk${Date.now().toString(36).slice(-5)}`;
  const members = await Promise.all(Array.from({ length: 7 }, (_, i) => newMember(`look${i}`)));
  await Promise.all(
    members.map((member, i) =>
      rest('member', 'PUT', `/member/${member.userId}`, {
        token: member.tokens.idToken,
        body: { nickName: `${prefix}${i}` },
      }),
    ),
  );
  const token = alice.tokens.idToken;
  const found = await rest<{ items: { nickName: string }[]; nextToken?: unknown }>(
    'member',
    'GET',
    `/members?nickName=${prefix}`,
    { token },
  );
  expect(found.status).toBe(200);
  expect(found.body.items).toHaveLength(5);
  expect(found.body).not.toHaveProperty('nextToken');
  // The exact nickname first.
  const exact = await rest<{ items: { nickName: string }[] }>(
    'member',
    'GET',
    `/members?nickName=${prefix}3`,
    { token },
  );
  expect(exact.body.items.map((m) => m.nickName)).toEqual([`${prefix}3`]);

  const paged = await rest('member', 'GET', `/members?nickName=${prefix}&limit=100`, { token });
  expect(paged).toMatchObject({ status: 400, body: { fields: [{ field: 'query.limit' }] } });
  const short = await rest('member', 'GET', '/members?nickName=v', { token });
  expect(short).toMatchObject({
    status: 400,
    body: { fields: [{ field: 'query.nickName', message: 'must be at least 2 characters' }] },
  });
});
