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
 */
export interface DynamoDbCallCount {
  /** HTTP requests sent to DynamoDB. */
  readonly calls: number;
  /** Calls on the longest chain of call-after-answer. */
  readonly roundTrips: number;
  /** Calls by operation (`Query`, `GetItem`…), from the request's X-Amz-Target. */
  readonly operations: Readonly<Record<string, number>>;
}

interface Counter {
  calls: number;
  roundTrips: number;
  /** The highest round trip of the calls that have answered: a call started now is one further. */
  answeredDepth: number;
  operations: Record<string, number>;
}

/** The response headers that carry a request's count (local stack only; docs/local-vs-aws.md). */
export const DYNAMODB_CALL_HEADERS = {
  calls: 'x-local-dynamodb-calls',
  roundTrips: 'x-local-dynamodb-round-trips',
  operations: 'x-local-dynamodb-operations',
} as const;

const CHANNEL = 'http.client.request.start';
const storage = new AsyncLocalStorage<Counter>();
/** `host:port` of each counted DynamoDB endpoint, with how many stacks in this process count it. */
const counted = new Map<string, number>();

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
  request.once('response', (response: IncomingMessage) => response.once('end', done));
  request.once('close', done);
  request.once('error', done);
}

/**
 * Counts calls to this DynamoDB endpoint (e.g. `http://127.0.0.1:8000`) made inside withDynamoDbCallCount.
 * Returns the function that stops counting it.
 */
export function countDynamoDbCallsTo(endpoint: string): () => void {
  const host = new URL(endpoint).host;
  if (counted.size === 0) subscribe(CHANNEL, onRequestStart);
  counted.set(host, (counted.get(host) ?? 0) + 1);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const left = (counted.get(host) ?? 1) - 1;
    if (left > 0) counted.set(host, left);
    else counted.delete(host);
    if (counted.size === 0) unsubscribe(CHANNEL, onRequestStart);
  };
}

/** Runs one server request with a count of its own. */
export function withDynamoDbCallCount<T>(run: () => T): T {
  return storage.run({ calls: 0, roundTrips: 0, answeredDepth: 0, operations: {} }, run);
}

/** The current request's count so far; undefined outside withDynamoDbCallCount or when nothing is counted. */
export function currentDynamoDbCallCount(): DynamoDbCallCount | undefined {
  const counter = storage.getStore();
  if (!counter || counted.size === 0) return undefined;
  return { calls: counter.calls, roundTrips: counter.roundTrips, operations: { ...counter.operations } };
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
  return { calls: Number(calls), roundTrips: Number(roundTrips), operations };
}
