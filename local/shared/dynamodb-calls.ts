import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';

/**
 * Counts the DynamoDB calls each request to the local servers makes, and its round trips, so the tests and the
 * benchmark can hold the read paths to a number (docs/performance.md). The handlers run in this process and
 * create their own SDK clients, so the count is taken below them: every HTTP request Node starts towards a
 * counted DynamoDB Local endpoint is attributed to the server request whose async context started it
 * (AsyncLocalStorage), whichever client or resolver sends it. Nothing in lambda/ knows about it, and AWS has
 * no such thing: the answers carry it only locally, as `x-local-dynamodb-*` headers.
 *
 * Round trips are the longest chain of calls each started after the previous one had answered: calls sent
 * together (Promise.all, a BatchGetItem) are one round trip, a call sent after another answered is the next.
 * A retry is a call of its own, as it is a request DynamoDB answers.
 *
 * Consumed capacity: where the counted endpoint is the capacity proxy (local/shared/dynamodb-capacity-proxy.ts),
 * each answer carries the units DynamoDB Local reported for the call in a header of its own
 * (CONSUMED_CAPACITY_HEADER), which the count adds to the request's read or write units, by table and by index.
 */
export interface DynamoDbCallCount {
  /** HTTP requests sent to DynamoDB. */
  readonly calls: number;
  /** Calls on the longest chain of call-after-answer. */
  readonly roundTrips: number;
  /** Calls by operation (`Query`, `GetItem`…), from the request's X-Amz-Target. */
  readonly operations: Readonly<Record<string, number>>;
  /**
   * Capacity units the calls consumed, table and index units together, as DynamoDB Local reports them with
   * `ReturnConsumedCapacity: INDEXES`; absent where the endpoint is not measured (no capacity proxy).
   */
  readonly capacity?: ConsumedCapacityCount;
}

/** Read and write capacity units. */
export interface CapacityUnits {
  readonly read: number;
  readonly write: number;
}

/** A request's consumed capacity: its sums, and the units by table (`content`) and by index (`content.gsi1`). */
export interface ConsumedCapacityCount extends CapacityUnits {
  readonly byTarget: Readonly<Record<string, CapacityUnits>>;
}

interface Counter {
  calls: number;
  roundTrips: number;
  /** The highest round trip of the calls that have answered: a call started now is one further. */
  answeredDepth: number;
  operations: Record<string, number>;
  read: number;
  write: number;
  byTarget: Record<string, { read: number; write: number }>;
}

/** The response headers that carry a request's count (local stack only; docs/local-vs-aws.md). */
export const DYNAMODB_CALL_HEADERS = {
  calls: 'x-local-dynamodb-calls',
  roundTrips: 'x-local-dynamodb-round-trips',
  operations: 'x-local-dynamodb-operations',
  /** Read units of every call (tables and indexes), e.g. `10.5`. */
  readUnits: 'x-local-dynamodb-rcu',
  /** Write units of every call (tables and indexes), e.g. `12`. */
  writeUnits: 'x-local-dynamodb-wcu',
  /** Units by table and index, e.g. `content=r1,w3 content.gsi1=w3`: `r` read units, `w` write units. */
  capacity: 'x-local-dynamodb-capacity',
} as const;

/**
 * The header with which the capacity proxy hands the counting below each call what DynamoDB Local reported: the
 * JSON of `{ kind: 'read' | 'write', consumed: ConsumedCapacity[] }`. Between the proxy and the SDK only: no
 * answer of the stack carries it, and the SDK ignores it.
 */
export const CONSUMED_CAPACITY_HEADER = 'x-local-consumed-capacity';

/** What DynamoDB answers as ConsumedCapacity (one object, or an array for batches and transactions). */
export interface ReportedCapacity {
  readonly TableName?: string;
  readonly CapacityUnits?: number;
  readonly ReadCapacityUnits?: number;
  readonly WriteCapacityUnits?: number;
  readonly Table?: { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };
  readonly GlobalSecondaryIndexes?: Record<
    string,
    { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number }
  >;
  readonly LocalSecondaryIndexes?: Record<
    string,
    { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number }
  >;
}

/** What the proxy reports of one call: whether the operation reads or writes, and DynamoDB's capacity. */
export interface CallCapacity {
  readonly kind: 'read' | 'write';
  readonly consumed: readonly ReportedCapacity[];
}

/**
 * The read and write units of one call, by table and index. DynamoDB Local answers `CapacityUnits` only, so
 * the operation says whether they are read or write units; where DynamoDB answers the split
 * (`ReadCapacityUnits`/`WriteCapacityUnits`, e.g. a write with a condition read), the split is used. A table's
 * own units are `Table`'s, or `CapacityUnits` less its indexes' where `Table` is absent (ReturnConsumedCapacity
 * TOTAL, asked for by the caller itself: then the indexes cannot be told apart and count as the table's).
 */
