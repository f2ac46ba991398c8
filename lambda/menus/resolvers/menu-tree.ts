import { util, type Context, type DynamoDBQueryRequest } from '@aws-appsync/utils';
import type { Menu } from '../../../contracts/graphql/types.generated';
import { MENU_MAX_ITEMS } from '../../../contracts/menu-limits';
import { MENU_PARTITION, menuOrderKey } from './menu-keys';

/**
 * One Query reads the whole menu partition (the menu API caps it at MENU_MAX_ITEMS, far under the 1 MB a
 * Query page holds), so the tree costs one request and one read. One more than the cap: a full menu is read
 * without a next page, so only a partition past the cap answers MenuTooLarge.
 */
const MAX_ITEMS = MENU_MAX_ITEMS + 1;

export function request(_ctx: Context): DynamoDBQueryRequest {
  return {
    operation: 'Query',
    query: { expression: 'pk = :pk', expressionValues: util.dynamodb.toMapValues({ ':pk': MENU_PARTITION }) },
    limit: MAX_ITEMS,
  };
}

/**
 * Builds the tree (at most 3 levels): top level = no parentId; each level sorted by sortOrder, then name.
 * Items whose parent is missing or that sit deeper than level 3 are left out rather than shown misplaced.
 * No recursion and no function values: AppSync's JS runtime forbids both, hence the explicit levels.
 */
export function response(ctx: Context): Menu[] {
  if (ctx.error) {
    util.error(ctx.error.message, ctx.error.type);
  }
  if (ctx.result.nextToken) {
    util.appendError(
      'The menu has more items than one request reads; the tree is incomplete.',
      'MenuTooLarge',
    );
  }
  const items: Menu[] = ctx.result.items;
  // Sort keys "<padded sortOrder>#<name>#<id>": a plain string sort orders each level by sortOrder, then
  // name (AppSync's runtime allows no comparator function). Menu ids never contain '#'.
  const byId: Record<string, Menu> = {};
  const orderKeys: Record<string, string[]> = {};
  for (const item of items) {
    byId[item.id] = item;
    const parentKey = item.parentId ? item.parentId : '';
    const keys = orderKeys[parentKey] ?? [];
    keys.push(`${menuOrderKey(item.sortOrder, item.name)}#${item.id}`);
    orderKeys[parentKey] = keys;
  }
  const byParent: Record<string, Menu[]> = {};
  for (const parentKey of Object.keys(orderKeys)) {
    const level: Menu[] = [];
    for (const key of (orderKeys[parentKey] ?? []).sort()) {
      const item = byId[key.slice(key.lastIndexOf('#') + 1)];
      if (item) {
        level.push({
          id: item.id,
          name: item.name,
          module: item.module,
          moduleId: item.moduleId ?? null,
          link: item.link ?? null,
          sortOrder: item.sortOrder,
          parentId: item.parentId ?? null,
          children: null,
        });
      }
    }
    byParent[parentKey] = level;
  }
  const top = byParent[''] ?? [];
  for (const first of top) {
    first.children = byParent[first.id] ?? [];
    for (const second of first.children) {
      second.children = byParent[second.id] ?? [];
      for (const third of second.children) {
        third.children = [];
      }
    }
  }
  return top;
}
