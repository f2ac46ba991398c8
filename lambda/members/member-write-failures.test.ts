import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Caller } from '../shared/auth/caller';
import { cancelled, describeWriteFailures, mockedDynamo, single } from '../../test/support/dynamo-failures';
import { kimProfile } from '../../test/support/member-profile';
import { MemberAdminService } from './member-admin-service';
import { MemberRepository } from './member-repository';
import { MemberService } from './member-service';
import { registerMember } from './register-member';

/**
 * Every write path of the member API (and the registration the post-confirmation trigger and first use
 * run) against DynamoDB's real failure answers: busy is retried, then 503; a failed condition gets its status.
 */
const { ddb, client } = mockedDynamo();
const members = new MemberRepository(client, 'members');
const POOL = 'ap-northeast-2_Pool1';
const service = new MemberService(members, POOL);
const admin = new MemberAdminService(members, {
  userBySub: async (sub) => ({ userName: sub === 'u-1' ? 'kim' : sub, sub }),
  addToGroup: async () => undefined,
  removeFromGroup: async () => undefined,
  disable: async () => undefined,
  enable: async () => undefined,
});
const kim: Caller = { userId: 'u-1', userName: 'kim', groups: [], isAdmin: false };
const boss: Caller = { userId: 'boss', userName: 'boss', groups: ['Admin'], isAdmin: true };
const profile = { pk: 'MEMBER#u-1', sk: 'PROFILE', ...kimProfile };

beforeEach(() => {
  ddb.reset();
  ddb
    .on(GetCommand)
    .callsFake((input: { Key: { pk: string } }) => (input.Key.pk === 'MEMBER#u-1' ? { Item: profile } : {}));
});

describeWriteFailures(ddb, {
  'register a member (post-confirmation or first use)': {
    run: async () => {
      const outcome = await registerMember(
        members,
        { userId: 'u-2', userName: 'lee', email: 'lee@example.com', name: 'Lee' },
        '2026-01-01T00:00:00.000Z',
      );
      if (outcome !== 'created') throw new Error(`expected created, got ${outcome}`);
    },
  },
  'register a member twice (the trigger ran again)': {
    run: () =>
      registerMember(
        members,
        { userId: 'u-2', userName: 'lee', email: 'lee@example.com', name: 'Lee' },
        '2026-01-01T00:00:00.000Z',
      ),
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None'), status: 200 },
  },
  'change the nickname to one in use': {
    run: () => service.updateProfile(kim, 'u-1', { nickName: 'Taken' }),
    failure: { error: () => cancelled('None', 'ConditionalCheckFailed', 'None'), status: 409 },
  },
  'change the nickname from a stale profile': {
    run: () => service.updateProfile(kim, 'u-1', { nickName: 'Other' }),
    failure: { error: () => cancelled('ConditionalCheckFailed', 'None', 'None'), status: 409 },
  },
  'refuse friend requests': {
    run: () => service.updateProfile(kim, 'u-1', { allowFriendRequests: false }),
    command: UpdateCommand,
    failure: single(404),
  },
  "set a member's groups": {
    run: () => admin.setGroups(boss, 'u-1', ['Editors']),
    command: UpdateCommand,
    failure: single(404),
  },
  'disable a member': {
    run: () => admin.setEnabled(boss, 'u-1', false),
    command: UpdateCommand,
    failure: single(404),
  },
});
