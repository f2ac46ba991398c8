import type { PreSignUpTriggerEvent } from 'aws-lambda';
import type { handler as graphqlHandler } from '../../lambda/apis/graphql-api';
import type { handler as preSignUpHandler } from '../../lambda/apis/pre-sign-up';
import * as siteSettings from '../../lambda/site-settings/resolvers/site-settings';
import { executeJsResolver } from '../../local/appsync/js-resolver-executor';
import { lambdaContext } from '../support/api-gateway-event';
import { appSyncEvent, type FakeIdentity } from '../support/appsync-event';
import { countingClient, isolatedTables } from '../support/dynamodb';

const admin: FakeIdentity = { sub: 'admin-1', groups: ['Admin'] };
let graphql: typeof graphqlHandler;
let preSignUp: typeof preSignUpHandler;
let siteTable = '';

const valid = {
  title: '우리 동네',
  description: 'A neighbourhood board',
  defaultLanguage: 'ko-KR',
  upload: { maxFileSizeMb: 20, allowedExtensions: ['JPG', 'png', 'jpg'] },
  members: { signUpOpen: false },
};

const update = (input: unknown, identity: FakeIdentity | null = admin) =>
  graphql(appSyncEvent('Mutation', 'updateSiteSettings', { input }, identity), lambdaContext);

async function read() {
  const { client, sent } = countingClient();
  const out = await executeJsResolver(
    siteSettings,
    { typeName: 'Query', fieldName: 'siteSettings' },
    { client, tableName: siteTable },
  );
  return { ...out, sent };
}

function signUpEvent(
  triggerSource: string,
  agreement: Partial<PreSignUpTriggerEvent['request']> = { clientMetadata: { termsVersion: '1' } },
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'ap-northeast-2',
    userPoolId: 'ap-northeast-2_Local',
    userName: 'newcomer',
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    triggerSource,
    request: { userAttributes: { email: 'new@example.com', name: 'New' }, ...agreement },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}

beforeAll(async () => {
  siteTable = (await isolatedTables('settings'))('site');
  ({ handler: graphql } = await import('../../lambda/apis/graphql-api'));
  ({ handler: preSignUp } = await import('../../lambda/apis/pre-sign-up'));
});

