import { cancelled, conditionFailed, transactionConflict } from '../../../test/support/dynamo-failures';
import { toHttpError } from '../http/error-mapping';
import { StoreBusyError } from '../runtime/unavailable';
import { conditionalWrite, conditionally, type RetryPolicy } from './conditional';

const fast: RetryPolicy = { attempts: 4, baseDelayMs: 2, maxDelayMs: 10, budgetMs: 1000 };

function failing(...errors: unknown[]) {
  let call = 0;
  return jest.fn(async () => {
    const error = errors[Math.min(call, errors.length - 1)];
    call += 1;
    if (error) throw error;
    return 'written';
  });
}

describe('conditionalWrite: the one rule for a failed write', () => {
  it('answers the value on success', async () => {
    await expect(conditionalWrite(failing(undefined), fast)).resolves.toEqual({ ok: true, value: 'written' });
  });

  it('names the items whose condition failed, from the cancellation reasons', async () => {
    const write = failing(cancelled('None', 'ConditionalCheckFailed', 'ConditionalCheckFailed'));
    await expect(conditionalWrite(write, fast)).resolves.toEqual({ ok: false, failed: [1, 2] });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('reads a single write’s ConditionalCheckFailedException as item 0', async () => {
    await expect(conditionalWrite(failing(conditionFailed()), fast)).resolves.toEqual({
      ok: false,
      failed: [0],
    });
  });

  it('retries a transaction conflict and succeeds when it clears', async () => {
    const write = failing(cancelled('None', 'TransactionConflict'), undefined);
    await expect(conditionally(write)).resolves.toBe(true);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a cancellation by TransactionConflict', cancelled('TransactionConflict', 'None')],
    ['a cancellation by ThrottlingError', cancelled('None', 'ThrottlingError')],
    ['a single write in a running transaction', transactionConflict()],
    ['throttling', Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })],
  ])(
    'retries %s a bounded number of times, then says busy (503), never a failed condition',
    async (_name, error) => {
      const write = failing(error);
      const failure = await conditionalWrite(write, fast).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(StoreBusyError);
      expect(write).toHaveBeenCalledTimes(fast.attempts);
      expect(toHttpError(failure)).toMatchObject({ statusCode: 503, retryAfterSeconds: 2 });
    },
  );

  it('stops retrying when the time budget is spent', async () => {
    const write = failing(cancelled('TransactionConflict'));
    const started = Date.now();
    await expect(
      conditionalWrite(write, { attempts: 100, baseDelayMs: 50, maxDelayMs: 100, budgetMs: 200 }),
    ).rejects.toBeInstanceOf(StoreBusyError);
    expect(Date.now() - started).toBeLessThan(600);
  });

  it('reports a failed condition even when another item was busy: the condition was evaluated', async () => {
    const write = failing(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    await expect(conditionalWrite(write, fast)).resolves.toEqual({ ok: false, failed: [0] });
  });

  it('throws other cancellations and errors as they are (faults)', async () => {
    const validation = cancelled('ValidationError');
    await expect(conditionalWrite(failing(validation), fast)).rejects.toBe(validation);
    const other = new Error('boom');
    await expect(conditionalWrite(failing(other), fast)).rejects.toBe(other);
    expect(toHttpError(other)).toBeNull();
  });
});

describe('toHttpError: unavailable stores are 503, never internals', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a refused connection to several addresses',
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {
        code: 'ECONNREFUSED',
      }),
    ],
    ['an SDK request timeout', Object.assign(new Error('request timed out'), { name: 'TimeoutError' })],
    [
      'a 5xx from the service',
      Object.assign(new Error('oops'), { name: 'InternalServerError', $fault: 'server' }),
    ],
    ['Cognito throttling', Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' })],
  ])('%s', (_name, error) => {
    const mapped = toHttpError(error);
    expect(mapped).toMatchObject({ statusCode: 503, message: 'The service is busy. Please try again.' });
  });

  it('maps DynamoDB refusing a start key to 400 invalid nextToken', () => {
    const error = Object.assign(new Error('The provided starting key is outside query boundaries'), {
      name: 'ValidationException',
    });
    expect(toHttpError(error)).toMatchObject({ statusCode: 400 });
  });
});
