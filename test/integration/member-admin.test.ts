import { MemberAdminService } from '../../lambda/members/member-admin-service';
import { MemberRepository, type MemberProfile } from '../../lambda/members/member-repository';
import { memberKeys } from '../../lambda/storage/keys/member-keys';
import type { Caller } from '../../lambda/shared/auth/caller';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isolatedTables, localEndpoint } from '../support/dynamodb';

const admin: Caller = { userId: 'adm', userName: 'admin', groups: ['Admin'], isAdmin: true };
const now = '2026-11-22T00:00:00.000Z';
const profile = (userId: string, userName: string, email: string, nickName: string): MemberProfile => ({
  userId,
  userName,
  email,
  name: userName,
  nickName,
  userGroups: [],
  createdAt: now,
  updatedAt: now,
});

let repo: MemberRepository;
let membersTable: string;
let newestProfile: (sub: string) => Promise<MemberProfile | null> = async () => null;
const directoryCalls: string[] = [];
// The user pool side is covered against cognito-local by the stack tests (test/stack); here it records.
const directory = {
  // The pool holds every profile's sub under the profile's username (the stack tests cover a pool that does not).
  userBySub: async (sub: string) => {
    const found = (await repo.getProfile(sub)) ?? (await newestProfile(sub));
    return found ? { userName: found.userName, sub } : null;
  },
  addToGroup: async (user: string, group: string) => void directoryCalls.push(`add ${user} ${group}`),
  removeFromGroup: async (user: string, group: string) => void directoryCalls.push(`remove ${user} ${group}`),
  disable: async (user: string) => void directoryCalls.push(`disable ${user}`),
  enable: async (user: string) => void directoryCalls.push(`enable ${user}`),
};

beforeAll(async () => {
  const name = await isolatedTables('member-admin');
  membersTable = name('members');
  repo = new MemberRepository(documentClient(), membersTable);
  const people = [
    profile('m1', 'minjun', 'minjun@example.com', '민준'),
    profile('m2', 'Minji', 'kim.minji@example.com', '민지'),
    profile('m3', 'seoyeon', 'seo@example.com', 'Sunny'),
    profile('m4', 'mina', 'mina@example.kr', '미나'),
  ];
  for (const p of people) expect(await repo.createProfile(p)).toBe('created');
});

const ids = (page: { items: readonly { userId: string }[] }) => page.items.map((m) => m.userId);

describe('member search and administration against DynamoDB Local', () => {
  it('finds members by username prefix, case-insensitively, in username order, page by page', async () => {
    const first = await repo.search('userName', 'MIN', 2, undefined);
    expect(ids(first)).toEqual(['m4', 'm2']);
    const second = await repo.search('userName', 'MIN', 2, first.nextToken ?? undefined);
    expect(ids(second)).toEqual(['m1']);
    expect(second.nextToken).toBeNull();
  });

  it('finds members by email prefix and by nickname prefix', async () => {
    expect(ids(await repo.search('email', 'kim.', 10, undefined))).toEqual(['m2']);
    // In code-point order of the nickname: 민준 (U+C900) before 민지 (U+C9C0).
    expect(ids(await repo.search('nickName', '민', 10, undefined))).toEqual(['m1', 'm2']);
    expect(ids(await repo.search('nickName', 'sun', 10, undefined))).toEqual(['m3']);
  });

  it('browses every member in the field’s order when no search text is given (the Member List’s first view)', async () => {
    // DynamoDB refuses begins_with on an empty string: the list answered 500 before anything was typed.
    expect(ids(await repo.search('userName', '', 10, undefined))).toEqual(['m4', 'm2', 'm1', 'm3']);
    expect(ids(await repo.search('email', '', 10, undefined))).toEqual(['m2', 'm4', 'm1', 'm3']);
    expect(ids(await repo.search('nickName', '', 10, undefined))).toEqual(['m3', 'm4', 'm1', 'm2']);
    const service = new MemberAdminService(repo, directory);
    const first = await service.search('userName', '', 3, undefined);
    expect(ids(first)).toEqual(['m4', 'm2', 'm1']);
    expect(ids(await service.search('userName', '', 3, first.nextToken ?? undefined))).toEqual(['m3']);
  });

  it('keeps nickname search right after a nickname change', async () => {
    expect(await repo.changeNickName('m3', 'Sunny', 'Dawn', now)).toBe('changed');
    expect(ids(await repo.search('nickName', 'sun', 10, undefined))).toEqual([]);
    expect(ids(await repo.search('nickName', 'daw', 10, undefined))).toEqual(['m3']);
  });

  it('mirrors groups and status on the profile after the pool changes', async () => {
    const service = new MemberAdminService(repo, directory);
    await service.setGroups(admin, 'm1', ['Admin', 'Editor']);
    await service.setEnabled(admin, 'm1', false);
    expect(directoryCalls).toEqual(['add minjun Admin', 'add minjun Editor', 'disable minjun']);
    await expect(repo.getProfile('m1')).resolves.toMatchObject({
      userGroups: ['Admin', 'Editor'],
      enabled: false,
    });
    const [found] = (await service.search('userName', 'minjun', 10)).items;
    expect(found).toMatchObject({ userGroups: ['Admin', 'Editor'], enabled: false });
  });
});