describe('site settings against DynamoDB Local', () => {
  it('given nothing saved, then siteSettings answers the defaults with one GetItem, and sign-up is open', async () => {
    const out = await read();
    expect(out.sent).toEqual(['GetItemCommand']);
    expect(out.data).toMatchObject({ title: 'Community', members: { signUpOpen: true }, updatedAt: null });
    expect(out.data).toMatchObject({
      members: { termsOfService: expect.stringContaining('Terms of service') },
    });
    expect(out.data).toMatchObject({ members: { privacyPolicy: expect.stringContaining('Privacy policy') } });
    expect(out.data).toMatchObject({
      termsVersion: 1,
      limits: { messagesPerMinute: 20, conversationsPerMinute: 5, postsPerMinute: 5 },
    });
    await expect(preSignUp(signUpEvent('PreSignUp_SignUp'), lambdaContext)).resolves.toMatchObject({
      userName: 'newcomer',
    });
    // Agreement is required, to the current version, in ClientMetadata or ValidationData.
    await expect(preSignUp(signUpEvent('PreSignUp_SignUp', {}), lambdaContext)).rejects.toThrow(
      /To sign up, agree to the terms/,
    );
    await expect(
      preSignUp(signUpEvent('PreSignUp_SignUp', { clientMetadata: { termsVersion: '2' } }), lambdaContext),
    ).rejects.toThrow(/changed while you were signing up/);
    await expect(
      preSignUp(signUpEvent('PreSignUp_SignUp', { validationData: { termsVersion: '1' } }), lambdaContext),
    ).resolves.toBeDefined();
  });

  it.each([
    ['an svg upload', { ...valid, upload: { ...valid.upload, allowedExtensions: ['svg'] } }],
    ['a 0 MB limit', { ...valid, upload: { ...valid.upload, maxFileSizeMb: 0 } }],
    ['an empty title', { ...valid, title: ' ' }],
    ['a bad language', { ...valid, defaultLanguage: 'korean' }],
    ['a missing section', { title: 'x', description: '', defaultLanguage: 'en' }],
  ])('given %s, then BadRequest and nothing is saved', async (_what, input) => {
    await expect(update(input)).rejects.toMatchObject({ name: 'BadRequest' });
    await expect(read()).resolves.toMatchObject({ data: { title: 'Community' } });
  });

  it('given a member, then Unauthorized and nothing is saved', async () => {
    await expect(update(valid, { sub: 'member-1' })).rejects.toMatchObject({ name: 'Unauthorized' });
    await expect(read()).resolves.toMatchObject({ data: { title: 'Community' } });
  });

  it('given an admin, then the settings are saved whole (extensions normalized) and sign-up closes on the server', async () => {
    await expect(update(valid)).resolves.toMatchObject({
      title: '우리 동네',
      upload: { maxFileSizeMb: 20, allowedExtensions: ['jpg', 'png'] },
      updatedAt: expect.any(String),
    });
    await expect(read()).resolves.toMatchObject({
      data: { title: '우리 동네', members: { signUpOpen: false } },
    });
    await expect(preSignUp(signUpEvent('PreSignUp_SignUp'), lambdaContext)).rejects.toThrow(
      'Sign-up is closed on this site.',
    );
    await expect(preSignUp(signUpEvent('PreSignUp_AdminCreateUser'), lambdaContext)).resolves.toBeDefined();
  });

  it('given member texts, then they are saved; a later update that omits them keeps them; too long is refused', async () => {
    const texts = { termsOfService: 'Be kind.\nNo spam.', privacyPolicy: 'We keep your email.' };
    await update({ ...valid, members: { signUpOpen: true, ...texts } });
    await expect(read()).resolves.toMatchObject({ data: { members: { signUpOpen: true, ...texts } } });

    await update({ ...valid, title: 'Renamed', members: { signUpOpen: true } });
    await expect(read()).resolves.toMatchObject({ data: { title: 'Renamed', members: texts } });

    const tooLong = { signUpOpen: true, termsOfService: 'x'.repeat(20_001) };
    await expect(update({ ...valid, members: tooLong })).rejects.toMatchObject({ name: 'BadRequest' });
    await expect(read()).resolves.toMatchObject({ data: { members: texts } });
  });

  it("given a change to the terms or the privacy policy, then the terms' version moves on by one, and only then", async () => {
    const before = ((await read()).data as { termsVersion: number }).termsVersion;
    await update({ ...valid, members: { signUpOpen: true, termsOfService: `Revised ${before}` } });
    await expect(read()).resolves.toMatchObject({
      data: { termsVersion: before + 1, termsUpdatedAt: expect.any(String) },
    });
    // The same texts again, or none sent: the version stays.
    await update({ ...valid, members: { signUpOpen: true, termsOfService: `Revised ${before}` } });
    await update({ ...valid, title: 'Other', members: { signUpOpen: true } });
    await expect(read()).resolves.toMatchObject({ data: { termsVersion: before + 1 } });
    await update({ ...valid, members: { signUpOpen: true, privacyPolicy: `Privacy ${before}` } });
    await expect(read()).resolves.toMatchObject({ data: { termsVersion: before + 2 } });
  });

  it('given limits, then they are saved; an update without them keeps them; out of range is refused', async () => {
    const limits = {
      messagesPerMinute: 3,
      conversationsPerMinute: 2,
      reportsPerMinute: 4,
      postsPerMinute: 1,
      commentsPerMinute: 6,
    };
    await update({ ...valid, limits });
    await update({ ...valid, title: 'Kept limits' });
    await expect(read()).resolves.toMatchObject({ data: { limits } });
    await expect(update({ ...valid, limits: { ...limits, postsPerMinute: 0 } })).rejects.toMatchObject({
      name: 'BadRequest',
      message: expect.stringContaining('input.limits.postsPerMinute') as unknown,
    });
  });
});

describe('the home page setting against DynamoDB Local', () => {
  const createMenu = (input: unknown) =>
    graphql(appSyncEvent('Mutation', 'createMenu', { input }, admin), lambdaContext) as Promise<{
      id: string;
    }>;
  let boardItem = '';
  let externalItem = '';

  beforeAll(async () => {
    boardItem = (await createMenu({ name: 'Gallery', module: 'board', moduleId: 'gallery' })).id;
    externalItem = (await createMenu({ name: 'Rhymix', module: 'link', link: 'https://rhymix.org/' })).id;
  });

  it('given no home item, then siteSettings answers null (the default home page)', async () => {
    await expect(read()).resolves.toMatchObject({ data: { homeMenuId: null } });
  });

  it('given a menu item that opens a page, then it is saved and read back; an update without it keeps it; null clears it', async () => {
    await expect(update({ ...valid, homeMenuId: boardItem })).resolves.toMatchObject({
      homeMenuId: boardItem,
    });
    await expect(read()).resolves.toMatchObject({ data: { homeMenuId: boardItem } });

    // The General screen saves without the field: the home page stays.
    await update({ ...valid, title: 'Kept home' });
    await expect(read()).resolves.toMatchObject({ data: { title: 'Kept home', homeMenuId: boardItem } });

    await expect(update({ ...valid, homeMenuId: null })).resolves.toMatchObject({ homeMenuId: null });
    await expect(read()).resolves.toMatchObject({ data: { homeMenuId: null } });
  });

  it.each([
    ['an id no menu item has', () => 'no-such-item', /not in the menu/],
    ['an item that links to another site', () => externalItem, /links to another site/],
    ['a malformed id', () => 'bad id!', /homeMenuId/],
  ])('given %s, then BadRequest saying why, and nothing is saved', async (_what, id, reason) => {
    await update({ ...valid, title: 'Before', homeMenuId: boardItem });
    await expect(update({ ...valid, title: 'After', homeMenuId: id() })).rejects.toMatchObject({
      name: 'BadRequest',
      message: expect.stringMatching(reason) as unknown,
    });
    await expect(read()).resolves.toMatchObject({ data: { title: 'Before', homeMenuId: boardItem } });
  });
});
