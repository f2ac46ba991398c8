import {
  CreateTableCommand,
  DeleteItemCommand,
  DynamoDBClient,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { tableDefinition } from '../../contracts/tables';
import { startDynamoDbCapacityProxy } from '../../local/shared/dynamodb-capacity-proxy';
import { startStreamPoller, type StreamPoller } from '../../local/streams/stream-poller';
import { localEndpoint } from '../support/dynamodb';

/**
 * The local stand-in for Lambda's stream event source (local/streams/stream-poller.ts) against DynamoDB Local's
 * real Streams API: the event shape the handlers receive in AWS, order, and what happens to failures.
 */
jest.setTimeout(30_000);

const region = 'ap-northeast-2';
const client = new DynamoDBClient({ endpoint: localEndpoint(), region });
let tables = 0;

async function streamTable(): Promise<string> {
  const name = `stream-${process.pid}-${++tables}`;
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  return name;
}

const put = (table: string, sk: string, n: number) =>
  client.send(
    new PutItemCommand({
      TableName: table,
      Item: { pk: { S: 'P' }, sk: { S: sk }, n: { N: String(n) } },
    }),
  );

const logged: { message: string; fields?: Record<string, unknown> }[] = [];
const logger = {
  info: () => undefined,
  error: (message: string, fields?: Record<string, unknown>) => logged.push({ message, fields }),
};
const pollers: StreamPoller[] = [];

afterAll(async () => {
  await Promise.all(pollers.map((poller) => poller.stop()));
  client.destroy();
});

async function poller(
  table: string,
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>,
  retryAttempts = 3,
) {
  const started = await startStreamPoller({
    endpoint: localEndpoint(),
    region,
    tableName: table,
    handler,
    idleMs: 50,
    retryAttempts,
    logger,
  });
  pollers.push(started);
  return started;
}

it('the content table has a stream of old and new images', () => {
  expect(tableDefinition('content').stream).toBe('NEW_AND_OLD_IMAGES');
});

it("hands over inserts, changes and removals in order, in Lambda's event shape, from its start on", async () => {
  const table = await streamTable();
  await put(table, 'before', 0);
  const seen: DynamoDBRecord[] = [];
  const started = await poller(table, async (event) => {
    seen.push(...event.Records);
  });
  await put(table, 'a', 1);
  await client.send(
    new UpdateItemCommand({
      TableName: table,
      Key: { pk: { S: 'P' }, sk: { S: 'a' } },
      UpdateExpression: 'SET n = :n',
      ExpressionAttributeValues: { ':n': { N: '2' } },
    }),
  );
  await client.send(new DeleteItemCommand({ TableName: table, Key: { pk: { S: 'P' }, sk: { S: 'a' } } }));
  await started.settled();

  // What was written before the poller started is not replayed (a new mapping starts at LATEST).
  expect(seen.map((record) => [record.eventName, record.dynamodb?.Keys?.sk?.S])).toEqual([
    ['INSERT', 'a'],
    ['MODIFY', 'a'],
    ['REMOVE', 'a'],
  ]);
  const [insert, modify, remove] = seen;
  expect(insert).toMatchObject({
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: expect.stringContaining(table),
    dynamodb: { NewImage: { n: { N: '1' } }, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  });
  expect(typeof insert?.dynamodb?.ApproximateCreationDateTime).toBe('number');
  expect(modify?.dynamodb).toMatchObject({ OldImage: { n: { N: '1' } }, NewImage: { n: { N: '2' } } });
  expect(remove?.dynamodb?.OldImage).toMatchObject({ n: { N: '2' } });
  expect(remove?.dynamodb?.NewImage).toBeUndefined();
});

it('retries a batch from its first failed record, as ReportBatchItemFailures does', async () => {
  const table = await streamTable();
  const handled: string[] = [];
  let failedOnce = false;
  const started = await poller(table, async (event) => {
    for (const record of event.Records) {
      const sk = record.dynamodb?.Keys?.sk?.S as string;
      if (sk === 'b' && !failedOnce) {
        failedOnce = true;
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber as string }] };
      }
      handled.push(sk);
    }
    return { batchItemFailures: [] };
  });
  for (const [index, sk] of ['a', 'b', 'c'].entries()) await put(table, sk, index);
  await started.settled();
  // a once; b failed, then b and c again.
  expect(handled).toEqual(['a', 'b', 'c']);
});

it('gives a failing batch up after its retries, logs it, and goes on with what comes next', async () => {
  const table = await streamTable();
  const handled: string[] = [];
  let tries = 0;
  const started = await poller(
    table,
    async (event) => {
      const keys = event.Records.map((record) => record.dynamodb?.Keys?.sk?.S as string);
      if (keys.includes('poison')) {
        tries += 1;
        throw new Error('cannot handle this one');
      }
      handled.push(...keys);
    },
    1,
  );
  await put(table, 'poison', 0);
  await started.settled();
  await put(table, 'after', 1);
  await started.settled();
  expect(tries).toBe(2);
  expect(handled).toEqual(['after']);
  expect(logged.map((entry) => entry.message)).toContain('stream batch given up');
});

it('backs off while the stream cannot be read, and logs the first failure of a run only', async () => {
  const table = await streamTable();
  // DynamoDB Local behind a proxy of its own, to take it away from this poller alone.
  const proxy = await startDynamoDbCapacityProxy({ upstream: localEndpoint() });
  const started = await startStreamPoller({
    endpoint: proxy.endpoint,
    region,
    tableName: table,
    handler: async () => undefined,
    idleMs: 50,
    logger,
  });
  const before = logged.length;
  await proxy.stop();
  // Idle polls every 50 ms here: without the back-off, 2 s would be dozens of failures, each logged.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const failures = logged.slice(before).filter((entry) => entry.message.startsWith('stream poll failed'));
  expect(failures).toHaveLength(1);
  await started.stop();
});
