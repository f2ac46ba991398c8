import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import * as listMenus from '../../lambda/menus/resolvers/list-menus';
import {
  MENU_PARTITION,
  menuOrderKey,
  menuParentKey,
  menuSortKey,
} from '../../lambda/menus/resolvers/menu-keys';
import * as menuTree from '../../lambda/menus/resolvers/menu-tree';
import { menuTreeSchema } from '../../contracts/menu-tree';
import { executeJsResolver, type JsResolverModule } from '../../local/appsync/js-resolver-executor';
import { countingClient, isolatedTables } from '../support/dynamodb';

interface SeedMenu {
  id: string;
  name: string;
  module: string;
  moduleId?: string;
  link?: string;
  sortOrder: number;
  parentId?: string;
}

// A 3-level tree inserted out of order; a 4th-level item must not appear in the tree.
const menus: SeedMenu[] = [
  { id: 'community', name: 'Community', module: 'board', sortOrder: 2 },
  { id: 'about', name: 'About', module: 'article', moduleId: 'about', sortOrder: 1 },
  { id: 'free', name: 'Free Board', module: 'board', moduleId: 'free', sortOrder: 2, parentId: 'community' },
  { id: 'notice', name: 'Notice', module: 'board', moduleId: 'notice', sortOrder: 1, parentId: 'community' },
  { id: 'qna', name: 'Q&A', module: 'board', moduleId: 'qna', sortOrder: 10, parentId: 'community' },
  { id: 'tips', name: 'Tips', module: 'board', moduleId: 'tips', sortOrder: 1, parentId: 'free' },
  { id: 'deep', name: 'Too deep', module: 'board', sortOrder: 1, parentId: 'tips' },
  { id: 'docs', name: 'Docs', module: 'article', link: 'https://example.com/docs', sortOrder: 3 },
];

let table = '';
const { client, sent } = countingClient();
const run = (resolver: JsResolverModule, fieldName: string, args: Record<string, unknown> = {}) =>
  executeJsResolver(
    resolver,
    { typeName: 'Query', fieldName, arguments: args },
    { client, tableName: table },
  );
const ids = (data: unknown) => ((data as { items: { id: string }[] }).items ?? []).map((m) => m.id);

beforeAll(async () => {
  table = (await isolatedTables('menu-read'))('site');
  for (const menu of menus) {
    await client.send(
      new PutItemCommand({
        TableName: table,
        Item: marshall({
          pk: MENU_PARTITION,
          sk: menuSortKey(menu.id),
          gsi1pk: menuParentKey(menu.parentId),
          gsi1sk: menuOrderKey(menu.sortOrder, menu.id),
          ...menu,
        }),
      }),
    );
  }
  sent.length = 0;
});

describe('Query.listMenus (APPSYNC_JS) against DynamoDB Local', () => {
  it('lists the top level for parentId.attributeExists false, by sortOrder', async () => {
    const out = await run(listMenus, 'listMenus', { filter: { parentId: { attributeExists: false } } });
    expect(out.errors).toEqual([]);
    expect(ids(out.data)).toEqual(['about', 'community', 'docs']);
  });

  it("lists one parent's children for parentId.eq, by sortOrder (10 after 2)", async () => {
    const out = await run(listMenus, 'listMenus', { filter: { parentId: { eq: 'community' } } });
    expect(ids(out.data)).toEqual(['notice', 'free', 'qna']);
    expect((out.data as { items: SeedMenu[] }).items[0]).toMatchObject({
      name: 'Notice',
      moduleId: 'notice',
      parentId: 'community',
    });
  });

  it('pages with limit and nextToken', async () => {
    const first = await run(listMenus, 'listMenus', { filter: { parentId: { eq: 'community' } }, limit: 2 });
    expect(ids(first.data)).toEqual(['notice', 'free']);
    const token = (first.data as { nextToken: string }).nextToken;
    expect(token).toEqual(expect.any(String));
    const second = await run(listMenus, 'listMenus', {
      filter: { parentId: { eq: 'community' } },
      limit: 2,
      nextToken: token,
    });
    expect(ids(second.data)).toEqual(['qna']);
  });

  it.each([
    [{ filter: { parentId: { eq: 'a', attributeExists: false } } }, /exactly one/],
    [{ filter: { parentId: {} } }, /exactly one/],
    [{ filter: { parentId: { attributeExists: true } } }, /only be false/],
    [{ limit: 0 }, /between 1 and 100/],
    [{ limit: 1000 }, /between 1 and 100/],
  ])('fails with a BadRequest error and no DynamoDB call for %p', async (args, message) => {
    sent.length = 0;
    const out = await run(listMenus, 'listMenus', args);
    expect(out.data).toBeNull();
    expect(out.errors[0]).toMatchObject({ errorType: 'BadRequest', message: expect.stringMatching(message) });
    expect(sent).toEqual([]);
  });

  it('uses a Query (never a Scan) for every filter', async () => {
    sent.length = 0;
    await run(listMenus, 'listMenus', {});
    await run(listMenus, 'listMenus', { filter: { parentId: { eq: 'x' } } });
    expect(sent).toEqual(['QueryCommand', 'QueryCommand']);
  });
});

describe('Query.menuTree (APPSYNC_JS) against DynamoDB Local', () => {
  it('builds the 3-level tree sorted at every level with exactly one DynamoDB Query', async () => {
    sent.length = 0;
    const out = await run(menuTree, 'menuTree');
    expect(sent).toEqual(['QueryCommand']);
    expect(out.errors).toEqual([]);
    const tree = out.data as Array<{
      id: string;
      children: Array<{ id: string; children: Array<{ id: string; children: unknown[] }> }>;
    }>;
    expect(tree.map((m) => m.id)).toEqual(['about', 'community', 'docs']);
    const community = tree[1];
    expect(community?.children.map((m) => m.id)).toEqual(['notice', 'free', 'qna']);
    expect(community?.children[1]?.children.map((m) => m.id)).toEqual(['tips']);
    // Level 4 is beyond the 3 levels the product shows (docs/web-app.md): not shown.
    expect(community?.children[1]?.children[0]?.children).toEqual([]);
    expect(tree[2]).toMatchObject({ link: 'https://example.com/docs', moduleId: null, parentId: null });
  });

  it('answers a tree the web app parses whole with contracts/menu-tree.ts', async () => {
    const out = await run(menuTree, 'menuTree');
    expect(menuTreeSchema.parse(out.data)).toEqual(out.data);
  });
});
