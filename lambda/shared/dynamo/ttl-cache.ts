import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { epochSeconds, systemClock, type Clock } from '../runtime/clock';

/**
 * The cache table (contracts/tables.ts `cache`): a value under a key until `expiresAt` (epoch seconds).
 * DynamoDB deletes expired items late (up to days; DynamoDB Local never), so a read checks the expiry itself
 * and treats an expired item as absent. A write that makes an answer stale drops its entry at once (`remove`).
 */
export class TtlCache {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly clock: Clock = systemClock,
  ) {}

  async get<T>(key: string): Promise<{ value: T; expiresAt: number } | null> {
    const out = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { pk: key } }));
    const item = out.Item;
    if (!item || typeof item.expiresAt !== 'number' || item.expiresAt <= epochSeconds(this.clock()))
      return null;
    return { value: item.value as T, expiresAt: item.expiresAt };
  }

  async put<T>(key: string, value: T, ttlSeconds: number): Promise<number> {
    const expiresAt = epochSeconds(this.clock()) + ttlSeconds;
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { pk: key, value, expiresAt } }),
    );
    return expiresAt;
  }

  /** Drops an entry before it expires, for an answer a write has made stale. */
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: key } }));
  }
}
