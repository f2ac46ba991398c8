/**
 * Runs a conditional write (a condition expression or a transaction) and answers whether it happened: false
 * when DynamoDB refused it on a condition (nothing was written), true when it succeeded. Other errors throw.
 */
export async function conditionally(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException') return false;
    throw error;
  }
}
