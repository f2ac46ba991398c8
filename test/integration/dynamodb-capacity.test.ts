/**
 * The capacity proxy (local/shared/dynamodb-capacity-proxy.ts) and the counting beneath it
 * (local/shared/dynamodb-calls.ts) against the real DynamoDB Local: each counted request gets the read and
 * write units its calls consumed, tables and indexes apart, for single calls, batches and transactions
 * (whose ConsumedCapacity is an array), while the caller sees the answers it would have seen without it.
 */
import { createServer, request as httpRequest } from 'node:http';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { freePort } from '../../local/dynamodb/dynamodb-local';
import {
  countDynamoDbCallsTo,
  currentDynamoDbCallCount,
  dynamoDbCallHeaders,
  dynamoDbCallsOf,
  withDynamoDbCallCount,
  type DynamoDbCallCount,
} from '../../local/shared/dynamodb-calls';
import {
  startDynamoDbCapacityProxy,
  type DynamoDbCapacityProxy,
} from '../../local/shared/dynamodb-capacity-proxy';
import { localEndpoint } from '../support/dynamodb';

const TABLE = 'content';
const run = `cap-${process.pid}-${Date.now() % 100_000}`;
/** 2,900 bytes: with its keys, an item of 3 write units (1 KB each) and 1 read unit (4 KB). */
const BODY = 'x'.repeat(2900);

let proxy: DynamoDbCapacityProxy;
let stopCounting: () => void;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  proxy = await startDynamoDbCapacityProxy({ upstream: localEndpoint() });
  stopCounting = countDynamoDbCallsTo(proxy.endpoint, { capacity: true });
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: proxy.endpoint,
      region: 'ap-northeast-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
});

afterAll(async () => {
  client.destroy();
  stopCounting();
  await proxy.stop();
});

/** Runs `work` as one counted server request would, and returns what it returned with the request's count. */
async function counted<T>(work: () => Promise<T>): Promise<{ value: T; count: DynamoDbCallCount }> {
  return withDynamoDbCallCount(async () => {
    const value = await work();
    const count = currentDynamoDbCallCount();
    if (!count) throw new Error('Nothing counted');
    return { value, count };
  });
}

const post = (id: string, extra: Record<string, unknown> = {}) => ({
  pk: `${run}#${id}`,
  sk: 'META',
  gsi1pk: `${run}#LIST`,
  gsi1sk: id,
  body: BODY,
  ...extra,
});

