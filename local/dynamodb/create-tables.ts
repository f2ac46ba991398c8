import {
  CreateTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { tableDefinitions, type TableDefinition, type TableId } from '../../contracts/tables';

/**
 * Creates every table of contracts/tables.ts (the same list the Data stack builds) that does not exist yet.
 * `names` maps table ids to physical names; it defaults to the ids themselves. Answers the ids of the tables it
 * created.
 */
export async function createTables(
  client: DynamoDBClient,
  names: (id: TableId) => string = (id) => id,
): Promise<TableId[]> {
  const created: TableId[] = [];
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const definition of tableDefinitions) {
    const name = names(definition.id);
    if (existing.has(name)) {
      // A data folder from before an index or the stream was added gets it now, as a CloudFormation update
      // would add it.
      await addMissingIndexes(client, definition, name);
      await addMissingStream(client, definition, name);
      continue;
    }
    await client.send(new CreateTableCommand(createTableInput(definition, name)));
    created.push(definition.id);
    if (definition.ttlAttribute) {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: definition.ttlAttribute, Enabled: true },
        }),
      );
    }
  }
  return created;
}

async function addMissingIndexes(client: DynamoDBClient, definition: TableDefinition, name: string) {
  const described = await client.send(new DescribeTableCommand({ TableName: name }));
  const present = new Set((described.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of definition.indexes) {
    if (present.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
}

async function addMissingStream(client: DynamoDBClient, definition: TableDefinition, name: string) {
  if (!definition.stream) return;
  const described = await client.send(new DescribeTableCommand({ TableName: name }));
  if (described.Table?.StreamSpecification?.StreamEnabled) return;
  await client.send(
    new UpdateTableCommand({
      TableName: name,
      StreamSpecification: { StreamEnabled: true, StreamViewType: definition.stream },
    }),
  );
}

function createTableInput(definition: TableDefinition, name: string) {
  const attributes = new Set<string>([definition.partitionKey]);
  if (definition.sortKey) attributes.add(definition.sortKey);
  for (const index of definition.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes].map((a) => ({ AttributeName: a, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: definition.partitionKey, KeyType: 'HASH' as const },
      ...(definition.sortKey ? [{ AttributeName: definition.sortKey, KeyType: 'RANGE' as const }] : []),
    ],
    ...(definition.stream
      ? { StreamSpecification: { StreamEnabled: true, StreamViewType: definition.stream } }
      : {}),
    ...(definition.indexes.length > 0
      ? {
          GlobalSecondaryIndexes: definition.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
              { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
            ],
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
}
