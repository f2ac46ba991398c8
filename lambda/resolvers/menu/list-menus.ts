import { util, type Context, type DynamoDBQueryRequest } from '@aws-appsync/utils';
import type { QueryListMenusArgs } from '../../../contracts/graphql/types.generated';
import { MENU_PARTITION, menuParentKey } from './menu-keys';

const MAX_LIMIT = 100;

/**
 * Query.listMenus (APPSYNC_JS on the site table). The filters of spec §7 are served by a Query on the parent
 * index, never a Scan: `parentId.eq` reads one parent's children, `parentId.attributeExists: false` the top
 * level; both come back in sortOrder. Without a filter it pages through the menu partition.
 */
export function request(ctx: Context<QueryListMenusArgs>): DynamoDBQueryRequest {
  const limit = ctx.args.limit ?? MAX_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT) {
    util.error(`limit must be between 1 and ${MAX_LIMIT}`, 'BadRequest');
  }
  const parent = ctx.args.filter ? ctx.args.filter.parentId : null;
  const page = { limit, nextToken: ctx.args.nextToken ?? undefined };
  if (!parent) {
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
    util.error(ctx.error.message, ctx.error.type);
  }
  return { items: ctx.result.items, nextToken: ctx.result.nextToken ?? null };
}
