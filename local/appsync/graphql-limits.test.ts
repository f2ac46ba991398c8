import { graphqlLimits } from '../../contracts/graphql-limits';
import type { LambdaResolverDefinition } from '../../contracts/registry';
import type { LambdaResolverHandler } from './field-resolvers';
import { startLocalGraphqlServer, type LocalGraphqlServer } from './graphql-server';
import type { LocalLogger } from '../shared/logger';
import { post } from '../../test/support/fixture-graphql-api';

const sdl = /* GraphQL */ `
  schema {
    query: Query
  }
  type Item @aws_api_key {
    name: String
    child: Item
    "Has a resolver: runs once per item of a list."
    loud: String
  }
  type Query {
    hello: String @aws_api_key
    item: Item @aws_api_key
    items(count: Int!): [Item] @aws_api_key
    frozen: String @aws_api_key
    sum(values: [Int]): Int @aws_api_key
    echoJson(value: AWSJSON!): AWSJSON @aws_api_key
  }
`;

const resolvers: LambdaResolverDefinition[] = (
  [
    ['Query', 'hello'],
    ['Query', 'item'],
    ['Query', 'items'],
    ['Query', 'frozen'],
    ['Query', 'sum'],
    ['Query', 'echoJson'],
    ['Item', 'loud'],
  ] as const
).map(([typeName, fieldName]) => ({
  kind: 'lambda',
  typeName,
  fieldName,
  handler: 'graphql-api',
  access: 'public',
}));

/** An item whose `child` chain is deeper than any limit. */
const deepItem = (): Record<string, unknown> => {
  let item: Record<string, unknown> = { name: 'leaf' };
  for (let level = 0; level < 10; level += 1) item = { name: `level${level}`, child: item };
  return item;
};

const handler: LambdaResolverHandler = async (event) => {
  const args = event.arguments;
  switch (event.info.fieldName) {
    case 'hello':
      return 'world';
    case 'item':
      return deepItem();
    case 'items':
      return Array.from({ length: args.count as number }, (_, index) => ({ name: `i${index}` }));
    case 'loud':
      return String((event.source as { name: string }).name).toUpperCase();
    case 'frozen':
      // A data source that never answers (DynamoDB frozen).
      return new Promise(() => undefined);
    case 'sum':
      return ((args.values as number[] | null) ?? []).reduce((a, b) => a + b, 0);
    case 'echoJson':
      return args.value;
    default:
      throw new Error(`unexpected field ${event.info.fieldName}`);
  }
};

const quiet: LocalLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const apiKey = 'da2-limits-test';
const key = { 'x-api-key': apiKey };
const requestTimeoutMs = 300;
let server: LocalGraphqlServer;
let closed: LocalGraphqlServer;

beforeAll(async () => {
  const common = {
    schema: sdl,
    apiKey,
    resolvers,
    lambdaHandlers: { 'graphql-api': handler },
    logger: quiet,
  };
  server = await startLocalGraphqlServer({ ...common, limits: { requestTimeoutMs } });
  closed = await startLocalGraphqlServer({ ...common, introspection: false });
});
afterAll(async () => {
  await Promise.all([server.close(), closed.close()]);
});

/** The response and how long it took, in ms. */
/**
 * A wall-clock ceiling for "answered at once": refusals happen before anything runs and take a few ms alone, but
 * `npm test` runs this file beside five other Jest projects on a 2-core machine, where any request can wait
 * hundreds of ms for a core (a 200 ms ceiling failed there at 409 ms). The stack test graphql-cost.test.ts
 * reports the unloaded figures.
 */
const QUICK_MS = 1500;

async function timed(query: string, variables?: Record<string, unknown>, url = server.url) {
  const started = performance.now();
  const response = await post(url, key, query, variables);
  return { ...response, ms: performance.now() - started };
}

const nested = (levels: number) =>
  `{ item { ${'child { '.repeat(levels - 2)}name${' }'.repeat(levels - 2)} } }`;
const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: hello`).join(' ')} }`;

function expectRefused(response: Awaited<ReturnType<typeof timed>>, message: RegExp) {
  expect(response.status).toBe(400);
  expect(response.body.data).toBeNull();
  expect(response.body.errors).toEqual([
    expect.objectContaining({ errorType: 'BadRequestException', message: expect.stringMatching(message) }),
  ]);
}

