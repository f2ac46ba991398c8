import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type DynamoDBDocumentClient,
  type PutCommandInput,
  type QueryCommandInput,
  type QueryCommandOutput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../contracts/pagination';
import { conditionally } from '../shared/dynamo/conditional';
import { decodeCursor, encodeCursor } from '../shared/dynamo/cursor';

/** An item as the document client reads it. */
type Item = NonNullable<QueryCommandOutput['Items']>[number];

/** The key attributes a Query runs on: the table's own, or those of one of its indexes. */
export interface KeyAttributes {
  /** The index's name; none for the table itself. */
  readonly index?: string;
  readonly pk: string;
  readonly sk: string;
}

/** The table's own keys. */
export const tableKeys: KeyAttributes = { pk: 'pk', sk: 'sk' };

/** The global secondary indexes gsi1 to gsi4, each keyed on `<name>pk` and `<name>sk`. */
export const gsi = (name: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4'): KeyAttributes => ({
  index: name,
  pk: `${name}pk`,
  sk: `${name}sk`,
});

/** One partition of the table or an index, and which of its items to read. */
export interface PartitionQuery {
  /** The table's own keys unless an index's are given. */
  readonly keys?: KeyAttributes;
  /** The partition key's value. */
  readonly partition: string;
  /** Only the items whose sort key begins with this. */
  readonly prefix?: string;
  /** Only the items whose sort key is this or after it. */
  readonly from?: string;
  /** Sort keys descending: newest first where they start with a time. */
  readonly descending?: boolean;
  /**
   * A FilterExpression with its names and values. It runs inside the Query, after `Limit` items are read: a
   * page may hold fewer items than the limit, and the cursor goes on.
   */
  readonly filter?: {
    readonly expression: string;
    readonly names?: Readonly<Record<string, string>>;
    readonly values?: Readonly<Record<string, unknown>>;
  };
}

/** A page of a partition: at most `limit` items, after the cursor of the page before. */
export interface PageQuery extends PartitionQuery {
  readonly limit: number;
  readonly nextToken?: string | null;
}

/** Every page of a partition: what to read of each item, or only their count. */
export interface AllPagesQuery extends PartitionQuery {
  readonly projection?: string;
  readonly countOnly?: boolean;
  /** Items a page holds at most; DynamoDB's 1 MB page unless given. */
  readonly pageSize?: number;
}

function queryInput(tableName: string, query: PartitionQuery): QueryCommandInput {
  const { keys = tableKeys, partition, prefix, from, filter } = query;
  const sortKey =
    prefix !== undefined
      ? ` AND begins_with(${keys.sk}, :prefix)`
      : from !== undefined
        ? ` AND ${keys.sk} >= :from`
        : '';
  return {
    TableName: tableName,
    ...(keys.index ? { IndexName: keys.index } : {}),
    KeyConditionExpression: `${keys.pk} = :pk${sortKey}`,
    ...(filter ? { FilterExpression: filter.expression } : {}),
    ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
    ExpressionAttributeValues: {
      ':pk': partition,
      ...(prefix !== undefined ? { ':prefix': prefix } : {}),
      ...(from !== undefined ? { ':from': from } : {}),
      ...filter?.values,
    },
    ...(query.descending ? { ScanIndexForward: false } : {}),
  };
}

/** A command's input on the repository's own table. */
type OnTable<Input> = Omit<Input, 'TableName'>;

/**
 * What every repository is: one DynamoDB table reached through the document client. It also holds what they
 * all do with it: one page of a partition, behind a cursor that must belong to that partition
 * (docs/architecture.md: a crafted nextToken is a 400, never another partition's items); every page of a
 * partition; and single conditional writes under the one rule of lambda/shared/dynamo/conditional.ts (false
 * when the condition failed, retried while the store is busy).
 */
export abstract class TableRepository {
  constructor(
    protected readonly client: DynamoDBDocumentClient,
    protected readonly tableName: string,
  ) {}

  /** One page of a partition, each item turned into what the list holds. */
  protected async queryPage<T>(query: PageQuery, convert: (item: Item) => T): Promise<Page<T>> {
    const keys = query.keys ?? tableKeys;
    // A cursor is the last item's key: the table's, and the index's where the Query runs on one.
    const cursorAttributes = ['pk', 'sk', ...(keys.index ? [keys.pk, keys.sk] : [])];
    const out = await this.client.send(
      new QueryCommand({
        ...queryInput(this.tableName, query),
        Limit: query.limit,
        ExclusiveStartKey: decodeCursor(query.nextToken ?? undefined, {
          attributes: cursorAttributes,
          partition: { [keys.pk]: query.partition },
        }),
      }),
    );
    return { items: (out.Items ?? []).map(convert), nextToken: encodeCursor(out.LastEvaluatedKey) };
  }

  /** Reads a whole partition page by page, handing each page to `visit` before the next is read. */
  protected async forEachPage(
    query: AllPagesQuery,
    visit: (page: QueryCommandOutput) => Promise<void> | void,
  ): Promise<void> {
    let start: Item | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          ...queryInput(this.tableName, query),
          ...(query.projection ? { ProjectionExpression: query.projection } : {}),
          ...(query.countOnly ? { Select: 'COUNT' } : {}),
          ...(query.pageSize ? { Limit: query.pageSize } : {}),
          ExclusiveStartKey: start,
        }),
      );
      await visit(page);
      start = page.LastEvaluatedKey;
    } while (start);
  }

  /** A conditional update; false when its condition failed. */
  protected updateIf(input: OnTable<UpdateCommandInput>): Promise<boolean> {
    return conditionally(() => this.client.send(new UpdateCommand({ TableName: this.tableName, ...input })));
  }

  /** A conditional put; false when its condition failed. */
  protected putIf(input: OnTable<PutCommandInput>): Promise<boolean> {
    return conditionally(() => this.client.send(new PutCommand({ TableName: this.tableName, ...input })));
  }

  /** A conditional delete; false when its condition failed. */
  protected deleteIf(input: OnTable<DeleteCommandInput>): Promise<boolean> {
    return conditionally(() => this.client.send(new DeleteCommand({ TableName: this.tableName, ...input })));
  }
}
