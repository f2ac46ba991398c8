import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

/**
 * The local stand-in for a Lambda event source mapping on a DynamoDB stream (docs/local-vs-aws.md, "Change
 * stream"): it reads the table's stream on DynamoDB Local, whose Streams API works as DynamoDB's, and hands the
 * records to the same handler AWS invokes, in the event shape Lambda builds. As the mapping in AWS is set up
 * (lib/constructs/stream-consumer.ts): batches of up to `batchSize` records of one shard, in order; a handler
 * that answers `batchItemFailures` (ReportBatchItemFailures) has the batch retried from the first failed
 * record, one that throws has the whole batch retried; after `retryAttempts` retries the batch is given up and
 * logged, as AWS sends it to the on-failure queue. Shards are read parent before child.
 *
 * Starting position: what LATEST means for the shards open when it starts (a data folder's older changes are
 * not handed over again on a restart), the whole of a shard that opens later. A lost iterator (expired, or
 * trimmed: DynamoDB Local trims when an empty shard's first record arrives) is replaced from the last record
 * handed over, so no record is handed twice or skipped while the stream keeps it.
 */
export interface StreamPollerOptions {
  readonly endpoint: string;
  readonly region: string;
  readonly tableName: string;
  readonly handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  readonly batchSize?: number;
  /** How long to wait between polls of a shard that had nothing new. */
  readonly idleMs?: number;
  readonly retryAttempts?: number;
  readonly logger: {
    info(message: string, fields?: Record<string, unknown>): void;
    error(message: string, fields?: Record<string, unknown>): void;
  };
}

export interface StreamPoller {
  /** Resolves once every record written before the call has been handled (or given up). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

interface ShardReader {
  readonly shard: Shard;
  iterator: string | undefined;
  /** Read to its end (the shard closed and every record handed over). */
  finished: boolean;
  /** The last record handed over (or skipped at start): where a new iterator starts after a lost one. */
  handedUpTo: string | undefined;
}

