import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { graphqlResolvers } from '../../contracts/registry';
import { memberKeys } from '../../lambda/storage/keys/member-keys';
import { demoSettings } from '../../local/stack/seed';
import {
  cognitoClient,
  dynamoClient,
  graphql,
  localStack,
  newMember,
  rest,
  seededAccount,
  type TestMember,
  currentTermsVersion,
} from './support/clients';
import { describeRouteMatrix, type MatrixRow } from './support/route-matrix';
import { tokenVariants } from './support/token-variants';

/**
 * Issue 3 acceptance: every member REST route and every menu / settings mutation, called as each kind of
 * caller, through the running local stack (gateway authorizer → handler; GraphQL auth directives → resolver),
 * with tokens the local pool issued. Refusals are checked to have written nothing: the target's profile
 * item, Cognito status and groups, the menus under the test's own parent, the settings item.
 */
jest.setTimeout(60_000);

type Caller = 'none' | 'forged' | 'expired' | 'member' | 'otherMember' | 'admin';
const callers: readonly Caller[] = ['none', 'forged', 'expired', 'member', 'otherMember', 'admin'];

let subject: TestMember; // "member": the member whose record the route is about
let other: TestMember; // "another member"
let admin: TestMember;

function tokenOf(caller: Caller): string | undefined {
  switch (caller) {
    case 'none':
      return undefined;
    case 'forged':
      return tokenVariants(subject.tokens.idToken).forged;
    case 'expired':
      return tokenVariants(subject.tokens.idToken).expired;
    case 'member':
      return subject.tokens.idToken;
    case 'otherMember':
      return other.tokens.idToken;
    case 'admin':
      return admin.tokens.idToken;
  }
}

beforeAll(async () => {
  [subject, other, admin] = await Promise.all([
    newMember('subject'),
    newMember('other'),
    seededAccount('admin'),
  ]);
});

/** What a refused call must leave untouched for the subject: profile item, Cognito status and groups. */
async function subjectState(): Promise<unknown> {
  const { tables, userPoolId } = localStack();
  const cognito = cognitoClient();
  try {
    const [profile, user, groups] = await Promise.all([
      dynamoClient().send(
        new GetCommand({ TableName: tables.members, Key: memberKeys.profile(subject.userId) }),
      ),
      cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: subject.username })),
      cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: subject.username })),
    ]);
    return {
      profile: profile.Item,
      enabled: user.Enabled,
      groups: (groups.Groups ?? []).map((g) => g.GroupName).sort(),
    };
  } finally {
    cognito.destroy();
  }
}

interface RestCase extends MatrixRow<Caller> {
  /** Builds the request (path with its parameters filled in, and body); called fresh for every caller. */
  readonly call: () => { path: string; body?: unknown };
  /** Puts the subject back after an allowed call changed it. */
  readonly undo?: () => Promise<void>;
}

const unauthenticated = { none: 401, forged: 401, expired: 401 } as const;
const everyMember = { ...unauthenticated, member: 200, otherMember: 200, admin: 200 } as const;
const adminOnly = { ...unauthenticated, member: 403, otherMember: 403, admin: 200 } as const;

/** An admin's PUT, to put the subject back after an allowed admin call changed it. */
async function putAsAdmin(path: string, body: unknown): Promise<void> {
  await rest('member', 'PUT', path, { token: admin.tokens.idToken, body });
}

/** The terms' current version, read before the rows run. */
let termsVersion = 1;
beforeAll(async () => {
  termsVersion = await currentTermsVersion();
});

