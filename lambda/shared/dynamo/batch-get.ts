import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StoreBusyError } from '../runtime/unavailable';

type Key = Record<string, string>;

/** BatchGetItem reads at most 100 keys per request. */
export const BATCH_GET_MAX = 100;
const ATTEMPTS = 4;

/**
 * Reads up to BATCH_GET_MAX items of one table in one BatchGetItem (retrying the keys DynamoDB leaves
 * unprocessed, a few times, then a 503). Answers the items found, in no particular order.
 */
export async function batchGet(
  client: DynamoDBDocumentClient,
  tableName: string,
  keys: readonly Key[],
  projection?: { expression: string; names?: Record<string, string> },
  /** Strongly consistent reads (twice the read units): for a read-before-write. */
  consistent = false,
): Promise<Record<string, unknown>[]> {
  if (keys.length === 0) return [];
  if (keys.length > BATCH_GET_MAX) throw new Error(`batchGet takes at most ${BATCH_GET_MAX} keys`);
  const found: Record<string, unknown>[] = [];
  let pending: Key[] = [...keys];
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > ATTEMPTS) throw new StoreBusyError('Reads stayed unprocessed after retries.', null);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
    const out = await client.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName]: {
            Keys: pending,
            ...(consistent ? { ConsistentRead: true } : {}),
            ...(projection
              ? {
                  ProjectionExpression: projection.expression,
                  ...(projection.names ? { ExpressionAttributeNames: projection.names } : {}),
                }
              : {}),
          },
        },
      }),
    );
    found.push(...((out.Responses?.[tableName] ?? []) as Record<string, unknown>[]));
    pending = (out.UnprocessedKeys?.[tableName]?.Keys ?? []) as Key[];
  }
  return found;
}
