import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { crc32 } from 'node:zlib';
import { CONSUMED_CAPACITY_HEADER, type CallCapacity, type ReportedCapacity } from './dynamodb-calls';
import { refuseForeignHost } from './host-check';
import { readBody } from './request-body';

/**
 * A small HTTP proxy in front of DynamoDB Local that measures what each call consumes (docs/local-vs-aws.md,
 * "DynamoDB calls and consumed capacity"). The local stack points the handlers and the GraphQL data source at
 * it instead of DynamoDB Local itself. For every data-plane call it asks DynamoDB Local for the consumed
 * capacity with `ReturnConsumedCapacity: INDEXES` where the caller asked for none, hands what comes back to
 * the counting in local/shared/dynamodb-calls.ts in a header of its own (CONSUMED_CAPACITY_HEADER), and strips
 * it from the answer again when the caller had not asked, so the code under lambda/ sees exactly what it would
 * have seen and knows nothing of it.
 *
 * Why a proxy rather than an SDK middleware: the handlers create their clients themselves
 * (lambda/shared/dynamo/document-client.ts, and a client per resolver data source), so a middleware would have
 * to be added inside lambda/ or by patching the SDK; the counting already sits below every client (Node's HTTP
 * requests), and the proxy extends it at the same level, for any client, with no change above it. Attribution
 * to the server request needs nothing new: the capacity arrives on the answer of the very HTTP request that
 * dynamodb-calls.ts already attributes to its server request (AsyncLocalStorage). Its cost is one more
 * loopback hop and a JSON parse of each request and answer: about 2 ms a GetItem and 5 ms a 20-row Query on a
 * loaded 2-core machine (docs/performance.md, "DynamoDB calls and round trips per request").
 *
 * The body is rewritten, so a request's SigV4 signature no longer matches it: DynamoDB Local does not verify
 * signatures (docs/local-vs-aws.md, "Lockdown"). A call the proxy cannot pass on (DynamoDB Local down or gone)
 * breaks the client's connection, as a refused connection would, so the SDK's retries and the handlers' 503
 * happen as without it.
 */
export interface DynamoDbCapacityProxy {
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** The operations that take ReturnConsumedCapacity, and whether their units are read or write units. */
const OPERATION_KINDS: Readonly<Record<string, CallCapacity['kind']>> = {
  GetItem: 'read',
  BatchGetItem: 'read',
  Query: 'read',
  Scan: 'read',
  TransactGetItems: 'read',
  PutItem: 'write',
  UpdateItem: 'write',
  DeleteItem: 'write',
  BatchWriteItem: 'write',
  TransactWriteItems: 'write',
};

/** Headers of one hop only, never passed on. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host'];

function withoutHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_HEADERS) delete copy[name];
  return copy;
}

/** The request's body with ReturnConsumedCapacity INDEXES, and whether the caller had asked for none. */
function askForCapacity(body: Buffer): { body: Buffer; strip: boolean } {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    // Not JSON: DynamoDB Local answers it as it would have.
    return { body, strip: false };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { body, strip: false };
  const request = json as { ReturnConsumedCapacity?: unknown };
  if (request.ReturnConsumedCapacity !== undefined && request.ReturnConsumedCapacity !== 'NONE') {
    return { body, strip: false };
  }
  request.ReturnConsumedCapacity = 'INDEXES';
  return { body: Buffer.from(JSON.stringify(request)), strip: true };
}

/** The capacity an answer reports, and the answer as the caller expects it (stripped when it had not asked). */
function readCapacity(
  answer: Buffer,
  kind: CallCapacity['kind'],
  strip: boolean,
): { body: Buffer; capacity: CallCapacity | undefined } {
  let json: { ConsumedCapacity?: ReportedCapacity | ReportedCapacity[] };
  try {
    json = JSON.parse(answer.toString('utf8')) as typeof json;
  } catch {
    return { body: answer, capacity: undefined };
  }
  const consumed = json.ConsumedCapacity;
  if (consumed === undefined) return { body: answer, capacity: undefined };
  const capacity = { kind, consumed: Array.isArray(consumed) ? consumed : [consumed] };
  if (!strip) return { body: answer, capacity };
  delete json.ConsumedCapacity;
  return { body: Buffer.from(JSON.stringify(json)), capacity };
}

/** Starts the proxy on 127.0.0.1 (`port` 0 or absent: a free one) in front of DynamoDB Local at `upstream`. */
export async function startDynamoDbCapacityProxy(options: {
  upstream: string;
  port?: number;
}): Promise<DynamoDbCapacityProxy> {
  const upstream = new URL(options.upstream);
  // Connections to DynamoDB Local are kept and reused, as the SDK keeps its own to the proxy.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  const server = createServer((request, response) => {
    // Only requests addressed to this machine, as every listener of the stack (local/shared/host-check.ts).
    if (refuseForeignHost(request, response)) return;
    void (async () => {
      const received = await readBody(request);
      const target = request.headers['x-amz-target'];
      const operation = typeof target === 'string' ? target.split('.').pop() : undefined;
      const kind = operation === undefined ? undefined : OPERATION_KINDS[operation];
      const asked = kind ? askForCapacity(received) : { body: received, strip: false };
      const forwarded = httpRequest({
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...withoutHopHeaders(request.headers),
          host: upstream.host,
          'content-length': String(asked.body.length),
        },
      });
      // The caller gave up (its timeout): so does the call to DynamoDB Local.
      response.once('close', () => {
        if (!response.writableEnded) forwarded.destroy();
      });
      // DynamoDB Local unreachable: the caller sees a broken connection, as it would without the proxy.
      forwarded.once('error', () => response.destroy());
      forwarded.once('response', (answer) => {
        void readBody(answer).then(
          (answered) => {
            const headers = withoutHopHeaders(answer.headers);
            let body = answered;
            if (kind && answer.statusCode === 200) {
              const read = readCapacity(answered, kind, asked.strip);
              body = read.body;
              if (read.capacity) headers[CONSUMED_CAPACITY_HEADER] = JSON.stringify(read.capacity);
              // DynamoDB's checksum of the body, for a client that checks it (the JavaScript SDK does not).
              if (body !== answered) headers['x-amz-crc32'] = String(crc32(body));
            }
            response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length });
            response.end(body);
          },
          () => response.destroy(),
        );
      });
      forwarded.end(asked.body);
    })().catch(() => response.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
