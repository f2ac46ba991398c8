import { util, type Context, type DynamoDBQueryRequest } from '@aws-appsync/utils';
import type { QueryListMenusArgs } from '../../../contracts/graphql/types.generated';
import { MENU_PARTITION, menuParentKey } from './menu-keys';

const MAX_LIMIT = 100;
const TOKEN_SEPARATOR = '~';
const INVALID_TOKEN =
  'nextToken is not valid for this query (it belongs to another filter or was changed); request the first page again without it';

/**
 * Query.listMenus (APPSYNC_JS on the site table). Its `parentId` filters are served by a Query on the parent
 * index, never a Scan: `parentId.eq` reads one parent's children, `parentId.attributeExists: false` the top
 * level; both come back in sortOrder. Without a filter it pages through the menu partition.
 */
export function request(ctx: Context<QueryListMenusArgs>): DynamoDBQueryRequest {
  const limit = ctx.args.limit ?? MAX_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT) {
    util.error(`limit must be between 1 and ${MAX_LIMIT}`, 'BadRequest');
  }
  const parent = ctx.args.filter ? ctx.args.filter.parentId : null;
  if (!parent) {
    const page = pageOf(ctx, limit, 'ALL');
    return {
      operation: 'Query',
      query: {
        expression: 'pk = :pk',
        expressionValues: util.dynamodb.toMapValues({ ':pk': MENU_PARTITION }),
      },
      ...page,
    };
  }
  const hasEq = parent.eq !== undefined && parent.eq !== null;
  const hasExists = parent.attributeExists !== undefined && parent.attributeExists !== null;
  if (hasEq === hasExists) {
    util.error('filter.parentId needs exactly one of eq or attributeExists', 'BadRequest');
  }
  if (hasExists && parent.attributeExists !== false) {
    util.error('filter.parentId.attributeExists can only be false (the top-level menus)', 'BadRequest');
  }
  if (hasEq && parent.eq === '') {
    util.error('filter.parentId.eq must not be empty', 'BadRequest');
  }
  const page = pageOf(ctx, limit, hasEq ? `P:${parent.eq}` : 'ROOT');
  return {
    operation: 'Query',
    index: 'gsi1',
    query: {
      expression: 'gsi1pk = :parent',
      expressionValues: util.dynamodb.toMapValues({ ':parent': menuParentKey(hasEq ? parent.eq : null) }),
    },
    scanIndexForward: true,
    ...page,
  };
}

export function response(ctx: Context<QueryListMenusArgs>) {
  if (ctx.error) {
    // A token that passed the scope check but that AppSync or DynamoDB cannot use (tampered, expired, from
    // another API) fails here: the client learns to start again, not DynamoDB's own wording.
    if (ctx.args.nextToken) {
      util.error(INVALID_TOKEN, 'BadRequest');
    }
    util.error(ctx.error.message, ctx.error.type);
  }
  const scope: string = ctx.stash.tokenScope;
  return {
    items: ctx.result.items,
    nextToken: ctx.result.nextToken ? `${scope}${TOKEN_SEPARATOR}${ctx.result.nextToken}` : null,
  };
}

/**
 * The page to read. Tokens handed out are `<scope>~<AppSync's token>`, the scope naming the query they
 * continue (every menu, the top level, or one parent's children): a token from another filter would make
 * DynamoDB start at a key outside the query and answer with its own error text, so it is refused here, on
 * AWS as locally, before any read.
 */
function pageOf(ctx: Context<QueryListMenusArgs>, limit: number, scope: string) {
  ctx.stash.tokenScope = scope;
  const given = ctx.args.nextToken;
  if (given === undefined || given === null) {
    return { limit };
  }
  const prefix = `${scope}${TOKEN_SEPARATOR}`;
  if (given.length <= prefix.length || given.slice(0, prefix.length) !== prefix) {
    util.error(INVALID_TOKEN, 'BadRequest');
  }
  return { limit, nextToken: given.slice(prefix.length) };
}
