import { GraphQLError } from 'graphql';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { AppSyncError } from './appsync-error';
import { formatGraphqlError } from './error-format';
import { executeJsResolver, type JsResolverModule } from './js-resolver-executor';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8765'), { code: 'ECONNREFUSED' });

describe('errors the local GraphQL server answers never carry internal text', () => {
  it('reads an unreachable store thrown by a resolver as ServiceUnavailable', () => {
    const error = new GraphQLError('connect ECONNREFUSED 127.0.0.1:8765', {
      path: ['listMenus'],
      originalError: refused(),
    });
    expect(formatGraphqlError(error)).toEqual({
      path: ['listMenus'],
      data: null,
      errorType: 'ServiceUnavailable',
      errorInfo: null,
      locations: null,
      message: 'The service is busy. Please try again.',
    });
  });

  it('hides any other fault behind InternalFailure', () => {
    const error = new GraphQLError('Cannot read properties of undefined (reading x) at /work/x.ts', {
      path: ['menuTree'],
      originalError: new TypeError('Cannot read properties of undefined'),
    });
    expect(formatGraphqlError(error)).toMatchObject({
      errorType: 'InternalFailure',
      message: expect.not.stringMatching(/work|undefined/),
    });
  });

  it("keeps AppSync errors and GraphQL's own errors as they are", () => {
    const appSync = new GraphQLError('limit must be between 1 and 100', {
      path: ['listMenus'],
      originalError: new AppSyncError('limit must be between 1 and 100', 'BadRequest'),
    });
    expect(formatGraphqlError(appSync)).toMatchObject({
      errorType: 'BadRequest',
      message: 'limit must be between 1 and 100',
    });
    const nonNull = new GraphQLError('Cannot return null for non-nullable field Query.menuTree.', {
      path: ['menuTree'],
    });
    expect(formatGraphqlError(nonNull)).toEqual({
      path: ['menuTree'],
      locations: null,
      message: 'Cannot return null for non-nullable field Query.menuTree.',
    });
  });

  it('gives an APPSYNC_JS resolver a ServiceUnavailable ctx.error when DynamoDB cannot be reached', async () => {
    const resolver: JsResolverModule = {
      request: () => ({ operation: 'GetItem', key: { pk: { S: 'x' }, sk: { S: 'y' } } }),
      response: ((ctx: { error?: { message: string; type: string } }) => {
        if (ctx.error) throw new AppSyncError(ctx.error.message, ctx.error.type);
        return null;
      }) as never,
    };
    const client = { send: async () => Promise.reject(refused()) } as unknown as DynamoDBClient;
    const outcome = await executeJsResolver(
      resolver,
      { typeName: 'Query', fieldName: 'siteSettings' },
      { client, tableName: 'site' },
    );
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]).toMatchObject({
      errorType: 'ServiceUnavailable',
      message: 'The service is busy. Please try again.',
    });
  });
});
