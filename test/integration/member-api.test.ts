import type { APIGatewayProxyResult } from 'aws-lambda';
import { MemberRepository } from '../../lambda/members/member-repository';
import { memberProfiles } from '../support/member-profile';
import { apiGatewayEvent, lambdaContext } from '../support/api-gateway-event';
import { bindTableEnv, documentClient } from '../support/dynamodb';
import type { handler as memberHandler } from '../../lambda/apis/member-api';

const POOL = 'ap-northeast-2_LocalPool';
const now = new Date().toISOString();
// Members who agreed to the terms' first version: their writes reach the route's own rules.
const withProfile = memberProfiles(now);
const profile: typeof withProfile = (userId, extra = {}) =>
  withProfile(userId, { termsVersion: 1, ...extra });

let handler: typeof memberHandler;
const repo = () => new MemberRepository(documentClient(), 'members');

beforeAll(async () => {
  bindTableEnv('members', 'site');
  process.env.USER_POOL_ID = POOL;
  ({ handler } = await import('../../lambda/apis/member-api'));
  await repo().createProfile(profile('m-alice'));
  await repo().createProfile(profile('m-admin', { userGroups: ['Admin'], nickName: undefined }));
});

async function putMember(
  userId: string,
  body: unknown,
  caller: { sub: string; groups?: string[] } = { sub: userId },
) {
  const event = apiGatewayEvent('PUT', '/member/{userId}', {
    pathParameters: { userId },
    caller,
    body: JSON.stringify(body),
  });
  const res = (await handler(event, lambdaContext)) as APIGatewayProxyResult;
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

async function getMember(
  userId: string,
  caller?: { sub: string; groups?: string[] },
  userPoolId: string | undefined = POOL,
) {
  const event = apiGatewayEvent('GET', '/member/{userId}', {
    pathParameters: { userId },
    query: userPoolId ? { userPoolId } : {},
    caller,
  });
  const res = (await handler(event, lambdaContext)) as APIGatewayProxyResult;
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

describe('GET /member/{userId} against DynamoDB Local', () => {
  it('given a member, when they read themselves, then they get userName, nickName and userGroups', async () => {
    await expect(getMember('m-alice', { sub: 'm-alice' })).resolves.toEqual({
      status: 200,
      body: { userName: 'user-m-alice', nickName: 'Nick m-alice', userGroups: [] },
    });
  });

  it('given an admin, when they read another member, then they get the record', async () => {
    const res = await getMember('m-alice', { sub: 'm-admin', groups: ['Admin'] });
    expect(res.status).toBe(200);
  });

  it('given an admin without a nickName, then nickName is null', async () => {
    await expect(getMember('m-admin', { sub: 'm-admin', groups: ['Admin'] })).resolves.toMatchObject({
      body: { nickName: null, userGroups: ['Admin'] },
    });
  });

  it('given another member, when they read alice, then 403', async () => {
    await expect(getMember('m-alice', { sub: 'm-bob' })).resolves.toMatchObject({ status: 403 });
  });

  it('given no verified token, then 401', async () => {
    await expect(getMember('m-alice')).resolves.toMatchObject({ status: 401 });
  });

  it('given another pool id, then 400 naming userPoolId', async () => {
    const res = await getMember('m-alice', { sub: 'm-alice' }, 'ap-northeast-2_Other');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'query.userPoolId', message: "is not this site's user pool" }]);
  });

  it('given an unknown id read by an admin, then 404', async () => {
    await expect(getMember('m-nobody', { sub: 'm-admin', groups: ['Admin'] })).resolves.toMatchObject({
      status: 404,
    });
  });

  it('creates a profile only once (the post-confirmation trigger may run twice)', async () => {
    await expect(repo().createProfile(profile('m-carol'))).resolves.toBe('created');
    await expect(repo().createProfile(profile('m-carol', { nickName: 'changed' }))).resolves.toBe('exists');
    await expect(repo().getProfile('m-carol')).resolves.toMatchObject({ nickName: 'Nick m-carol' });
  });
});

describe('PUT /member/{userId} against DynamoDB Local', () => {
  beforeAll(async () => {
    await repo().createProfile(profile('n-dana', { nickName: 'Dana' }));
    await repo().createProfile(profile('n-eun', { nickName: '은하수' }));
  });

  it('given a free nickname, then it changes and the old one is released for others', async () => {
    await expect(putMember('n-dana', { nickName: 'Dawn' })).resolves.toMatchObject({
      status: 200,
      body: { nickName: 'Dawn' },
    });
    await expect(repo().getProfile('n-dana')).resolves.toMatchObject({ nickName: 'Dawn' });
    await expect(putMember('n-eun', { nickName: 'dana' })).resolves.toMatchObject({ status: 200 });
  });

  it('given a nickname in use in another case or Unicode form, then 409 and nothing changes', async () => {
    await expect(putMember('n-dana', { nickName: 'DANA' })).resolves.toMatchObject({ status: 409 });
    await expect(putMember('n-eun', { nickName: '한글' })).resolves.toMatchObject({ status: 200 });
    const decomposed = '\u1112\u1161\u11ab\u1100\u1173\u11af'; // 한글 as separate jamo
    await expect(putMember('n-dana', { nickName: decomposed })).resolves.toMatchObject({ status: 409 });
    await expect(repo().getProfile('n-dana')).resolves.toMatchObject({ nickName: 'Dawn' });
  });

  it("given a case-only change of one's own nickname, then it is allowed", async () => {
    await expect(putMember('n-dana', { nickName: 'DAWN' })).resolves.toMatchObject({
      status: 200,
      body: { nickName: 'DAWN' },
    });
  });

  it('given another member or an admin, then 403 and nothing changes', async () => {
    await expect(putMember('n-dana', { nickName: 'Hijack' }, { sub: 'n-eun' })).resolves.toMatchObject({
      status: 403,
    });
    await expect(
      putMember('n-dana', { nickName: 'Hijack' }, { sub: 'm-admin', groups: ['Admin'] }),
    ).resolves.toMatchObject({
      status: 403,
    });
    await expect(repo().getProfile('n-dana')).resolves.toMatchObject({ nickName: 'DAWN' });
  });

  it('given 20 members racing for one nickname, then exactly one wins and the others get 409', async () => {
    const racers = Array.from({ length: 20 }, (_, i) => `r-${i}`);
    for (const id of racers) await repo().createProfile(profile(id));
    const results = await Promise.all(racers.map((id) => putMember(id, { nickName: 'Winner' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const holders = await Promise.all(racers.map((id) => repo().getProfile(id)));
    expect(holders.filter((p) => p?.nickName === 'Winner')).toHaveLength(1);
  });
});
