import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { StoreBusyError, isBusy } from '../runtime/unavailable';

/**
 * The one rule for conditional writes and transactions (docs/data-model.md, "When a write fails"):
 * - success: `{ ok: true, value }` (what DynamoDB answered, e.g. an update's ReturnValues);
 * - a condition of ours failed: `{ ok: false, failed }`, the indexes of the items whose condition failed (the
 *   CancellationReasons of a TransactionCanceledException; `[0]` for a single write's
 *   ConditionalCheckFailedException), so the caller can say which rule was broken on which item;
 * - DynamoDB was busy (a conflicting transaction, throttling): the write is tried again after a jittered,
 *   growing wait, a few times and within a bounded total, then StoreBusyError (a 503 "try again"): a busy
 *   store is never reported as "not found" or "already changed";
 * - anything else is thrown as it is (an unexpected fault, or an unavailable store: see error-mapping.ts).
 * The write is passed as a function because it may be sent more than once.
 */
export type WriteOutcome<T = unknown> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failed: readonly number[] };

export interface RetryPolicy {
  /** Tries in all, the first included. */
  readonly attempts: number;
  /** Upper bound of the first wait; each next one doubles up to maxDelayMs (full jitter: a random wait up to the bound). */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** No new try starts after this many milliseconds (well inside the 10 s Lambda timeout). */
  readonly budgetMs: number;
}

/**
 * Sized for a busy item: 50 comments at once on one post are 50 transactions on the post's counter, which
 * DynamoDB runs one at a time (each a few to tens of ms); the others are cancelled with TransactionConflict
 * and come back after a random wait. 10 tries within 4 s let all of them through (test/stack/concurrent-
 * comments.test.ts) and leave the rest of the 10 s Lambda timeout for the reads before the write.
 */
export const WRITE_RETRY: RetryPolicy = { attempts: 10, baseDelayMs: 20, maxDelayMs: 500, budgetMs: 4000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function conditionalWrite<T>(
  write: () => Promise<T>,
  policy: RetryPolicy = WRITE_RETRY,
): Promise<WriteOutcome<T>> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return { ok: true, value: await write() };
    } catch (error) {
      const failed = failedConditions(error);
      if (failed) return { ok: false, failed };
      if (!isBusy(error)) throw error;
      const wait = Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      if (attempt >= policy.attempts || Date.now() - started + wait > policy.budgetMs) {
        throw new StoreBusyError(`The store stayed busy after ${attempt} tries.`, error);
      }
      await sleep(wait);
    }
  }
}

/** A conditional write reduced to "did it happen": false only when a condition of ours failed. */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  return (await conditionalWrite(write)).ok;
}

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** One transaction under the rule above: `failed` names the items by their index in `items`. */
export function conditionalTransaction(
  client: DynamoDBDocumentClient,
  items: TransactItems,
): Promise<WriteOutcome> {
  return conditionalWrite(() => client.send(new TransactWriteCommand({ TransactItems: items })));
}

/** A transaction item that creates `item`; its condition fails when an item with that key exists already. */
export function putNew(tableName: string, item: Record<string, unknown>) {
  return { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/**
 * The items whose condition failed, or null when the error is not a failed condition. A cancellation that
 * names both a failed condition and a busy item reports the condition: it was evaluated and is definite.
 */
function failedConditions(error: unknown): number[] | null {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] } | null;
  if (e?.name === 'ConditionalCheckFailedException') return [0];
  if (e?.name !== 'TransactionCanceledException') return null;
  const reasons = e.CancellationReasons ?? [];
  const failed = reasons.flatMap((reason, index) =>
    reason.Code === 'ConditionalCheckFailed' ? [index] : [],
  );
  // None failed: busy (retried by the caller) or cancelled for another reason (a fault, thrown as it is).
  return failed.length > 0 ? failed : null;
}
