import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableDefinition, tableDefinitions, type TableId } from '../../contracts/tables';
import { createTables } from '../../local/dynamodb/create-tables';

/** The DynamoDB Local started by the integration global setup. */
export function localEndpoint(): string {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint)
    throw new Error(
      'DYNAMODB_ENDPOINT is not set: run integration tests through Jest (global setup starts DynamoDB Local)',
    );
  return endpoint;
}

/** A low-level client that counts the requests it sends, for "DynamoDB calls per request" budgets. */
export function countingClient(): { client: DynamoDBClient; sent: string[] } {
  const client = new DynamoDBClient({ endpoint: localEndpoint() });
  const sent: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  return { client, sent };
}

export function documentClient(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: localEndpoint() }), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/** Tables are created under their ids; handlers find them through the same env vars as in AWS. */
export function bindTableEnv(...ids: TableId[]): void {
  for (const id of ids) process.env[tableDefinition(id).envVar] = id;
}

/**
 * Creates a private copy of every table (names prefixed) for a test file whose data would collide with other
 * files running in parallel (e.g. the single menu partition), and points the handlers' env vars at it.
 */
export async function isolatedTables(prefix: string): Promise<(id: TableId) => string> {
  const name = (id: TableId) => `${prefix}-${id}`;
  const client = new DynamoDBClient({ endpoint: localEndpoint() });
  await createTables(client, name);
  client.destroy();
  for (const definition of tableDefinitions) process.env[definition.envVar] = name(definition.id);
  return name;
}
