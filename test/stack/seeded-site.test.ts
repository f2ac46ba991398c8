import { graphql, localStack, rest, seededAccount } from './support/clients';

/**
 * What a visitor's first page load and a member's profile call need from a freshly started stack: the calls
 * the product's first client made (`listMenus` level by level with a `parentId` filter, `GET /member/{userId}`)
 * against the seeded data, with the API key and a member's token.
 */
const listMenus = /* GraphQL */ `
  query ListMenus($filter: ModelMenuFilterInput, $limit: Int, $nextToken: String) {
    listMenus(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        id
        name
        module
        moduleId
        link
        sortOrder
        parentId
      }
      nextToken
    }
  }
`;

interface MenuItem {
  id: string;
  name: string;
  module: string;
  moduleId: string | null;
  link: string;
  sortOrder: number;
  parentId: string | null;
}
type ListMenus = { listMenus: { items: MenuItem[]; nextToken: string | null } };

describe('a freshly started local stack', () => {
  it('writes a config.json-shaped description pointing at 127.0.0.1 with the local auth flow', () => {
    const { config } = localStack();
    expect(config.stage).toBe('local');
    expect(config.auth.authFlowType).toBe('USER_PASSWORD_AUTH');
    for (const url of [
      config.auth.userPoolEndpoint,
      config.graphql.endpoint,
      config.graphql.realtimeEndpoint,
      config.rest.member,
      config.rest.post,
    ]) {
      expect(new URL(url as string).hostname).toBe('127.0.0.1');
    }
    expect(config.rest.member).toMatch(/\/member\/local$/);
  });

  it('answers listMenus with the top-level filter (parentId attributeExists false) through the API key, sorted by sortOrder', async () => {
    const top = await graphql<ListMenus>(listMenus, { filter: { parentId: { attributeExists: false } } });
    expect(top.errors).toBeUndefined();
    const items = top.data?.listMenus.items ?? [];
    expect(items.map((m) => m.name)).toEqual(['Home', 'Community', 'About']);
    expect(items.every((m) => m.parentId === null)).toBe(true);
  });

  it('answers listMenus with a parentId eq filter level by level down to the third level', async () => {
    const second = await graphql<ListMenus>(listMenus, { filter: { parentId: { eq: 'community' } } });
    expect(second.data?.listMenus.items.map((m) => m.name)).toEqual(['Boards', 'Q&A']);
    const third = await graphql<ListMenus>(listMenus, { filter: { parentId: { eq: 'boards' } } });
    expect(third.data?.listMenus.items).toEqual([
      expect.objectContaining({ name: 'Notice', module: 'board', moduleId: 'notice', link: '/board/notice' }),
      expect.objectContaining({ name: 'Free Board', module: 'board', moduleId: 'free', link: '/board/free' }),
    ]);
  });

  it('serves the seeded site title and boards', async () => {
    const settings = await graphql<{ siteSettings: { title: string } }>('{ siteSettings { title } }');
    expect(settings.data?.siteSettings.title).toBe('XE Serverless (local)');
    const boards = await rest<{ items: { id: string; name: string }[] }>('post', 'GET', '/boards');
    expect(boards.status).toBe(200);
    expect(boards.body.items.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Notice', 'Free Board', 'Q&A']),
    );
  });

  it('gives the Free Board enough posts for three numbered pages at its page size, oldest last', async () => {
    type Page = {
      items: { title: string; no: number | null }[];
      total: number;
      pageCount: number;
      pageSize: number;
    };
    const first = await rest<Page>('post', 'GET', '/boards/free/posts');
    expect(first.status).toBe(200);
    expect(first.body.pageSize).toBe(20);
    // 45 seeded; other tests of this stack may have added their own since.
    expect(first.body.total).toBeGreaterThanOrEqual(45);
    expect(first.body.pageCount).toBeGreaterThanOrEqual(3);
    // The last page holds the oldest post; tests running alongside may add a page meanwhile: read it again.
    let pageCount = first.body.pageCount;
    let last = await rest<Page>('post', 'GET', `/boards/free/posts?page=${pageCount}`);
    for (let attempt = 0; attempt < 3 && last.body.pageCount !== pageCount; attempt++) {
      pageCount = last.body.pageCount;
      last = await rest<Page>('post', 'GET', `/boards/free/posts?page=${pageCount}`);
    }
    expect(last.body.items.at(-1)).toEqual(
      expect.objectContaining({ title: 'Rainy day playlists (4)', no: 1 }),
    );
  });

  it("answers the product's GET /member/{userId}?userPoolId= to the seeded member with their token", async () => {
    const member = await seededAccount('member');
    const { userPoolId } = localStack();
    const answer = await rest('member', 'GET', `/member/${member.userId}?userPoolId=${userPoolId}`, {
      token: member.tokens.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ userName: 'member', nickName: 'Demo Member', userGroups: [] });
  });

  it('gives the seeded admin the Admin group in the token and in the profile', async () => {
    const admin = await seededAccount('admin');
    const claims = JSON.parse(Buffer.from(admin.tokens.idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims['cognito:groups']).toEqual(['Admin']);
    const answer = await rest(
      'member',
      'GET',
      `/member/${admin.userId}?userPoolId=${localStack().userPoolId}`,
      {
        token: admin.tokens.idToken,
      },
    );
    expect(answer.body).toEqual(expect.objectContaining({ userName: 'admin', userGroups: ['Admin'] }));
  });
});
