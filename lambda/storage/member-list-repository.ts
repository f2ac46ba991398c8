import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../contracts/pagination';
import { TableRepository } from './table-repository';

/**
 * A member's own list of other members, one item each under the member's partition (`USER#<userId>` /
 * `<prefix><otherId>` in the content table): their friends (`FRIEND#`) and the members they blocked
 * (`BLOCK#`). Adding twice or removing what is not there changes nothing.
 */
export class MemberListRepository<T extends { readonly userId: string }> extends TableRepository {
  constructor(
    client: DynamoDBDocumentClient,
    tableName: string,
    private readonly keys: {
      readonly owner: (userId: string) => string;
      readonly entry: (userId: string, otherId: string) => { pk: string; sk: string };
      readonly prefix: string;
    },
  ) {
    super(client, tableName);
  }

  /** Adds a member to the list; adding them again changes nothing (the failed condition is "already there"). */
  async add(userId: string, entry: T): Promise<void> {
    await this.putIf({
      Item: { ...this.keys.entry(userId, entry.userId), ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  }

  /** Takes a member off the list; false when they were not on it. */
  async remove(userId: string, otherId: string): Promise<boolean> {
    return this.deleteIf({
      Key: this.keys.entry(userId, otherId),
      ConditionExpression: 'attribute_exists(pk)',
    });
  }

  /** Whether `otherId` is on `userId`'s list (one GetItem). */
  async has(userId: string, otherId: string): Promise<boolean> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: this.keys.entry(userId, otherId) }),
    );
    return out.Item !== undefined;
  }

  async list(userId: string, limit: number, nextToken?: string): Promise<Page<T>> {
    return this.queryPage(
      { partition: this.keys.owner(userId), prefix: this.keys.prefix, limit, nextToken },
      ({ pk: _pk, sk: _sk, ...entry }) => entry as T,
    );
  }
}
