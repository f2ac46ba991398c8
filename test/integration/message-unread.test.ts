import { ConversationVisibility } from '../../lambda/messages/conversation-visibility';
import { MessageRepository } from '../../lambda/messages/message-repository';
import { MessageService } from '../../lambda/messages/message-service';
import type { Caller } from '../../lambda/shared/auth/caller';
import { documentClient, isolatedTables } from '../support/dynamodb';

/** The Message Box's unread counts against DynamoDB Local: kept per conversation and in one total. */
let service: MessageService;
let visibility: ConversationVisibility;
const alice = { userId: 'alice-1', userName: 'alice', groups: [], isAdmin: false } satisfies Caller;
const bob = { userId: 'bob-1', userName: 'bob', groups: [], isAdmin: false } satisfies Caller;
const eve = { userId: 'eve-1', userName: 'eve', groups: [], isAdmin: false } satisfies Caller;

beforeAll(async () => {
  const table = (await isolatedTables('unread'))('messages');
  let tick = 0;
  service = new MessageService(
    new MessageRepository(documentClient(), table),
    { displayNameOf: async (userId) => userId.split('-')[0] ?? null },
    () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)).toISOString(),
  );
  visibility = new ConversationVisibility(documentClient(), table);
});

it('counts messages sent to a member until they read the conversation; the sender never counts their own', async () => {
  expect(await service.unreadTotal(bob)).toBe(0);
  const conversation = await service.start(alice, { withUserId: bob.userId, content: 'Hi Bob' });
  const sent = await service.send(alice, conversation.id, 'Are you there?');
  expect(sent.recipientId).toBe(bob.userId);

  expect(await service.unreadTotal(bob)).toBe(2);
  expect(await service.unreadTotal(alice)).toBe(0);
  const bobs = await service.list(bob);
  expect(bobs.items[0]).toMatchObject({ id: conversation.id, unreadCount: 2 });
  expect((await service.list(alice)).items[0]).toMatchObject({ unreadCount: 0 });

  await service.send(bob, conversation.id, 'Yes!');
  expect(await service.unreadTotal(alice)).toBe(1);

  expect(await service.markRead(bob, conversation.id)).toBe(0);
  expect(await service.markRead(bob, conversation.id)).toBe(0);
  expect((await service.list(bob)).items[0]).toMatchObject({ unreadCount: 0 });
  expect(await service.unreadTotal(alice)).toBe(1);
});

it('refuses to mark a conversation the caller does not take part in, and changes nothing', async () => {
  const conversation = await service.start(eve, { withUserId: alice.userId, content: 'Psst' });
  await expect(service.markRead(bob, conversation.id)).rejects.toMatchObject({ statusCode: 404 });
  expect(await service.unreadTotal(alice)).toBe(2);
});

it('lets a member follow only the messages sent to them', () => {
  expect(service.authorizeInbox(bob, bob.userId)).toBeNull();
  expect(() => service.authorizeInbox(bob, alice.userId)).toThrow('only follow the messages sent to you');
  expect(() => service.authorizeInbox(null, alice.userId)).toThrow();
});

it("answers startConversation with its recipient, new or continued (onConversationStarted's filter), and stores none", async () => {
  const dan = { userId: 'dan-1', userName: 'dan', groups: [], isAdmin: false } satisfies Caller;
  const started = await service.start(alice, { withUserId: dan.userId, content: 'Hello Dan' });
  expect(started.recipientId).toBe(dan.userId);
  // Dan answers through startConversation too: the same conversation, now addressed to Alice.
  const continued = await service.start(dan, { withUserId: alice.userId, content: 'Hello Alice' });
  expect(continued).toMatchObject({ id: started.id, recipientId: alice.userId, lastMessage: 'Hello Alice' });
  // A stored conversation has no recipient: each participant's list and the conversation itself answer null.
  expect((await service.list(dan)).items[0]).toMatchObject({ id: started.id });
  expect((await service.list(dan)).items[0]?.recipientId ?? null).toBeNull();
  expect((await service.get(alice, started.id)).recipientId ?? null).toBeNull();
});

it("takes a blocked member's conversation out of the blocker's box with its unread count, and puts it back", async () => {
  const fay = { userId: 'fay-1', userName: 'fay', groups: [], isAdmin: false } satisfies Caller;
  const gus = { userId: 'gus-1', userName: 'gus', groups: [], isAdmin: false } satisfies Caller;
  const conversation = await service.start(gus, { withUserId: fay.userId, content: 'Hi' });
  await service.send(gus, conversation.id, 'Hello?');
  expect(await service.unreadTotal(fay)).toBe(2);

  await visibility.setHidden(fay.userId, gus.userId, true);
  expect(await service.unreadTotal(fay)).toBe(0);
  expect((await service.list(fay)).items).toEqual([]);
  // The blocked member is not told: his box still lists it.
  expect((await service.list(gus)).items[0]).toMatchObject({ id: conversation.id });

  await visibility.setHidden(fay.userId, gus.userId, false);
  expect((await service.list(fay)).items[0]).toMatchObject({ id: conversation.id, unreadCount: 0 });
  expect(await service.unreadTotal(fay)).toBe(0);
});
