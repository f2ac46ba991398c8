import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createTables } from '../../local/dynamodb/create-tables';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../local/dynamodb/dynamodb-local';

declare global {
  var __DYNAMODB_LOCAL__: DynamoDbLocal | undefined;
}

/**
 * Starts one in-memory DynamoDB Local for the whole integration run and creates the tables from the same
 * definitions the Data stack uses. Workers inherit the environment set here.
 */
export default async function globalSetup(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_REGION = 'ap-northeast-2';
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
  const started = Date.now();
  const dynamo = await startDynamoDbLocal();
  globalThis.__DYNAMODB_LOCAL__ = dynamo;
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  const client = new DynamoDBClient({ endpoint: dynamo.endpoint });
  await createTables(client);
  client.destroy();
  console.log(`\nDynamoDB Local ready at ${dynamo.endpoint} in ${Date.now() - started} ms`);
}