describe('local GraphQL server: query depth (AppSync queryDepthLimit)', () => {
  it(`answers ${graphqlLimits.queryDepthLimit} levels, the leaf included`, async () => {
    const response = await timed(nested(graphqlLimits.queryDepthLimit));
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toMatchObject({ item: { child: { child: { child: { name: 'level6' } } } } });
  });

  it('refuses one level more with a 400 before any resolver runs', async () => {
    const response = await timed(nested(graphqlLimits.queryDepthLimit + 1));
    expectRefused(response, new RegExp(`more than ${graphqlLimits.queryDepthLimit} levels deep`));
  });

  it('counts levels reached through fragments', async () => {
    const query = `query { item { ...A } } fragment A on Item { child { ...B } } fragment B on Item { child { child { child { name } } } }`;
    expectRefused(await timed(query), /levels deep/);
  });

  it('refuses a 10,000-deep selection and a 10,000-deep list literal quickly, not with a 500', async () => {
    const selection = await timed(`{ ${'item { '.repeat(10_000)}name${' }'.repeat(10_000)} }`);
    expectRefused(selection, /nests more than \d+ brackets deep/);
    expect(selection.ms).toBeLessThan(QUICK_MS);
    const list = await timed(`{ sum(values: ${'['.repeat(10_000)}1${']'.repeat(10_000)}) }`);
    expectRefused(list, /nests more than \d+ brackets deep/);
    expect(list.ms).toBeLessThan(QUICK_MS);
  });
});

describe('local GraphQL server: resolver count (AppSync resolverCountLimit)', () => {
  it(`runs ${graphqlLimits.resolverCountLimit} aliased resolvers and refuses ${graphqlLimits.resolverCountLimit + 1}`, async () => {
    const within = await timed(aliases(graphqlLimits.resolverCountLimit));
    expect(within.status).toBe(200);
    expect(Object.keys(within.body.data ?? {})).toHaveLength(graphqlLimits.resolverCountLimit);
    expectRefused(await timed(aliases(graphqlLimits.resolverCountLimit + 1)), /more than 10 resolvers/);
  });

  it('counts a field selected twice under one name once, as it runs once', async () => {
    const query = `{ ${'hello '.repeat(50)} a: hello }`;
    const response = await timed(query);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ hello: 'world', a: 'world' });
  });

  it('refuses 5000 aliases at once while a normal request stays fast', async () => {
    const refused = await timed(aliases(5000));
    expect(refused.status).toBe(400);
    expect(refused.ms).toBeLessThan(QUICK_MS);
    const normal = await timed('{ hello item { name } }');
    expect(normal.body).toEqual({ data: { hello: 'world', item: { name: 'level9' } } });
    expect(normal.ms).toBeLessThan(QUICK_MS);
  });

  it('counts a resolver below a list once per item while running, and stops at the limit', async () => {
    const response = await timed('{ items(count: 15) { name loud } }');
    expect(response.status).toBe(200);
    const items = (response.body.data as { items: Array<{ loud: string | null }> }).items;
    // items itself is the first resolver; 9 items get theirs, the other 6 get the limit error.
    expect(items.filter((item) => item.loud !== null)).toHaveLength(graphqlLimits.resolverCountLimit - 1);
    expect(response.body.errors).toHaveLength(15 - (graphqlLimits.resolverCountLimit - 1));
    expect(response.body.errors?.[0]).toMatchObject({ errorType: 'BadRequestException' });
  });
});

describe('local GraphQL server: AWSJSON nesting', () => {
  const deepJson = '['.repeat(50_000) + ']'.repeat(50_000);

  it('refuses a 50,000-deep AWSJSON variable with a 400 naming the limit', async () => {
    const response = await timed('query ($v: AWSJSON!) { echoJson(value: $v) }', { v: deepJson });
    expectRefused(response, /Invalid AWSJSON value: it nests more than 64 levels/);
  });

  it('refuses it as an inline literal too, and still echoes ordinary JSON', async () => {
    const literal = await timed(`{ echoJson(value: ${JSON.stringify(deepJson)}) }`);
    expectRefused(literal, /Invalid AWSJSON value/);
    const ordinary = await timed('query ($v: AWSJSON!) { echoJson(value: $v) }', { v: '{"a":[1,{"b":2}]}' });
    expect(ordinary.body).toEqual({ data: { echoJson: '{"a":[1,{"b":2}]}' } });
  });
});

describe('local GraphQL server: request timeout (AppSync ends requests at 30 s)', () => {
  it('answers ExecutionTimeout at the deadline instead of waiting for a frozen data source', async () => {
    const response = await timed('{ hello frozen }');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { hello: 'world', frozen: null },
      errors: [
        expect.objectContaining({
          path: ['frozen'],
          errorType: 'ExecutionTimeout',
          message: 'Execution timed out.',
        }),
      ],
    });
    expect(response.ms).toBeGreaterThanOrEqual(requestTimeoutMs - 20);
    expect(response.ms).toBeLessThan(requestTimeoutMs + 500);
  });
});

describe('local GraphQL server: introspection setting', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('answers introspection by default', async () => {
    const response = await timed(introspection);
    expect(response.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('refuses __schema and __type as a validation error when introspection is off; __typename still works', async () => {
    const refused = await timed(introspection, undefined, closed.url);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    const typeQuery = await timed('{ __type(name: "Item") { name } }', undefined, closed.url);
    expect(typeQuery.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    const typename = await timed('{ __typename hello }', undefined, closed.url);
    expect(typename.body).toEqual({ data: { __typename: 'Query', hello: 'world' } });
  });
});
