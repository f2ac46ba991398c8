import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TtlCache } from '../shared/dynamo/ttl-cache';

/** The cache table (TtlCache) with a way to drop an entry before it expires, for answers a write makes stale. */
export class ListCache {
  private readonly ttl: TtlCache;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {
    this.ttl = new TtlCache(client, tableName);
  }

  get<T>(key: string): Promise<{ value: T; expiresAt: number } | null> {
    return this.ttl.get<T>(key);
  }

  put<T>(key: string, value: T, ttlSeconds: number): Promise<number> {
    return this.ttl.put(key, value, ttlSeconds);
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: key } }));
  }
}
