import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { MenuRepository, type MenuRecord } from '../../lambda/menus/menu-repository';
import { createTokenVerifier } from '../../local/auth/token-verifier';
import { startLocalGraphqlServer, type LocalGraphqlServer } from '../../local/appsync/graphql-server';
import { silentLogger } from '../../local/shared/logger';
import { post } from '../support/fixture-graphql-api';
import { documentClient, isolatedTables, localEndpoint } from '../support/dynamodb';
import { idClaims, testPool } from '../support/jwt';

/**
 * The local AppSync-compatible server over the real schema.graphql and registry: APPSYNC_JS resolvers bundled
 * and run against DynamoDB Local, the real direct Lambda resolver (lambda/apis/graphql-api.ts, imported by the
 * server from its registry entry after SITE_TABLE points at this file's tables), real signed tokens.
 */
const pool = testPool();
const apiKey = 'da2-localintegration';
const key = { 'x-api-key': apiKey };
let server: LocalGraphqlServer;
let dynamodb: DynamoDBClient;

const menu = (id: string, name: string, sortOrder: number, parentId: string | null = null): MenuRecord => ({
  id,
  name,
  module: 'board',
  moduleId: id,
  link: `/board/${id}`,
  sortOrder,
  parentId,
});

const admin = () => ({ authorization: pool.token(idClaims(pool, 'admin-1', ['Admin'])) });
const member = () => ({ authorization: pool.token(idClaims(pool, 'member-1')) });

type TreeNode = { name: string; children: TreeNode[] };
const treeQuery = '{ menuTree { id name children { name children { name } } } }';
const shape = (nodes: TreeNode[]): unknown => nodes.map((n) => [n.name, shape(n.children ?? [])]);

async function tree(): Promise<unknown> {
  const response = await post(server.url, key, treeQuery);
  expect(response.body.errors).toBeUndefined();
  return shape((response.body.data?.menuTree ?? []) as TreeNode[]);
}

/** What AppSync answers when the query's one top-level field failed: the field null, and its error. */
function failedField(field: string, error: { errorType: string; column: number; message: string }) {
  return {
    data: { [field]: null },
    errors: [
      {
        path: [field],
        data: null,
        errorType: error.errorType,
        errorInfo: null,
        locations: [{ line: 1, column: error.column, sourceName: null }],
        message: error.message,
      },
    ],
  };
}

beforeAll(async () => {
  const tables = await isolatedTables('local-graphql');
  await new MenuRepository(documentClient(), tables('site')).commit(0, [
    menu('community', 'Community', 2),
    menu('about', 'About', 1),
    menu('notice', 'Notice', 1, 'community'),
    menu('free', 'Free', 2, 'community'),
  ]);
  dynamodb = new DynamoDBClient({ endpoint: localEndpoint() });
  server = await startLocalGraphqlServer({
    apiKey,
    tokenVerifier: createTokenVerifier({
      issuer: pool.issuer,
      clientId: pool.clientId,
      jwks: pool.jwks as never,
    }),
    dynamodbClient: dynamodb,
    tableName: tables,
    logger: silentLogger,
  });
});

afterAll(async () => {
  await server.close();
  dynamodb.destroy();
});

describe('local GraphQL server over schema.graphql and the registry', () => {
  it('serves listMenus (APPSYNC_JS on DynamoDB Local) to the API key, level by level in sortOrder', async () => {
    const query = `query ($filter: ModelMenuFilterInput) {
      listMenus(filter: $filter) { items { id name sortOrder parentId } nextToken }
    }`;
    const top = await post(server.url, key, query, { filter: { parentId: { attributeExists: false } } });
    expect(top.status).toBe(200);
    expect(top.body).toEqual({
      data: {
        listMenus: {
          items: [
            { id: 'about', name: 'About', sortOrder: 1, parentId: null },
            { id: 'community', name: 'Community', sortOrder: 2, parentId: null },
          ],
          nextToken: null,
        },
      },
    });
    const children = await post(server.url, key, query, { filter: { parentId: { eq: 'community' } } });
    expect((children.body.data?.listMenus as { items: { id: string }[] }).items.map((m) => m.id)).toEqual([
      'notice',
      'free',
    ]);
  });

  it("reports a JS resolver's util.error like AppSync: field null, errorType, path", async () => {
    const response = await post(server.url, key, '{ listMenus(limit: 0) { items { id } } }');
    expect(response.body).toEqual(
      failedField('listMenus', {
        errorType: 'BadRequest',
        column: 3,
        message: 'limit must be between 1 and 100',
      }),
    );
  });

  it('serves menuTree to the API key and to signed-in members', async () => {
    const expected = [
      ['About', []],
      [
        'Community',
        [
          ['Notice', []],
          ['Free', []],
        ],
      ],
    ];
    expect(await tree()).toEqual(expected);
    const viaToken = await post(server.url, member(), treeQuery);
    expect(shape(viaToken.body.data?.menuTree as TreeNode[])).toEqual(expected);
  });

  it('lets an admin create a menu through the real Lambda resolver, and menuTree shows it', async () => {
    const response = await post(
      server.url,
      admin(),
      'mutation ($input: CreateMenuInput!) { createMenu(input: $input) { id name parentId sortOrder } }',
      { input: { name: 'Q&A', module: 'board', moduleId: 'qna', parentId: 'community' } },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.createMenu).toMatchObject({
      name: 'Q&A',
      parentId: 'community',
      sortOrder: 3,
    });
    expect(await tree()).toEqual([
      ['About', []],
      [
        'Community',
        [
          ['Notice', []],
          ['Free', []],
          ['Q&A', []],
        ],
      ],
    ]);
  });

  it("passes the handler's own refusals through (errorType from the thrown error's name)", async () => {
    const response = await post(
      server.url,
      admin(),
      'mutation { createMenu(input: { name: "Bad", module: "Not A Module" }) { id } }',
    );
    expect(response.body).toMatchObject({
      data: { createMenu: null },
      errors: [{ path: ['createMenu'], errorType: 'BadRequest', data: null, errorInfo: null }],
    });
  });

  it.each([
    ['a member', member],
    ['the API key', () => key],
  ])('refuses createMenu to %s by the schema directive, and nothing is written', async (_who, headers) => {
    const before = await tree();
    const response = await post(
      server.url,
      headers(),
      'mutation { createMenu(input: { name: "Spam", module: "board" }) { id } }',
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      failedField('createMenu', {
        errorType: 'Unauthorized',
        column: 12,
        message: 'Not Authorized to access createMenu on type Mutation',
      }),
    );
    expect(await tree()).toEqual(before);
  });

  it('answers 401 without a valid key or token', async () => {
    await expect(post(server.url, {}, treeQuery)).resolves.toMatchObject({ status: 401 });
    await expect(post(server.url, { 'x-api-key': 'da2-wrong' }, treeQuery)).resolves.toMatchObject({
      status: 401,
    });
    const expired = pool.token(idClaims(pool, 'admin-1', ['Admin']), { expiresIn: -5 });
    await expect(post(server.url, { authorization: expired }, treeQuery)).resolves.toMatchObject({
      status: 401,
    });
  });
});
