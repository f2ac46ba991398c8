import { BlockRepository } from '../../lambda/blocks/block-repository';
import { FriendRepository } from '../../lambda/friends/friend-repository';
import { documentClient, isolatedTables } from '../support/dynamodb';

/** A member's friends and blocked members against DynamoDB Local: one list each, side by side in one partition. */
let friends: FriendRepository;
let blocks: BlockRepository;

beforeAll(async () => {
  const table = (await isolatedTables('member-lists'))('content');
  friends = new FriendRepository(documentClient(), table);
  blocks = new BlockRepository(documentClient(), table);
});

it('adds once, lists, answers whether one is there, and removes once, each list apart from the other', async () => {
  const bob = { userId: 'bob-1', nickName: 'Bob', addedAt: '2026-01-01T00:00:00.000Z' };
  await friends.add('ann-1', bob);
  await friends.add('ann-1', { ...bob, nickName: 'Bob again' });
  await blocks.add('ann-1', { userId: 'eve-1', nickName: 'Eve', blockedAt: '2026-01-02T00:00:00.000Z' });

  expect((await friends.list('ann-1', 10)).items).toEqual([bob]);
  expect((await blocks.list('ann-1', 10)).items.map((b) => b.userId)).toEqual(['eve-1']);
  await expect(blocks.has('ann-1', 'eve-1')).resolves.toBe(true);
  await expect(blocks.has('ann-1', 'bob-1')).resolves.toBe(false);
  await expect(friends.has('ann-1', 'bob-1')).resolves.toBe(true);

  await expect(friends.remove('ann-1', 'bob-1')).resolves.toBe(true);
  await expect(friends.remove('ann-1', 'bob-1')).resolves.toBe(false);
  expect((await friends.list('ann-1', 10)).items).toEqual([]);
  expect((await blocks.list('ann-1', 10)).items).toHaveLength(1);
});