describe('a closed account (its tombstone) against DynamoDB Local', () => {
  it('leaves no personal data, every list and count, releases the nickname, and cannot be written or re-created', async () => {
    const leaving = profile('w1', 'leaver', 'leaver@example.com', 'Leaver');
    expect(await repo.createProfile(leaving)).toBe('created');
    await repo.withdraw('w1', 'Leaver', new Date('2026-11-22T01:02:03.900Z'));

    const item = await documentClient().send(
      new GetCommand({ TableName: membersTable, Key: memberKeys.profile('w1') }),
    );
    // Only the sub and when: no name, email, username, nickname or index keys.
    expect(item.Item).toEqual({
      ...memberKeys.profile('w1'),
      userId: 'w1',
      withdrawnAt: '2026-11-22T01:02:03.900Z',
      tokensValidAfter: Date.parse('2026-11-22T01:02:03Z') / 1000,
    });
    await expect(repo.getProfile('w1')).resolves.toBeNull();
    await expect(repo.getStanding('w1')).resolves.toMatchObject({
      profile: null,
      withdrawnAt: expect.any(String),
    });
    expect(ids(await repo.search('userName', 'leaver', 10, undefined))).toEqual([]);
    expect(ids(await repo.search('email', 'leaver', 10, undefined))).toEqual([]);
    expect(ids(await repo.search('nickName', 'leaver', 10, undefined))).toEqual([]);
    // The nickname is free again, the profile cannot come back, and nothing can be set on the tombstone.
    expect(await repo.createProfile(profile('w2', 'next', 'next@example.com', 'Leaver'))).toBe('created');
    expect(await repo.createProfile(leaving)).toBe('exists');
    expect(await repo.setEnabled('w1', false, now)).toBe(false);
    expect(await repo.endSessions('w1', 1, now)).toBe(false);
    expect(await repo.changeNickName('w1', undefined, 'Back', now)).toBe('stale');
    await expect(repo.getProfile('w1')).resolves.toBeNull();
  });
});

describe('the newest members (the dashboard) against DynamoDB Local', () => {
  /** Every request the repository sends, with the parts that show how it reads. */
  const sent: { command: string; index?: string; limit?: number; forward?: boolean }[] = [];
  let newestRepo: MemberRepository;
  const signedUpAt = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

  beforeAll(async () => {
    const name = await isolatedTables('member-newest');
    const client = new DynamoDBClient({ endpoint: localEndpoint() });
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { IndexName?: string; Limit?: number; ScanIndexForward?: boolean };
        sent.push({
          command: context.commandName ?? 'unknown',
          index: input.IndexName,
          limit: input.Limit,
          forward: input.ScanIndexForward,
        });
        return next(args);
      },
      { step: 'initialize', name: 'recordRequests' },
    );
    newestRepo = new MemberRepository(
      DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
      name('members'),
    );
    newestProfile = (sub) => newestRepo.getProfile(sub);
    // 130 members, more than the 100 the dashboard once picked from; usernames in another order than
    // sign-up (a username index would give other "latest" members); each with a nickname claim item.
    for (let start = 0; start < 130; start += 26) {
      const outcomes = await Promise.all(
        Array.from({ length: 26 }, (_, n) => {
          const i = start + n;
          const member = profile(`s${i}`, `user${(i * 37) % 130}`, `s${i}@example.com`, `Nick${i}`);
          return newestRepo.createProfile({ ...member, createdAt: signedUpAt(i) });
        }),
      );
      expect(outcomes.every((outcome) => outcome === 'created')).toBe(true);
    }
  }, 60_000);

  it('answers the newest five with one Query of the sign-up index, Limit 5, newest first: no Scan', async () => {
    sent.length = 0;
    const first = await newestRepo.newest(5, undefined);
    expect(ids(first)).toEqual(['s129', 's128', 's127', 's126', 's125']);
    expect(first.items[0]).toMatchObject({ userName: 'user93', createdAt: signedUpAt(129) });
    expect(sent).toEqual([{ command: 'QueryCommand', index: 'bySignUp', limit: 5, forward: false }]);
    expect(first.nextToken).toEqual(expect.any(String));

    const second = await newestRepo.newest(5, first.nextToken ?? undefined);
    expect(ids(second)).toEqual(['s124', 's123', 's122', 's121', 's120']);
  });

  it('serves GET /admin/members?by=newest through the admin service, with the admin view of each member', async () => {
    const service = new MemberAdminService(newestRepo, directory);
    const page = await service.search('newest', '', 5);
    expect(ids(page)).toEqual(['s129', 's128', 's127', 's126', 's125']);
    expect(page.items[0]).toMatchObject({ nickName: 'Nick129', enabled: true });
  });

  it('pages through every member, none missed and no nickname claim among them', async () => {
    const last = await newestRepo.newest(100, undefined);
    const rest = await newestRepo.newest(100, last.nextToken ?? undefined);
    expect(last.items.length + rest.items.length).toBe(130);
    expect(rest.nextToken).toBeNull();
  });
});