describe('consumed capacity per counted request', () => {
  it('a put: the table and each index it writes, and the answer stays as the caller asked it', async () => {
    const { value, count } = await counted(() =>
      client.send(
        new PutCommand({ TableName: TABLE, Item: post('a', { gsi2pk: `${run}#CAT`, gsi2sk: 'a' }) }),
      ),
    );
    expect(value.ConsumedCapacity).toBeUndefined();
    expect(count).toMatchObject({ calls: 1, roundTrips: 1, operations: { PutItem: 1 } });
    expect(count.capacity).toEqual({
      read: 0,
      write: 9,
      byTarget: {
        content: { read: 0, write: 3 },
        'content.gsi1': { read: 0, write: 3 },
        'content.gsi2': { read: 0, write: 3 },
      },
    });
  });

  it('reads: half a unit eventually consistent, one consistent, a Query on the index it reads', async () => {
    await client.send(new PutCommand({ TableName: TABLE, Item: post('b') }));
    const { count } = await counted(async () => {
      await client.send(new GetCommand({ TableName: TABLE, Key: { pk: `${run}#b`, sk: 'META' } }));
      await client.send(
        new GetCommand({ TableName: TABLE, Key: { pk: `${run}#b`, sk: 'META' }, ConsistentRead: true }),
      );
      const rows = await client.send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': `${run}#LIST` },
        }),
      );
      expect(rows.Items?.length).toBeGreaterThanOrEqual(1);
      expect(rows.ConsumedCapacity).toBeUndefined();
    });
    expect(count).toMatchObject({ calls: 3, roundTrips: 3 });
    expect(count.capacity?.byTarget.content).toEqual({ read: 1.5, write: 0 });
    expect(count.capacity?.byTarget['content.gsi1']?.read).toBeGreaterThan(0);
    expect(count.capacity?.write).toBe(0);
    expect(count.capacity?.read).toBe(1.5 + (count.capacity?.byTarget['content.gsi1']?.read ?? 0));
  });

  it('a transaction and batches: every table of their ConsumedCapacity arrays', async () => {
    const { count } = await counted(async () => {
      await client.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: post('c') } },
            {
              Update: {
                TableName: 'site',
                Key: { pk: `${run}#SEQ`, sk: 'SEQ' },
                UpdateExpression: 'ADD #last :one',
                ExpressionAttributeNames: { '#last': 'last' },
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
      await client.send(
        new BatchWriteCommand({
          RequestItems: {
            [TABLE]: [{ PutRequest: { Item: { pk: `${run}#d`, sk: 'META' } } }],
            site: [{ PutRequest: { Item: { pk: `${run}#e`, sk: 'META' } } }],
          },
        }),
      );
      const got = await client.send(
        new BatchGetCommand({
          RequestItems: {
            [TABLE]: { Keys: [{ pk: `${run}#c`, sk: 'META' }] },
            site: { Keys: [{ pk: `${run}#e`, sk: 'META' }] },
          },
        }),
      );
      expect(got.ConsumedCapacity).toBeUndefined();
    });
    expect(count.operations).toEqual({ TransactWriteItems: 1, BatchWriteItem: 1, BatchGetItem: 1 });
    // Transactions cost twice: the put 2 × 3 on the table and on gsi1, the update 2 × 1.
    expect(count.capacity?.byTarget).toEqual({
      content: { read: 0.5, write: 6 + 1 },
      'content.gsi1': { read: 0, write: 6 },
      site: { read: 0.5, write: 2 + 1 },
    });
    expect(count.capacity).toMatchObject({ read: 1, write: 16 });
  });

  it('a caller that asks for the capacity itself gets it, and it is counted once', async () => {
    const { value, count } = await counted(() =>
      client.send(new PutCommand({ TableName: TABLE, Item: post('f'), ReturnConsumedCapacity: 'TOTAL' })),
    );
    expect(value.ConsumedCapacity).toEqual({ TableName: TABLE, CapacityUnits: 6 });
    // TOTAL does not say which index: the units count as the table's.
    expect(count.capacity).toEqual({ read: 0, write: 6, byTarget: { content: { read: 0, write: 6 } } });
  });

  it('a refused conditional write is a call with no units reported, its error unchanged', async () => {
    const { value, count } = await counted(() =>
      client
        .send(
          new UpdateCommand({
            TableName: TABLE,
            Key: { pk: `${run}#missing`, sk: 'META' },
            UpdateExpression: 'SET a = :a',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':a': 1 },
          }),
        )
        .then(
          () => 'written',
          (error: Error) => error.name,
        ),
    );
    expect(value).toBe('ConditionalCheckFailedException');
    expect(count).toMatchObject({ calls: 1, capacity: { read: 0, write: 0, byTarget: {} } });
  });

  it('concurrent requests each count only their own calls', async () => {
    const [one, two] = await Promise.all([
      counted(() => client.send(new PutCommand({ TableName: TABLE, Item: post('g') }))),
      counted(async () => {
        await client.send(new GetCommand({ TableName: TABLE, Key: { pk: `${run}#b`, sk: 'META' } }));
        await client.send(new GetCommand({ TableName: TABLE, Key: { pk: `${run}#b`, sk: 'META' } }));
      }),
    ]);
    expect(one.count.capacity).toMatchObject({ read: 0, write: 6 });
    expect(two.count.capacity).toMatchObject({ read: 1, write: 0 });
  });

  it('the headers carry the units, and read back as the count', async () => {
    const { value } = await counted(async () => {
      await client.send(new PutCommand({ TableName: TABLE, Item: post('h') }));
      await client.send(new GetCommand({ TableName: TABLE, Key: { pk: `${run}#h`, sk: 'META' } }));
      return dynamoDbCallHeaders();
    });
    expect(value).toMatchObject({
      'x-local-dynamodb-rcu': '0.5',
      'x-local-dynamodb-wcu': '6',
      'x-local-dynamodb-capacity': 'content=r0.5,w3 content.gsi1=w3',
    });
    const parsed = dynamoDbCallsOf(new Headers(value));
    expect(parsed?.capacity).toEqual({
      read: 0.5,
      write: 6,
      byTarget: { content: { read: 0.5, write: 3 }, 'content.gsi1': { read: 0, write: 3 } },
    });
  });

  it('passes other operations through untouched', async () => {
    const { value, count } = await counted(() => client.send(new DescribeTableCommand({ TableName: TABLE })));
    expect(value.Table?.TableName).toBe(TABLE);
    expect(count).toMatchObject({ calls: 1, capacity: { read: 0, write: 0 } });
  });

  it('refuses a request addressed to another host, as every listener of the stack', async () => {
    const { status } = await new Promise<{ status: number }>((resolve, reject) => {
      const request = httpRequest(
        `${proxy.endpoint}/`,
        { method: 'POST', headers: { host: 'evil.example' } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0 });
        },
      );
      request.once('error', reject);
      request.end('{}');
    });
    expect(status).toBe(421);
  });
});

describe('when DynamoDB Local cannot be reached', () => {
  it('the caller sees a network failure at once, as without the proxy', async () => {
    // A port nothing listens on.
    const port = await freePort();
    const down = await startDynamoDbCapacityProxy({ upstream: `http://127.0.0.1:${port}` });
    const downClient = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: down.endpoint,
        region: 'ap-northeast-2',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        maxAttempts: 1,
      }),
    );
    try {
      const started = Date.now();
      const error = await downClient
        .send(new GetCommand({ TableName: TABLE, Key: { pk: 'x', sk: 'y' } }))
        .then(
          () => undefined,
          (e: Error & { $metadata?: { httpStatusCode?: number } }) => e,
        );
      expect(error).toBeDefined();
      expect(error?.$metadata?.httpStatusCode).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      downClient.destroy();
      await down.stop();
    }
  });

  it('a caller that gives up abandons the call upstream', async () => {
    // An "emulator" that never answers: the proxy must drop its call when the client goes.
    let upstreamClosed = false;
    const silent = createServer((request) => request.socket.once('close', () => (upstreamClosed = true)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stalled = await startDynamoDbCapacityProxy({ upstream: `http://127.0.0.1:${port}` });
    try {
      const answer = await fetch(stalled.endpoint, {
        method: 'POST',
        headers: { 'x-amz-target': 'DynamoDB_20120810.GetItem' },
        body: '{}',
        signal: AbortSignal.timeout(300),
      }).then(
        () => 'answered',
        (error: Error) => error.name,
      );
      expect(answer).toBe('TimeoutError');
      const deadline = Date.now() + 2000;
      while (!upstreamClosed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(upstreamClosed).toBe(true);
    } finally {
      await stalled.stop();
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
