import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { nickNameClaimKey } from '../../contracts/member';

/** A member's profile as stored. Groups mirror the user pool's groups (the admin API writes both). */
export interface MemberProfile {
  readonly userId: string;
  readonly userName: string;
  readonly email: string;
  readonly name: string;
  readonly nickName?: string;
  readonly userGroups: readonly string[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The member table's keys live here and nowhere else (see docs/data-model.md). */
export const memberKeys = {
  profile: (userId: string) => ({ pk: `MEMBER#${userId}`, sk: 'PROFILE' }),
  /** One item per nickname in use; claimed and released in the same transaction as the profile. */
  nickName: (nickName: string) => ({ pk: `NICK#${nickNameClaimKey(nickName)}`, sk: 'CLAIM' }),
};

const MAX_TRANSACTION_ATTEMPTS = 5;

export type CreateProfileOutcome = 'created' | 'exists' | 'nickname-taken';
export type ChangeNickNameOutcome = 'changed' | 'stale' | 'nickname-taken';

export class MemberRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async getProfile(userId: string): Promise<MemberProfile | null> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: memberKeys.profile(userId) }),
    );
    if (!out.Item) return null;
    const { pk: _pk, sk: _sk, ...profile } = out.Item;
    return profile as MemberProfile;
  }

  /**
   * Creates a profile and claims its nickname in one transaction. Changes nothing and says why when the
   * profile already exists (the post-confirmation trigger may run twice) or the nickname is taken.
   */
  async createProfile(profile: MemberProfile): Promise<CreateProfileOutcome> {
    const items = [
      {
        Put: {
          TableName: this.tableName,
          Item: { ...memberKeys.profile(profile.userId), ...profile },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(profile.nickName ? [this.claim(profile.nickName, profile.userId)] : []),
    ];
    const failed = await this.transact(items);
    if (failed === null) return 'created';
    return failed === 0 ? 'exists' : 'nickname-taken';
  }

  /**
   * Changes a nickname atomically: the profile update (conditional on the nickname the caller read), the
   * claim of the new name and the release of the old one commit together or not at all. Two members racing
   * for one name: exactly one wins. A case-only change keeps the same claim.
   */
  async changeNickName(
    userId: string,
    previous: string | undefined,
    next: string,
    now: string,
  ): Promise<ChangeNickNameOutcome> {
    const sameClaim = previous !== undefined && nickNameClaimKey(previous) === nickNameClaimKey(next);
    const items = [
      {
        Update: {
          TableName: this.tableName,
          Key: memberKeys.profile(userId),
          UpdateExpression: 'SET nickName = :next, updatedAt = :now',
          ConditionExpression:
            previous === undefined
              ? 'attribute_exists(pk) AND attribute_not_exists(nickName)'
              : 'attribute_exists(pk) AND nickName = :previous',
          ExpressionAttributeValues: {
            ':next': next,
            ':now': now,
            ...(previous === undefined ? {} : { ':previous': previous }),
          },
        },
      },
      ...(sameClaim ? [] : [this.claim(next, userId)]),
      ...(previous !== undefined && !sameClaim
        ? [
            {
              Delete: {
                TableName: this.tableName,
                Key: memberKeys.nickName(previous),
                ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
                ExpressionAttributeValues: { ':owner': userId },
              },
            },
          ]
        : []),
    ];
    const failed = await this.transact(items);
    if (failed === null) return 'changed';
    return failed === 1 ? 'nickname-taken' : 'stale';
  }

  private claim(nickName: string, userId: string) {
    return {
      Put: {
        TableName: this.tableName,
        Item: { ...memberKeys.nickName(nickName), ownerId: userId, nickName },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  /**
   * Runs a transaction; returns null on success or the index of the first item whose condition failed.
   * A cancellation caused only by a concurrent transaction on the same items is retried (the SDK does not
   * retry cancellations), so racing writers end in a definite outcome rather than a 5xx.
   */
  private async transact(
    items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
  ): Promise<number | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.client.send(new TransactWriteCommand({ TransactItems: items }));
        return null;
      } catch (error) {
        if ((error as Error).name !== 'TransactionCanceledException') throw error;
        const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
        const index = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
        if (index >= 0) return index;
        const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
        if (!conflict || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
      }
    }
  }
}
