import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SDK_CLIENT_SETTINGS } from '../runtime/sdk-settings';

/**
 * One client per function instance, created at module load, with the timeouts and tries of
 * SDK_CLIENT_SETTINGS. DYNAMODB_ENDPOINT points at DynamoDB Local in the local stack and the tests; it is
 * never set in AWS.
 */
export function createDocumentClient(endpoint = process.env.DYNAMODB_ENDPOINT): DynamoDBDocumentClient {
  const client = new DynamoDBClient({ ...SDK_CLIENT_SETTINGS, ...(endpoint ? { endpoint } : {}) });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
