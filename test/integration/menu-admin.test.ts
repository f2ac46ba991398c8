import type { handler as graphqlHandler } from '../../lambda/apis/graphql-api';
import * as menuTree from '../../lambda/menus/resolvers/menu-tree';
import { executeJsResolver } from '../../local/appsync/js-resolver-executor';
import { lambdaContext } from '../support/api-gateway-event';
import { appSyncEvent, type FakeIdentity } from '../support/appsync-event';
import { countingClient, isolatedTables } from '../support/dynamodb';

const admin: FakeIdentity = { sub: 'admin-1', groups: ['Admin'] };
let handler: typeof graphqlHandler;
let siteTable = '';

interface MenuOut {
  id: string;
  name: string;
  parentId: string | null;
  children: MenuOut[];
}

const mutate = (field: string, input: Record<string, unknown>, identity: FakeIdentity | null = admin) =>
  handler(appSyncEvent('Mutation', field, { input }, identity), lambdaContext) as Promise<
    MenuOut & { deletedIds?: string[] }
  >;

async function tree(): Promise<MenuOut[]> {
  const { client } = countingClient();
  const out = await executeJsResolver(
    menuTree,
    { typeName: 'Query', fieldName: 'menuTree' },
    { client, tableName: siteTable },
  );
  return out.data as MenuOut[];
}
const shape = (menus: MenuOut[]): unknown => menus.map((m) => [m.name, shape(m.children)]);

beforeAll(async () => {
  siteTable = (await isolatedTables('menu-admin'))('site');
  ({ handler } = await import('../../lambda/apis/graphql-api'));
});

describe('menu administration against DynamoDB Local', () => {
  it('given an admin, creates, moves, updates and deletes menus that menuTree then shows', async () => {
    const community = await mutate('createMenu', { name: 'Community', module: 'board' });
    const notice = await mutate('createMenu', {
      name: 'Notice',
      module: 'board',
      moduleId: 'notice',
      parentId: community.id,
    });
    const free = await mutate('createMenu', {
      name: 'Free',
      module: 'board',
      moduleId: 'free',
      parentId: community.id,
    });
    const about = await mutate('createMenu', { name: 'About', module: 'article', moduleId: 'about' });
    expect(shape(await tree())).toEqual([
      [
        'Community',
        [
          ['Notice', []],
          ['Free', []],
        ],
      ],
      ['About', []],
    ]);

    await mutate('moveMenu', { id: free.id, parentId: community.id, sortOrder: 0 });
    await mutate('moveMenu', { id: notice.id, parentId: community.id, sortOrder: 5 });
    await mutate('updateMenu', { id: about.id, name: 'About us', link: 'https://example.com/about' });
    const now = await tree();
    expect(shape(now)).toEqual([
      [
        'Community',
        [
          ['Free', []],
          ['Notice', []],
        ],
      ],
      ['About us', []],
    ]);
    expect(now[1]).toMatchObject({ link: 'https://example.com/about', parentId: null });

    await expect(mutate('deleteMenu', { id: community.id })).rejects.toMatchObject({ name: 'Conflict' });
    await expect(mutate('deleteMenu', { id: community.id, cascade: true })).resolves.toMatchObject({
      deletedIds: expect.arrayContaining([community.id, notice.id, free.id]),
    });
    expect(shape(await tree())).toEqual([['About us', []]]);
  });

  it('given a member, refuses every mutation and the menu is unchanged', async () => {
    const before = await tree();
    await expect(
      mutate('createMenu', { name: 'Spam', module: 'board' }, { sub: 'member-1' }),
    ).rejects.toMatchObject({
      name: 'Unauthorized',
    });
    expect(await tree()).toEqual(before);
  });

  it('given two admins moving menus at once into each other, then never a cycle: one wins, one is refused', async () => {
    const x = await mutate('createMenu', { name: 'X', module: 'board' });
    const y = await mutate('createMenu', { name: 'Y', module: 'board' });
    const results = await Promise.allSettled([
      mutate('moveMenu', { id: x.id, parentId: y.id, sortOrder: 0 }),
      mutate('moveMenu', { id: y.id, parentId: x.id, sortOrder: 0 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // The loser is refused either way: 409 when its read overlapped the winner's commit (the version moved
    // under it), 400 "would create a cycle" when it read after that commit. Which one is timing.
    const refusals = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason.name);
    expect(refusals).toHaveLength(1);
    expect(['Conflict', 'BadRequest']).toContain(refusals[0]);
    const top = (await tree()).map((m) => m.name);
    expect(top.filter((n) => n === 'X' || n === 'Y')).toHaveLength(1);
  });
});