const restCases: readonly RestCase[] = [
  {
    route: 'GET /member/{userId}',
    call: () => ({ path: `/member/${subject.userId}?userPoolId=${localStack().userPoolId}` }),
    expected: { ...unauthenticated, member: 200, otherMember: 403, admin: 200 },
  },
  {
    route: 'PUT /member/{userId}',
    call: () => ({ path: `/member/${subject.userId}`, body: { nickName: `Nick${Date.now() % 1e6}` } }),
    // Only the member themself changes their profile; admins have their own routes.
    expected: { ...unauthenticated, member: 200, otherMember: 403, admin: 403 },
  },
  // Every signed-in member reads their own profile (the path names no one else).
  { route: 'GET /me/profile', call: () => ({ path: '/me/profile' }), expected: everyMember },
  { route: 'GET /members', call: () => ({ path: '/members?nickName=Nn' }), expected: everyMember },
  {
    route: 'POST /me/terms-agreement',
    // Agreeing to the current version again records it again, for whoever is signed in.
    call: () => ({ path: '/me/terms-agreement', body: { version: termsVersion } }),
    expected: everyMember,
  },
  {
    route: 'POST /me/withdraw',
    // A wrong password: refused whoever asks, and nothing is deleted.
    call: () => ({ path: '/me/withdraw', body: { password: 'not the password' } }),
    expected: { ...unauthenticated, member: 403, otherMember: 403, admin: 403 },
  },
  {
    route: 'POST /me/sign-out-everywhere',
    // A wrong password: refused whoever asks, and no session ends (the next rows still use these tokens).
    call: () => ({ path: '/me/sign-out-everywhere', body: { password: 'not the password' } }),
    expected: { ...unauthenticated, member: 403, otherMember: 403, admin: 403 },
  },
  {
    route: 'GET /admin/members',
    call: () => ({ path: '/admin/members?by=userName&q=subject' }),
    expected: adminOnly,
  },
  {
    route: 'PUT /admin/members/{userId}/groups',
    // The subject trying to make themself an admin is the case that matters most.
    call: () => ({ path: `/admin/members/${subject.userId}/groups`, body: { groups: ['Admin'] } }),
    expected: adminOnly,
    undo: () => putAsAdmin(`/admin/members/${subject.userId}/groups`, { groups: [] }),
  },
  { route: 'GET /admin/groups', call: () => ({ path: '/admin/groups' }), expected: adminOnly },
  {
    route: 'GET /admin/groups/{groupName}/members',
    call: () => ({ path: '/admin/groups/Admin/members' }),
    expected: adminOnly,
  },
  {
    route: 'PUT /admin/members/{userId}/status',
    call: () => ({ path: `/admin/members/${subject.userId}/status`, body: { enabled: false } }),
    expected: adminOnly,
    undo: () => putAsAdmin(`/admin/members/${subject.userId}/status`, { enabled: true }),
  },
];

describeRouteMatrix('member', restCases, callers, async (testCase, { method, caller, expected }) => {
  const before = expected >= 400 ? await subjectState() : undefined;
  const { path, body } = testCase.call();
  const answer = await rest('member', method, path, { token: tokenOf(caller), body });
  expect({ caller, status: answer.status }).toEqual({ caller, status: expected });
  if (expected >= 400) {
    expect(await subjectState()).toEqual(before);
  } else {
    await testCase.undo?.();
  }
});

// GraphQL: menus and settings mutations. Menus of this test live under its own menu (About › Matrix root).
let rootId: string;
let targetId: string;
const menuFields = 'id name module moduleId link sortOrder parentId';

async function matrixMenus(): Promise<unknown> {
  const answer = await graphql<{ listMenus: { items: unknown[] } }>(
    `query ($p: ID!) { listMenus(filter: { parentId: { eq: $p } }, limit: 100) { items { ${menuFields} } } }`,
    { p: rootId },
  );
  return answer.data?.listMenus.items;
}

async function settingsItem(): Promise<unknown> {
  const answer = await graphql(
    '{ siteSettings { title description defaultLanguage upload { maxFileSizeMb allowedExtensions } members { signUpOpen } updatedAt } }',
    {},
    { token: admin.tokens.idToken },
  );
  return answer.data;
}

/** A mutation call with a caller's credentials: no credentials at all, the public API key, or a token. */
type GraphqlCaller = Caller | 'apiKey';

async function asCaller(caller: GraphqlCaller, query: string, variables: Record<string, unknown>) {
  const token = caller === 'apiKey' ? undefined : tokenOf(caller);
  const answer = await graphql(query, variables, token ? { token } : { anonymous: caller !== 'apiKey' });
  return { status: answer.status, errorType: answer.errors?.[0]?.errorType, data: answer.data };
}

interface MutationCase {
  readonly field: string;
  readonly query: string;
  readonly variables: () => Record<string, unknown>;
  readonly state: () => Promise<unknown>;
  readonly undo?: () => Promise<void>;
}