export function unitsOfCall(call: CallCapacity): ConsumedCapacityCount {
  const byTarget: Record<string, { read: number; write: number }> = {};
  let read = 0;
  let write = 0;
  const add = (
    target: string,
    units: { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number },
  ) => {
    const split = units.ReadCapacityUnits !== undefined || units.WriteCapacityUnits !== undefined;
    const r = split ? (units.ReadCapacityUnits ?? 0) : call.kind === 'read' ? (units.CapacityUnits ?? 0) : 0;
    const w = split
      ? (units.WriteCapacityUnits ?? 0)
      : call.kind === 'write'
        ? (units.CapacityUnits ?? 0)
        : 0;
    if (r === 0 && w === 0) return;
    const entry = (byTarget[target] ??= { read: 0, write: 0 });
    entry.read += r;
    entry.write += w;
    read += r;
    write += w;
  };
  for (const entry of call.consumed) {
    const table = entry.TableName ?? 'unknown';
    const indexes = [
      ...Object.entries(entry.GlobalSecondaryIndexes ?? {}),
      ...Object.entries(entry.LocalSecondaryIndexes ?? {}),
    ];
    for (const [name, units] of indexes) add(`${table}.${name}`, units);
    if (entry.Table) add(table, entry.Table);
    else {
      const sum = (pick: (u: NonNullable<ReportedCapacity['Table']>) => number | undefined) =>
        indexes.reduce((total, [, units]) => total + (pick(units) ?? 0), 0);
      const less = (total: number | undefined, indexTotal: number) =>
        total === undefined ? undefined : Math.max(0, total - indexTotal);
      add(table, {
        CapacityUnits: less(
          entry.CapacityUnits,
          sum((u) => u.CapacityUnits),
        ),
        ReadCapacityUnits: less(
          entry.ReadCapacityUnits,
          sum((u) => u.ReadCapacityUnits),
        ),
        WriteCapacityUnits: less(
          entry.WriteCapacityUnits,
          sum((u) => u.WriteCapacityUnits),
        ),
      });
    }
  }
  return { read, write, byTarget };
}

const CHANNEL = 'http.client.request.start';
const storage = new AsyncLocalStorage<Counter>();
/** `host:port` of each counted DynamoDB endpoint, with how many stacks in this process count it. */
const counted = new Map<string, number>();
/** The counted endpoints whose answers report consumed capacity (capacity proxies), with how many count them. */
const measured = new Map<string, number>();

function addCapacity(counter: Counter, header: string | string[] | undefined): void {
  if (typeof header !== 'string') return;
  let call: CallCapacity;
  try {
    call = JSON.parse(header) as CallCapacity;
  } catch {
    return;
  }
  const units = unitsOfCall(call);
  counter.read += units.read;
  counter.write += units.write;
  for (const [target, { read, write }] of Object.entries(units.byTarget)) {
    const entry = (counter.byTarget[target] ??= { read: 0, write: 0 });
    entry.read += read;
    entry.write += write;
  }
}

function onRequestStart(message: unknown): void {
  const counter = storage.getStore();
  if (!counter) return;
  const request = (message as { request: ClientRequest }).request;
  const host = request.getHeader('host');
  if (typeof host !== 'string' || !counted.has(host)) return;
  const target = request.getHeader('x-amz-target');
  const operation = typeof target === 'string' ? (target.split('.').pop() ?? target) : 'unknown';
  const depth = counter.answeredDepth + 1;
  counter.calls += 1;
  counter.roundTrips = Math.max(counter.roundTrips, depth);
  counter.operations[operation] = (counter.operations[operation] ?? 0) + 1;
  let answered = false;
  const done = () => {
    if (answered) return;
    answered = true;
    counter.answeredDepth = Math.max(counter.answeredDepth, depth);
  };
  // The body's end comes before the SDK resolves the call, so a call sent after this one answered is counted
  // one round trip further; 'close' and 'error' cover requests that end without a full answer.
  request.once('response', (response: IncomingMessage) => {
    // Added when the answer's headers arrive, before the SDK hands the call's result to the handler.
    addCapacity(counter, response.headers[CONSUMED_CAPACITY_HEADER]);
    response.once('end', done);
  });
  request.once('close', done);
  request.once('error', done);
}

/**
 * Counts calls to this DynamoDB endpoint (e.g. `http://127.0.0.1:8000`) made inside withDynamoDbCallCount;
 * `capacity`: its answers report consumed capacity (the endpoint is a capacity proxy), so the counts carry
 * read and write units. Returns the function that stops counting it.
 */
