import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

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
};

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
   * Creates a profile once. Returns false, changing nothing, when it already exists: the post-confirmation
   * trigger may run twice for one user.
   */
  async createProfile(profile: MemberProfile): Promise<boolean> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...memberKeys.profile(profile.userId), ...profile },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
}