/** Whether the record comes after `sequenceNumber` in its shard (numbers as decimal strings). */
function isAfter(record: StreamRecord, sequenceNumber: string | undefined): boolean {
  const own = record.dynamodb?.SequenceNumber;
  return sequenceNumber === undefined || own === undefined || BigInt(own) > BigInt(sequenceNumber);
}

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const tables = new DynamoDBClient({ endpoint: options.endpoint, region: options.region, credentials });
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials,
  });
  const described = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
  tables.destroy();
  const streamArn = described.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);
  const batchSize = options.batchSize ?? 100;
  const idleMs = options.idleMs ?? 200;
  const retryAttempts = options.retryAttempts ?? 3;

  const readers = new Map<string, ShardReader>();
  let stopped = false;
  /** Polls completed with nothing new on any shard; settled() waits for one that started after its call. */
  let idleRounds = 0;
  let rounds = 0;

  /** From the shard's oldest record, or right after `after`. */
  const iteratorOf = async (shardId: string, after?: string) =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ...(after
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      )
    ).ShardIterator;

  const listShards = async (): Promise<Shard[]> => {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const out = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  };

  /** The sequence number of the shard's newest record now (read through once, nothing handed over). */
  const newestOf = async (shardId: string): Promise<string | undefined> => {
    let newest: string | undefined;
    let iterator = await iteratorOf(shardId);
    while (iterator) {
      const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      const records = out.Records ?? [];
      if (records.length === 0) break;
      newest = records.at(-1)?.dynamodb?.SequenceNumber ?? newest;
      iterator = out.NextShardIterator;
    }
    return newest;
  };

  const track = async (first: boolean) => {
    for (const shard of await listShards()) {
      const id = shard.ShardId as string;
      if (readers.has(id)) continue;
      const open = shard.SequenceNumberRange?.EndingSequenceNumber === undefined;
      if (first && !open) {
        // At start, a closed shard is history.
        readers.set(id, { shard, iterator: undefined, finished: true, handedUpTo: undefined });
        continue;
      }
      // At start, an open shard from now on (what LATEST means; DynamoDB Local's LATEST iterator of an empty
      // shard fails with TrimmedDataAccessException at the first write, so the poller reads to the newest record
      // instead); a shard that opens later, whole.
      const handedUpTo = first ? await newestOf(id) : undefined;
      readers.set(id, { shard, iterator: await iteratorOf(id, handedUpTo), finished: false, handedUpTo });
    }
  };

  const toEvent = (records: readonly StreamRecord[]): DynamoDBStreamEvent => ({
    Records: records.map((record): DynamoDBRecord => ({
      eventID: record.eventID,
      eventName: record.eventName as DynamoDBRecord['eventName'],
      eventVersion: record.eventVersion,
      eventSource: 'aws:dynamodb',
      awsRegion: options.region,
      eventSourceARN: streamArn,
      dynamodb: {
        ...(record.dynamodb as NonNullable<DynamoDBRecord['dynamodb']>),
        // Lambda's event carries epoch seconds where the Streams API answers a date.
        ApproximateCreationDateTime:
          record.dynamodb?.ApproximateCreationDateTime instanceof Date
            ? Math.floor(record.dynamodb.ApproximateCreationDateTime.getTime() / 1000)
            : undefined,
      },
    })),
  });

  /** Hands a batch to the handler until it is done, retrying what failed; false when it was given up. */
  const deliver = async (records: StreamRecord[]): Promise<void> => {
    let left = records;
    for (let attempt = 0; left.length > 0; attempt += 1) {
      if (attempt > retryAttempts) {
        options.logger.error('stream batch given up', {
          table: options.tableName,
          records: left.length,
          firstSequenceNumber: left[0]?.dynamodb?.SequenceNumber,
        });
        return;
      }
      if (attempt > 0)
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
      let failedFrom: string | undefined;
      try {
        const answer = await options.handler(toEvent(left));
        const failed = (answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier);
        failedFrom = left.find((record) => failed.includes(record.dynamodb?.SequenceNumber ?? ''))?.dynamodb
          ?.SequenceNumber;
        if (failed.length > 0 && failedFrom === undefined) failedFrom = left[0]?.dynamodb?.SequenceNumber;
      } catch (error) {
        options.logger.error('stream handler failed', { table: options.tableName, error: String(error) });
        failedFrom = left[0]?.dynamodb?.SequenceNumber;
      }
      if (failedFrom === undefined) return;
      left = left.slice(left.findIndex((record) => record.dynamodb?.SequenceNumber === failedFrom));
    }
  };

  const pollOnce = async (): Promise<number> => {
    let handed = 0;
    for (const reader of readers.values()) {
      if (reader.finished || !reader.iterator) continue;
      const parent = reader.shard.ParentShardId ? readers.get(reader.shard.ParentShardId) : undefined;
      if (parent && !parent.finished) continue;
      let out;
      try {
        out = await streams.send(new GetRecordsCommand({ ShardIterator: reader.iterator, Limit: batchSize }));
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name !== 'TrimmedDataAccessException' && name !== 'ExpiredIteratorException') throw error;
        // The iterator is lost (expired, or DynamoDB Local's trimming quirk): a new one right after the last
        // record handed over, or from the oldest one kept when that record is gone too.
        reader.iterator = await iteratorOf(reader.shard.ShardId as string, reader.handedUpTo).catch(() =>
          iteratorOf(reader.shard.ShardId as string),
        );
        continue;
      }
      // Never a record twice: after a lost iterator the oldest kept may be one handed over already.
      const records = (out.Records ?? []).filter((record) => isAfter(record, reader.handedUpTo));
      if (records.length > 0) {
        handed += records.length;
        await deliver(records);
        reader.handedUpTo = records.at(-1)?.dynamodb?.SequenceNumber ?? reader.handedUpTo;
      }
      reader.iterator = out.NextShardIterator;
      if (!reader.iterator) reader.finished = true;
    }
    return handed;
  };

  await track(true);
  const loop = (async () => {
    /** Polls in a row that failed: each waits longer, up to 10 s, and only the first of a run is logged. */
    let failures = 0;
    while (!stopped) {
      const started = rounds;
      let handed = 0;
      try {
        await track(false);
        handed = await pollOnce();
        if (failures > 0)
          options.logger.info('stream poll works again', { table: options.tableName, failures });
        failures = 0;
      } catch (error) {
        if (stopped) break;
        if (failures === 0) {
          options.logger.error('stream poll failed; trying again', {
            table: options.tableName,
            error: String(error),
          });
        }
        failures += 1;
        rounds = started + 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, idleMs * 2 ** failures)));
        continue;
      }
      rounds = started + 1;
      if (handed === 0) {
        // Only a round that read everything counts as idle (settled() waits for one).
        idleRounds = rounds;
        await new Promise((resolve) => setTimeout(resolve, idleMs));
      }
    }
  })();

  return {
    settled: async () => {
      // A round that began after this call and found nothing: everything written before it was handled.
      const after = rounds + 1;
      while (!stopped && idleRounds <= after) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    stop: async () => {
      stopped = true;
      await loop;
      streams.destroy();
    },
  };
}
