import type { Context } from '@aws-appsync/utils';
import type { QueryListMenusArgs } from '../../../contracts/graphql/types.generated';
import { AppSyncError } from '../../../local/appsync/appsync-error';
import { request, response } from './list-menus';

/** The context AppSync gives the resolver: the same object (and stash) for request and response. */
function contextOf(args: QueryListMenusArgs): Context<QueryListMenusArgs> {
  return {
    args,
    arguments: args,
    stash: {},
    prev: { result: null },
  } as unknown as Context<QueryListMenusArgs>;
}

/** Runs request() and response() with a data source answer, as AppSync does. */
function page(args: QueryListMenusArgs, answer: { nextToken?: string | null; error?: Error }) {
  const ctx = contextOf(args);
  const built = request(ctx);
  const withResult = ctx as unknown as { result: unknown; error?: { message: string; type: string } };
  if (answer.error)
    withResult.error = { message: answer.error.message, type: `DynamoDB:${answer.error.name}` };
  else withResult.result = { items: [], nextToken: answer.nextToken ?? null };
  return { built, out: () => response(ctx) };
}

/** What `run` threw (undefined when it returned). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const invalidToken = expect.objectContaining({
  constructor: AppSyncError,
  errorType: 'BadRequest',
  message: expect.stringMatching(/^nextToken is not valid/),
});
const expectBadRequest = (run: () => unknown) => expect(thrownBy(run)).toEqual(invalidToken);

describe('listMenus nextToken', () => {
  const children = { filter: { parentId: { eq: 'community' } }, limit: 2 };
  const topLevel = { filter: { parentId: { attributeExists: false } }, limit: 2 };

  it("hands out tokens scoped to the query and gives AppSync's own token back on the next page", () => {
    const first = page(children, { nextToken: 'appsync-token' });
    const token = (first.out() as { nextToken: string }).nextToken;
    expect(token).toBe('P:community~appsync-token');
    const second = page({ ...children, nextToken: token }, { nextToken: null });
    expect(second.built).toMatchObject({ nextToken: 'appsync-token', index: 'gsi1' });
    expect(second.out()).toEqual({ items: [], nextToken: null });
  });

  it('refuses a token from another filter before any read (DynamoDB would answer with its own text)', () => {
    const token = (page(children, { nextToken: 'appsync-token' }).out() as { nextToken: string }).nextToken;
    expectBadRequest(() => request(contextOf({ ...topLevel, nextToken: token })));
    expectBadRequest(() => request(contextOf({ limit: 2, nextToken: token })));
    expectBadRequest(() => request(contextOf({ filter: { parentId: { eq: 'about' } }, nextToken: token })));
  });

  it('refuses a crafted token: no scope, an empty inner token, or text DynamoDB rejects', () => {
    for (const crafted of ['eyJwayI6Ik1FTlUifQ', 'P:community~', '', 'ALL']) {
      expectBadRequest(() => request(contextOf({ ...children, nextToken: crafted })));
    }
    const tampered = page(
      { ...children, nextToken: 'P:community~tampered' },
      {
        error: Object.assign(new Error('The provided starting key is invalid'), {
          name: 'ValidationException',
        }),
      },
    );
    expectBadRequest(tampered.out);
  });

  it('still reports a data-source failure without a token as that failure', () => {
    const failed = page(children, {
      error: Object.assign(new Error('Throughput exceeded'), { name: 'ThrottlingException' }),
    });
    expect(failed.out).toThrow(expect.objectContaining({ errorType: 'DynamoDB:ThrottlingException' }));
  });
});