export function countDynamoDbCallsTo(endpoint: string, options: { capacity?: boolean } = {}): () => void {
  const host = new URL(endpoint).host;
  if (counted.size === 0) subscribe(CHANNEL, onRequestStart);
  const increment = (map: Map<string, number>) => map.set(host, (map.get(host) ?? 0) + 1);
  const decrement = (map: Map<string, number>) => {
    const left = (map.get(host) ?? 1) - 1;
    if (left > 0) map.set(host, left);
    else map.delete(host);
  };
  increment(counted);
  if (options.capacity) increment(measured);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    decrement(counted);
    if (options.capacity) decrement(measured);
    if (counted.size === 0) unsubscribe(CHANNEL, onRequestStart);
  };
}

/** Runs one server request with a count of its own. */
export function withDynamoDbCallCount<T>(run: () => T): T {
  return storage.run(
    { calls: 0, roundTrips: 0, answeredDepth: 0, operations: {}, read: 0, write: 0, byTarget: {} },
    run,
  );
}

/** The current request's count so far; undefined outside withDynamoDbCallCount or when nothing is counted. */
export function currentDynamoDbCallCount(): DynamoDbCallCount | undefined {
  const counter = storage.getStore();
  if (!counter || counted.size === 0) return undefined;
  const count = {
    calls: counter.calls,
    roundTrips: counter.roundTrips,
    operations: { ...counter.operations },
  };
  if (measured.size === 0) return count;
  const byTarget = Object.fromEntries(
    Object.entries(counter.byTarget).map(([target, units]) => [target, { ...units }]),
  );
  return { ...count, capacity: { read: counter.read, write: counter.write, byTarget } };
}

/** `content=r10.5 content.gsi1=w3`: each table and index with the units it consumed, by name. */
function capacityHeader(byTarget: Readonly<Record<string, CapacityUnits>>): string {
  return Object.entries(byTarget)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([target, { read, write }]) => {
      const parts = [...(read ? [`r${read}`] : []), ...(write ? [`w${write}`] : [])];
      return `${target}=${parts.join(',')}`;
    })
    .join(' ');
}

/** The headers that report the current request's count; none where nothing is counted. */
export function dynamoDbCallHeaders(): Record<string, string> {
  const count = currentDynamoDbCallCount();
  if (!count) return {};
  return {
    [DYNAMODB_CALL_HEADERS.calls]: String(count.calls),
    [DYNAMODB_CALL_HEADERS.roundTrips]: String(count.roundTrips),
    [DYNAMODB_CALL_HEADERS.operations]: Object.entries(count.operations)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([operation, calls]) => `${operation}=${calls}`)
      .join(' '),
    ...(count.capacity
      ? {
          [DYNAMODB_CALL_HEADERS.readUnits]: String(count.capacity.read),
          [DYNAMODB_CALL_HEADERS.writeUnits]: String(count.capacity.write),
          [DYNAMODB_CALL_HEADERS.capacity]: capacityHeader(count.capacity.byTarget),
        }
      : {}),
  };
}

/** Reads a count back from an answer's headers (tests, the benchmark); undefined when the answer has none. */
export function dynamoDbCallsOf(headers: {
  get(name: string): string | null | undefined;
}): DynamoDbCallCount | undefined {
  const calls = headers.get(DYNAMODB_CALL_HEADERS.calls);
  const roundTrips = headers.get(DYNAMODB_CALL_HEADERS.roundTrips);
  if (calls == null || roundTrips == null) return undefined;
  const operations: Record<string, number> = {};
  for (const pair of (headers.get(DYNAMODB_CALL_HEADERS.operations) ?? '').split(' ')) {
    const [operation, value] = pair.split('=');
    if (operation && value) operations[operation] = Number(value);
  }
  const count = { calls: Number(calls), roundTrips: Number(roundTrips), operations };
  const read = headers.get(DYNAMODB_CALL_HEADERS.readUnits);
  const write = headers.get(DYNAMODB_CALL_HEADERS.writeUnits);
  if (read == null || write == null) return count;
  const byTarget: Record<string, CapacityUnits> = {};
  for (const pair of (headers.get(DYNAMODB_CALL_HEADERS.capacity) ?? '').split(' ')) {
    const [target, units] = pair.split('=');
    if (!target || !units) continue;
    const unit = (letter: 'r' | 'w') =>
      Number(
        units
          .split(',')
          .find((part) => part.startsWith(letter))
          ?.slice(1) ?? 0,
      );
    byTarget[target] = { read: unit('r'), write: unit('w') };
  }
  return { ...count, capacity: { read: Number(read), write: Number(write), byTarget } };
}