const mutationCases: readonly MutationCase[] = [
  {
    field: 'createMenu',
    query: `mutation ($input: CreateMenuInput!) { createMenu(input: $input) { ${menuFields} } }`,
    variables: () => ({ input: { name: 'Matrix new', module: 'board', moduleId: 'free', parentId: rootId } }),
    state: matrixMenus,
  },
  {
    field: 'updateMenu',
    query: `mutation ($input: UpdateMenuInput!) { updateMenu(input: $input) { ${menuFields} } }`,
    variables: () => ({ input: { id: targetId, name: 'Matrix renamed' } }),
    state: matrixMenus,
  },
  {
    field: 'moveMenu',
    query: `mutation ($input: MoveMenuInput!) { moveMenu(input: $input) { ${menuFields} } }`,
    variables: () => ({ input: { id: targetId, parentId: rootId, sortOrder: 7 } }),
    state: matrixMenus,
  },
  {
    field: 'deleteMenu',
    query: 'mutation ($input: DeleteMenuInput!) { deleteMenu(input: $input) { id deletedIds } }',
    variables: () => ({ input: { id: targetId } }),
    state: matrixMenus,
  },
  {
    field: 'updateSiteSettings',
    query:
      'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { title updatedAt } }',
    // The seeded values again: other test files read the title.
    variables: () => ({ input: demoSettings }),
    state: settingsItem,
  },
];

it("covers every admin mutation of the schema (the members' Message Box has its own tests)", async () => {
  const answer = await graphql<{ __type: { fields: { name: string }[] } }>(
    '{ __type(name: "Mutation") { fields { name } } }',
  );
  const adminOnly = new Set(
    graphqlResolvers.filter((r) => r.typeName === 'Mutation' && r.access === 'admin').map((r) => r.fieldName),
  );
  const mutations = answer.data?.__type.fields.map((f) => f.name) ?? [];
  expect(mutations.filter((name) => !adminOnly.has(name)).sort()).toEqual([
    'markConversationRead',
    'sendMessage',
    'startConversation',
  ]);
  expect(mutationCases.map((c) => c.field).sort()).toEqual([...adminOnly].sort());
});

describe('GraphQL mutations', () => {
  beforeAll(async () => {
    const create = async (input: Record<string, unknown>) => {
      const answer = await graphql<{ createMenu: { id: string } }>(
        'mutation ($input: CreateMenuInput!) { createMenu(input: $input) { id } }',
        { input },
        { token: admin.tokens.idToken },
      );
      if (!answer.data?.createMenu) throw new Error(`setup failed: ${JSON.stringify(answer.errors)}`);
      return answer.data.createMenu.id;
    };
    // Under About, which no other test lists: the top level stays as seeded for the other files.
    rootId = await create({ name: 'Matrix root', module: 'board', moduleId: 'free', parentId: 'about' });
    targetId = await create({ name: 'Matrix target', module: 'board', moduleId: 'qna', parentId: rootId });
  });

  afterAll(async () => {
    await graphql(
      'mutation ($id: ID!) { deleteMenu(input: { id: $id, cascade: true }) { id } }',
      { id: rootId },
      {
        token: admin.tokens.idToken,
      },
    );
  });

  const refusal: Record<Exclude<GraphqlCaller, 'admin'>, { status: number; errorType: string }> = {
    // AppSync: no credentials, or a token it cannot verify → HTTP 401 before any field runs.
    none: { status: 401, errorType: 'UnauthorizedException' },
    forged: { status: 401, errorType: 'UnauthorizedException' },
    expired: { status: 401, errorType: 'UnauthorizedException' },
    // Authenticated, but the field allows only the Admin group → the field errors with Unauthorized.
    apiKey: { status: 200, errorType: 'Unauthorized' },
    member: { status: 200, errorType: 'Unauthorized' },
    otherMember: { status: 200, errorType: 'Unauthorized' },
  };

  describe.each(mutationCases)('$field', (testCase) => {
    it.each(Object.keys(refusal) as (keyof typeof refusal)[])(
      'refuses %s and writes nothing',
      async (caller) => {
        const before = await testCase.state();
        const answer = await asCaller(caller, testCase.query, testCase.variables());
        expect({ caller, status: answer.status, errorType: answer.errorType }).toEqual({
          caller,
          ...refusal[caller],
        });
        expect(await testCase.state()).toEqual(before);
      },
    );

    it('lets the admin', async () => {
      const answer = await asCaller('admin', testCase.query, testCase.variables());
      expect(answer).toEqual(expect.objectContaining({ status: 200, errorType: undefined }));
      expect((answer.data as Record<string, unknown>)[testCase.field]).toBeTruthy();
    });
  });
});
