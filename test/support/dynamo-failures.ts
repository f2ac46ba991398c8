import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import type { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';

/**
 * DynamoDB's own failure answers, as the SDK raises them, for injecting into a mocked client: a cancelled
 * transaction carries one reason per item, in the order of TransactItems ("None" for items that were fine).
 */
const REASON_MESSAGES: Record<string, string> = {
  ConditionalCheckFailed: 'The conditional request failed',
  TransactionConflict: 'Transaction is ongoing for the item',
  ThrottlingError: 'Throughput exceeds the current capacity for one or more global secondary indexes.',
};

export function cancelled(...codes: string[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: codes.map((Code) => ({
      Code,
      ...(REASON_MESSAGES[Code] ? { Message: REASON_MESSAGES[Code] } : {}),
    })),
  });
}

export function conditionFailed(): ConditionalCheckFailedException {
  return new ConditionalCheckFailedException({
    message: 'The conditional request failed',
    $metadata: { httpStatusCode: 400 },
  });
}

/** A single write on an item that a transaction is changing at that moment. */
export function transactionConflict(): TransactionConflictException {
  return new TransactionConflictException({
    message: 'Transaction is ongoing for the item',
    $metadata: { httpStatusCode: 400 },
  });
}

/** The HTTP status a client would get for what a service call did (200 when it succeeded). */
export async function statusOf(run: () => Promise<unknown>): Promise<number> {
  // Imported here so test files that only build errors need not load the HTTP layer.
  const { toHttpError } = await import('../../lambda/shared/http/error-mapping');
  try {
    await run();
    return 200;
  } catch (error) {
    const known = toHttpError(error);
    if (!known) throw error;
    return known.statusCode;
  }
}

/** One of the document client's write commands (their input types differ; the mock only needs the class). */
export type WriteCommand = typeof UpdateCommand;

/** The transaction command, as a write path's `command`. */
export const transaction = TransactWriteCommand as unknown as WriteCommand;

/**
 * A document client for building the real repositories in a test whose DynamoDB is mocked: it has a region and
 * dummy credentials, so nothing is looked up, and every call it makes goes to the mock.
 */
export function offlineDocumentClient(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'ap-northeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
  );
}

/**
 * The DynamoDB of a write-failure test: `ddb`, the mock that answers every document client's calls, and
 * `client`, a document client to build the real repositories on.
 */
export function mockedDynamo(): {
  ddb: AwsClientStub<DynamoDBDocumentClient>;
  client: DynamoDBDocumentClient;
} {
  return { ddb: mockClient(DynamoDBDocumentClient), client: offlineDocumentClient() };
}

/** A write path: the service call a client's request makes, and the command that writes. */
export interface WritePath {
  readonly run: () => Promise<unknown>;
  /** The command that writes: a transaction unless named (most writes here are transactions). */
  readonly command?: WriteCommand;
  /** DynamoDB's answer when a condition of this write really fails, and the status that must follow. */
  readonly failure?: { readonly error: () => Error; readonly status: number };
}

/** A single write's failed condition, answered with `status`. */
export const single = (status: number) => ({ error: conditionFailed, status });

/**
 * For each write path: a conflict that never clears is retried and answered 503 (never 404/409); one that
 * clears on a retry succeeds; a condition that really failed gets its own status at once, without retries.
 * `answer` is what the mocked write returns when it succeeds.
 */
export function describeWriteFailures(
  ddb: AwsClientStub<DynamoDBDocumentClient>,
  paths: Readonly<Record<string, WritePath>>,
  answer: Record<string, unknown> = {},
): void {
  const busy = (command: WriteCommand, first: boolean) =>
    (command as unknown) === TransactWriteCommand
      ? first
        ? cancelled('TransactionConflict', 'None')
        : cancelled('None', 'TransactionConflict')
      : transactionConflict();
  describe.each(Object.entries(paths))('%s', (_name, { run, command = transaction, failure }) => {
    it('retries a transaction conflict, then answers 503 (never 404/409)', async () => {
      ddb.on(command as never).rejects(busy(command, false));
      expect(await statusOf(run)).toBe(503);
      expect(ddb.commandCalls(command as never).length).toBeGreaterThan(1);
    });

    it('succeeds when the conflict clears on a retry', async () => {
      ddb
        .on(command as never)
        .rejectsOnce(busy(command, true))
        .resolves(answer as never);
      expect(await statusOf(run)).toBe(200);
    });

    if (failure) {
      it(`answers ${failure.status} when its condition really failed, without retrying`, async () => {
        ddb.on(command as never).rejects(failure.error());
        expect(await statusOf(run)).toBe(failure.status);
        expect(ddb.commandCalls(command as never)).toHaveLength(1);
      });
    }
  });
}
