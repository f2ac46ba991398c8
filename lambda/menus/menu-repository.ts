import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { conditionally } from '../shared/dynamo/conditional';
import { MENU_MAX_ITEMS } from '../../contracts/menu';
import { MENU_PARTITION, menuOrderKey, menuParentKey, menuSortKey } from './resolvers/menu-keys';
import { TableRepository } from '../storage/table-repository';

/** A stored menu (the fields of contracts/menu.ts; children are built by readers). */
export interface MenuRecord {
  readonly id: string;
  readonly name: string;
  readonly module: string;
  readonly moduleId: string | null;
  readonly link: string;
  readonly sortOrder: number;
  readonly parentId: string | null;
}

export interface MenuSnapshot {
  /** Version of the whole menu; every change bumps it, so concurrent edits cannot interleave. */
  readonly version: number;
  readonly menus: readonly MenuRecord[];
}

/** The menu version lives outside the menu partition so menuTree's Query reads menus only. */
const versionKey = { pk: 'MENU_META', sk: 'VERSION' };

function toItem(menu: MenuRecord) {
  const { parentId, moduleId, ...rest } = menu;
  return {
    pk: MENU_PARTITION,
    sk: menuSortKey(menu.id),
    gsi1pk: menuParentKey(parentId),
    gsi1sk: menuOrderKey(menu.sortOrder, menu.id),
    ...rest,
    // Absent, not null, at the top level: that is what the spec's `parentId: { attributeExists: false }` reads.
    ...(parentId ? { parentId } : {}),
    ...(moduleId ? { moduleId } : {}),
  };
}

function fromItem(item: Record<string, unknown>): MenuRecord {
  return {
    id: item.id as string,
    name: item.name as string,
    module: item.module as string,
    moduleId: (item.moduleId as string | undefined) ?? null,
    link: item.link as string,
    sortOrder: item.sortOrder as number,
    parentId: (item.parentId as string | undefined) ?? null,
  };
}

export class MenuRepository extends TableRepository {
  /** One menu by id (consistent read), or null. */
  async get(id: string): Promise<MenuRecord | null> {
    const out = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { pk: MENU_PARTITION, sk: menuSortKey(id) },
        ConsistentRead: true,
      }),
    );
    return out.Item ? fromItem(out.Item) : null;
  }

  /**
   * The whole menu and its version: one GetItem, then one Query (the partition fits one page). The version is
   * read first, on purpose: a change committed between the two reads then shows in the menus but not in the
   * version, so the commit that follows fails its version condition (409) instead of committing a change
   * checked against a menu that was already out of date. Read together, two admins moving two menus into
   * each other at once could both succeed and leave a cycle.
   */
  async snapshot(): Promise<MenuSnapshot> {
    const version = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: versionKey, ConsistentRead: true }),
    );
    const menus = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': MENU_PARTITION },
        Limit: MENU_MAX_ITEMS + 1,
        ConsistentRead: true,
      }),
    );
    return {
      version: (version.Item?.version as number | undefined) ?? 0,
      menus: (menus.Items ?? []).map(fromItem),
    };
  }

  /**
   * Writes menus and deletes ids in one transaction, only if the menu is still at `readVersion`.
   * Returns false (nothing written) when another change came first.
   */
  async commit(
    readVersion: number,
    puts: readonly MenuRecord[],
    deleteIds: readonly string[] = [],
  ): Promise<boolean> {
    return conditionally(() =>
      this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.tableName,
                Item: { ...versionKey, version: readVersion + 1 },
                ConditionExpression: 'attribute_not_exists(pk) OR version = :read',
                ExpressionAttributeValues: { ':read': readVersion },
              },
            },
            ...puts.map((menu) => ({ Put: { TableName: this.tableName, Item: toItem(menu) } })),
            ...deleteIds.map((id) => ({
              Delete: { TableName: this.tableName, Key: { pk: MENU_PARTITION, sk: menuSortKey(id) } },
            })),
          ],
        }),
      ),
    );
  }
}
