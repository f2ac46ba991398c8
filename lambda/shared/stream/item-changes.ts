import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as StreamAttributeValue } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../runtime/logger';

/**
 * One item's change as a table's stream tells it (docs/architecture.md, "The change stream"): the item before
 * and after, plain objects. `before` is absent for an insert, `after` for a removal.
 */
export interface ItemChange {
  readonly pk: string;
  readonly sk: string;
  readonly before?: Readonly<Record<string, unknown>>;
  readonly after?: Readonly<Record<string, unknown>>;
  /** The record's place in its shard: what a retry starts from. */
  readonly sequenceNumber: string;
}

/**
 * A consumer of the changes. Records reach it at least once, in order per item: a record is handed again
 * after a failure (its own, or another consumer's), so what it writes must be safe to write twice, or it
 * says in its docs what a repeat costs.
 */
export interface ChangeConsumer {
  readonly name: string;
  consume(change: ItemChange): Promise<void>;
}

const image = (value: Record<string, StreamAttributeValue> | undefined) =>
  value ? unmarshall(value as Record<string, AttributeValue>) : undefined;

export function itemChangeOf(record: DynamoDBRecord): ItemChange {
  const keys = image(record.dynamodb?.Keys) ?? {};
  return {
    pk: String(keys.pk),
    sk: String(keys.sk ?? ''),
    before: image(record.dynamodb?.OldImage),
    after: image(record.dynamodb?.NewImage),
    sequenceNumber: record.dynamodb?.SequenceNumber ?? '',
  };
}

/**
 * The handler of a stream's event source mapping: each record in order to every consumer; at the first record
 * a consumer fails on it stops and reports that record (ReportBatchItemFailures), so Lambda hands the batch
 * again from there and nothing after it is skipped. A record that keeps failing goes, after the mapping's
 * retries, to its on-failure queue (lib/constructs/stream-consumer.ts).
 */
export function createStreamHandler(
  name: string,
  consumers: readonly ChangeConsumer[],
): (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> {
  return async (event) => {
    for (const record of event.Records) {
      const change = itemChangeOf(record);
      for (const consumer of consumers) {
        try {
          await consumer.consume(change);
        } catch (error) {
          logger.error('A change could not be consumed; handed again from here', {
            handler: name,
            consumer: consumer.name,
            pk: change.pk,
            sk: change.sk,
            error,
          });
          return { batchItemFailures: [{ itemIdentifier: change.sequenceNumber }] };
        }
      }
    }
    return { batchItemFailures: [] };
  };
}
