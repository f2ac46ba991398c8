import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor } from './cursor';

export interface IndexPageQuery {
  readonly index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  /** The index partition (`<index>pk`) to list. */
  readonly partition: string;
  readonly limit: number;
  readonly nextToken?: string;
  /**
   * A FilterExpression and its values. It runs inside the Query, after `limit` items are read: a page may hold
   * fewer items than `limit`, and nextToken goes on.
   */
  readonly filter?: { readonly expression: string; readonly values: Readonly<Record<string, unknown>> };
}

/**
 * One page of an index partition, newest first (sort keys are `<time>#<id>`). The cursor must be one of this
 * partition's (docs/architecture.md: a crafted nextToken is a 400, never another partition's items).
 */
export async function queryIndexPage(
  client: DynamoDBDocumentClient,
  tableName: string,
  query: IndexPageQuery,
): Promise<{ items: Record<string, unknown>[]; nextToken: string | null }> {
  const { index, partition } = query;
  const out = await client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
      ExpressionAttributeValues: { ':pk': partition, ...query.filter?.values },
      ScanIndexForward: false,
      Limit: query.limit,
      ExclusiveStartKey: decodeCursor(query.nextToken, {
        attributes: ['pk', 'sk', `${index}pk`, `${index}sk`],
        partition: { [`${index}pk`]: partition },
      }),
    }),
  );
  return { items: out.Items ?? [], nextToken: encodeCursor(out.LastEvaluatedKey) };
}
