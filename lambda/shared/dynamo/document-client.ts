import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * One client per function instance, created at module load. Up to 3 attempts on throttling, 5xx and network
 * errors (spec §7) with the SDK's exponential backoff. DYNAMODB_ENDPOINT points at DynamoDB Local in the
 * local stack and the tests; it is never set in AWS.
 */
export function createDocumentClient(endpoint = process.env.DYNAMODB_ENDPOINT): DynamoDBDocumentClient {
  const client = new DynamoDBClient({ maxAttempts: 3, ...(endpoint ? { endpoint } : {}) });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
