import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StoreBusyError } from '../runtime/unavailable';

/** BatchWriteItem takes at most 25 puts and deletes per request. */
export const BATCH_WRITE_MAX = 25;
const ATTEMPTS = 6;

type Request =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Puts and deletes items of one table, 25 per BatchWriteItem, several requests at once, sending again what
 * DynamoDB leaves unprocessed (with a growing pause) and giving up with StoreBusyError. Each put and delete is
 * whole and idempotent; the set is not atomic: a caller that fails part way writes it all again.
 */
export async function batchWrite(
  client: DynamoDBDocumentClient,
  tableName: string,
  puts: readonly Record<string, unknown>[],
  deletes: readonly Record<string, unknown>[],
  concurrency = 4,
): Promise<void> {
  const requests: Request[] = [
    ...puts.map((Item) => ({ PutRequest: { Item } })),
    ...deletes.map((Key) => ({ DeleteRequest: { Key } })),
  ];
  const chunks: Request[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_WRITE_MAX)
    chunks.push(requests.slice(i, i + BATCH_WRITE_MAX));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let left = chunks[next++] as Request[];
      for (let attempt = 1; left.length > 0; attempt++) {
        if (attempt > ATTEMPTS) throw new StoreBusyError('Writes stayed unprocessed after retries.', null);
        if (attempt > 1)
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
        const out = await client.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: left as never } }),
        );
        left = (out.UnprocessedItems?.[tableName] ?? []) as Request[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
}
