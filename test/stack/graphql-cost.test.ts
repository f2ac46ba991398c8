/**
 * GraphQL cost limits on the running stack, through fetch as an attacker would send them: abusive documents
 * are refused with a 400 in AppSync's error shape before any resolver runs, quickly, while an ordinary
 * visitor's request stays fast; listMenus page tokens cannot be replayed across filters or forged.
 */
import { graphqlLimits } from '../../contracts/graphql-limits';
import { localStack } from './support/clients';

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly body: { data?: Record<string, unknown> | null; errors?: Array<Record<string, unknown>> };
}

/** Measured times, printed once at the end (the figures operators quote). */
const timings: string[] = [];
afterAll(() => console.log(`GraphQL cost timings: ${timings.join('; ')}`));

async function graphql(query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const { config } = localStack();
  const started = performance.now();
  const response = await fetch(config.graphql.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': config.graphql.apiKey },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Answer['body'];
  return { status: response.status, ms: performance.now() - started, body };
}

/** What every public page sends: the site title and the 3-level menu (4 levels with the leaves). */
const NAVIGATION = `query SiteNavigation {
  siteSettings { title }
  menuTree { id name children { id name children { id name link } } }
}`;
const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `m${index}: listMenus { items { id } }`).join(' ')} }`;

function expectRefused(answer: Answer, message: RegExp): void {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeNull();
  expect(answer.body.errors).toEqual([
    expect.objectContaining({ errorType: 'BadRequestException', message: expect.stringMatching(message) }),
  ]);
}

beforeAll(async () => {
  // Warm: the first request bundles the JS resolvers.
  expect((await graphql(NAVIGATION)).status).toBe(200);
});

describe('GraphQL cost limits on the local stack', () => {
  it('answers the navigation query within the limits', async () => {
    const answer = await graphql(NAVIGATION);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data?.menuTree as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuses 5000 aliased listMenus in under 200 ms', async () => {
    const answer = await graphql(aliases(5000));
    timings.push(`5000 aliases refused in ${answer.ms.toFixed(0)} ms`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'BadRequestException' });
    expect(answer.ms).toBeLessThan(200);
  });

  it(`refuses ${graphqlLimits.resolverCountLimit + 1} aliased resolvers and runs ${graphqlLimits.resolverCountLimit}`, async () => {
    expectRefused(
      await graphql(aliases(graphqlLimits.resolverCountLimit + 1)),
      new RegExp(`more than ${graphqlLimits.resolverCountLimit} resolvers`),
    );
    const within = await graphql(aliases(graphqlLimits.resolverCountLimit));
    expect(within.status).toBe(200);
    expect(Object.keys(within.body.data ?? {})).toHaveLength(graphqlLimits.resolverCountLimit);
  });

  it('refuses a query one level deeper than the limit, and a 10,000-deep one in under 200 ms', async () => {
    const sixLevels = '{ menuTree { children { children { children { children { id } } } } } }';
    expectRefused(await graphql(sixLevels), /levels deep/);
    const deep = await graphql(`{ ${'menuTree { children { '.repeat(5000)}id${' } }'.repeat(5000)} }`);
    expectRefused(deep, /nests more than \d+ brackets deep/);
    timings.push(`10,000-deep query refused in ${deep.ms.toFixed(0)} ms`);
    expect(deep.ms).toBeLessThan(200);
  });

  it('refuses a 50,000-deep AWSJSON value with a 400 naming the limit', async () => {
    const metadata = '['.repeat(50_000) + ']'.repeat(50_000);
    const answer = await graphql(
      'mutation Start($input: StartConversationInput!) { startConversation(input: $input) { id } }',
      { input: { withUserId: 'someone', content: 'hello', metadata } },
    );
    expectRefused(answer, /AWSJSON value: it nests more than \d+ levels/);
  });

  it('keeps an ordinary request fast while three 5000-alias requests arrive at once', async () => {
    const abusive = [1, 2, 3].map(() => graphql(aliases(5000)));
    const ordinary = graphql(NAVIGATION);
    const [normal, ...refused] = await Promise.all([ordinary, ...abusive]);
    for (const answer of refused) expect(answer.status).toBe(400);
    expect(normal?.status).toBe(200);
    expect(normal?.body.errors).toBeUndefined();
    timings.push(
      `navigation query beside three 5000-alias requests: ${normal?.ms.toFixed(0)} ms (refusals ${refused.map((r) => r.ms.toFixed(0)).join('/')} ms)`,
    );
    expect(normal?.ms).toBeLessThan(500);
  });
});

describe('listMenus nextToken', () => {
  async function firstToken(): Promise<string> {
    const answer = await graphql('{ listMenus(limit: 1) { items { id } nextToken } }');
    const token = (answer.body.data?.listMenus as { nextToken: string | null }).nextToken;
    expect(token).toEqual(expect.any(String));
    return token as string;
  }

  function expectInvalidToken(answer: Answer): void {
    expect(answer.body.data).toEqual({ listMenus: null });
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ errorType: 'BadRequest', path: ['listMenus'] }),
    ]);
    const message = String(answer.body.errors?.[0]?.message);
    expect(message).not.toMatch(/dynamo|ExclusiveStartKey|starting key|ValidationException/i);
  }

  it('continues the query it came from', async () => {
    const token = await firstToken();
    const next = await graphql('query ($t: String) { listMenus(limit: 1, nextToken: $t) { items { id } } }', {
      t: token,
    });
    expect(next.body.errors).toBeUndefined();
    expect((next.body.data?.listMenus as { items: unknown[] }).items).toHaveLength(1);
  });

  it("refuses a token from another filter with a BadRequest, not DynamoDB's text", async () => {
    const token = await firstToken();
    expectInvalidToken(
      await graphql(
        'query ($t: String) { listMenus(filter: { parentId: { eq: "community" } }, nextToken: $t) { items { id } } }',
        { t: token },
      ),
    );
  });

  it('refuses forged tokens: garbage, and a well-formed key outside the query', async () => {
    const outside = Buffer.from(JSON.stringify({ pk: { S: 'OTHER' }, sk: { S: 'x' } })).toString('base64url');
    for (const forged of ['ALL~not-a-token', `ALL~${outside}`, 'P:community~x', 'garbage']) {
      expectInvalidToken(
        await graphql('query ($t: String) { listMenus(nextToken: $t) { items { id } } }', { t: forged }),
      );
    }
  });
});
