import type { APIGatewayProxyResult } from 'aws-lambda';
import { MemberRepository } from '../../lambda/members/member-repository';
import { ReservedNickNames } from '../../lambda/members/reserved-nicknames';
import { SettingsCache } from '../../lambda/site-settings/settings-cache';
import { registerMember } from '../../lambda/members/register-member';
import { SiteSettingsRepository } from '../../lambda/site-settings/site-settings-repository';
import { memberProfiles } from '../support/member-profile';
import { apiGatewayEvent, lambdaContext } from '../support/api-gateway-event';
import { documentClient, isolatedTables } from '../support/dynamodb';
import type { handler as memberHandler } from '../../lambda/apis/member-api';

/**
 * Reserved and look-alike nicknames through PUT /member/{userId} and the first profile, against DynamoDB Local:
 * the built-in words, the site's title and the words an admin adds in Member Setting are refused with a 400
 * naming body.nickName, look-alikes of a taken name with a 409, and nothing changes either way.
 */
const now = new Date().toISOString();
const profile = memberProfiles(now);

let handler: typeof memberHandler;
let members: MemberRepository;
let settings: SiteSettingsRepository;
let siteTable: string;

beforeAll(async () => {
  // Private tables: this file writes the site settings, which other files read.
  const name = await isolatedTables(`reserved${process.pid}`);
  process.env.USER_POOL_ID = 'ap-northeast-2_LocalPool';
  ({ handler } = await import('../../lambda/apis/member-api'));
  members = new MemberRepository(documentClient(), name('members'));
  siteTable = name('site');
  settings = new SiteSettingsRepository(documentClient(), siteTable);
  await settings.put(
    {
      title: '우리 동네',
      description: '',
      defaultLanguage: 'ko',
      upload: { maxFileSizeMb: 10, allowedExtensions: ['jpg'] },
      members: { signUpOpen: true, reservedNickNames: [] },
    },
    now,
  );
  // Both agreed to the terms' current version (the first), so a write meets only the nickname rules.
  await members.createProfile(profile('r-alice', { nickName: 'Alice', termsVersion: 1 }));
  await members.createProfile(profile('r-bob', { nickName: 'Bob', termsVersion: 1 }));
});

async function putMember(userId: string, body: unknown) {
  const event = apiGatewayEvent('PUT', '/member/{userId}', {
    pathParameters: { userId },
    caller: { sub: userId },
    body: JSON.stringify(body),
  });
  const res = (await handler(event, lambdaContext)) as APIGatewayProxyResult;
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

const reservedAnswer = {
  status: 400,
  body: expect.objectContaining({
    fields: [expect.objectContaining({ field: 'body.nickName', message: expect.stringMatching(/reserved/) })],
  }),
};

it('refuses AIice (a capital I) beside Alice, as the same name', async () => {
  await expect(putMember('r-bob', { nickName: 'AIice' })).resolves.toMatchObject({ status: 409 });
  await expect(putMember('r-bob', { nickName: 'a1ice' })).resolves.toMatchObject({ status: 409 });
  await expect(members.getProfile('r-bob')).resolves.toMatchObject({ nickName: 'Bob' });
});

it.each(['관리자', '운영자', 'admin', 'ADMIN', 'Аdmin', 'adm1n', 'guest', 'SYSTEM', '관 리 자'])(
  'refuses the reserved nickname %s with a 400 naming body.nickName, changing nothing',
  async (nickName) => {
    await expect(putMember('r-bob', { nickName, allowFriendRequests: false })).resolves.toMatchObject(
      reservedAnswer,
    );
    const bob = await members.getProfile('r-bob');
    expect(bob).toMatchObject({ nickName: 'Bob' });
    expect(bob?.allowFriendRequests).not.toBe(false);
  },
);

it("refuses the site's title and the words an admin adds in Member Setting, and their look-alikes", async () => {
  await expect(putMember('r-bob', { nickName: '우리 동네' })).resolves.toMatchObject(reservedAnswer);
  // Free until an admin reserves it.
  await expect(putMember('r-alice', { nickName: 'Moderator' })).resolves.toMatchObject({ status: 200 });
  await expect(putMember('r-alice', { nickName: 'Alice' })).resolves.toMatchObject({ status: 200 });
  const current = await settings.get();
  await settings.put(
    { ...current, members: { ...current.members, reservedNickNames: ['Moderator', '매니저'] } },
    now,
  );
  for (const nickName of ['Moderator', 'MODERAT0R', '매니저']) {
    await expect(putMember('r-bob', { nickName })).resolves.toMatchObject(reservedAnswer);
  }
  await expect(members.getProfile('r-bob')).resolves.toMatchObject({ nickName: 'Bob' });
  // Whole names only, as Rhymix's denied nicknames: a name that merely contains one stays free.
  await expect(putMember('r-bob', { nickName: 'Admin Kim' })).resolves.toMatchObject({ status: 200 });
});

it("gives a first profile a free nickname when the member's name is reserved", async () => {
  const rule = await new ReservedNickNames(new SettingsCache(documentClient(), siteTable)).rule();
  for (const [userId, name] of [
    ['r-new1', '관리자'],
    ['r-new2', '우리 동네'],
    ['r-new3', 'Moderator'],
  ] as const) {
    await registerMember(
      members,
      { userId, userName: userId, email: `${userId}@example.com`, name },
      now,
      rule,
    );
    const created = await members.getProfile(userId, { consistent: true });
    expect(created?.nickName).toBeDefined();
    expect(created?.nickName).not.toBe(name);
    expect(created?.nickName?.startsWith(name)).toBe(true);
  }
});
