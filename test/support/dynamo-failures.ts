import {
  ConditionalCheckFailedException,
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
