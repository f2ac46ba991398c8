import type { APIGatewayProxyResult } from 'aws-lambda';
import { MemberRepository, type MemberProfile } from '../../lambda/member/member-repository';
import { apiGatewayEvent, lambdaContext } from '../support/api-gateway-event';
import { bindTableEnv, documentClient } from '../support/dynamodb';
import type { handler as memberHandler } from '../../lambda/member/handler';

const POOL = 'ap-northeast-2_LocalPool';
const now = new Date().toISOString();
const profile = (userId: string, extra: Partial<MemberProfile> = {}): MemberProfile => ({
  userId,
  userName: `user-${userId}`,
  email: `${userId}@example.com`,
  name: `Name ${userId}`,
  nickName: `Nick ${userId}`,
  userGroups: [],
  createdAt: now,
  updatedAt: now,
  ...extra,
});

let handler: typeof memberHandler;
const repo = () => new MemberRepository(documentClient(), 'members');

beforeAll(async () => {
  bindTableEnv('members');
  process.env.USER_POOL_ID = POOL;
  ({ handler } = await import('../../lambda/member/handler'));
  await repo().createProfile(profile('m-alice'));
  await repo().createProfile(profile('m-admin', { userGroups: ['Admin'], nickName: undefined }));
});

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
    await expect(repo().createProfile(profile('m-carol'))).resolves.toBe(true);
    await expect(repo().createProfile(profile('m-carol', { nickName: 'changed' }))).resolves.toBe(false);
    await expect(repo().getProfile('m-carol')).resolves.toMatchObject({ nickName: 'Nick m-carol' });
  });
});
