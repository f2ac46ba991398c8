import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AcceptMessages } from '../../contracts/member';
import { memberKeys } from '../storage/keys/member-keys';
import { TableRepository } from '../storage/table-repository';

/** A member's profile as stored. Groups mirror the user pool's groups (the admin API writes both). */
export interface MemberProfile {
  readonly userId: string;
  readonly userName: string;
  readonly email: string;
  readonly name: string;
  readonly nickName?: string;
  readonly userGroups: readonly string[];
  /** False while an admin has disabled the member (mirrors the user pool). Absent means enabled. */
  readonly enabled?: boolean;
  /** False when the member refuses friend requests. Absent means they accept them. */
  readonly allowFriendRequests?: boolean;
  /** Whose messages the member accepts (docs/data-model.md, "Refusing and blocking"). Absent means everyone's. */
  readonly acceptMessages?: AcceptMessages;
  /** The version of the terms the member last agreed to (server-recorded); absent: none recorded. */
  readonly termsVersion?: number;
  /** When the server recorded that agreement. */
  readonly termsAgreedAt?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /**
   * Epoch seconds: ID tokens whose session began at or before it are refused (the member signed out
   * everywhere or changed their password then). Absent: every token the pool issued is good.
   */
  readonly tokensValidAfter?: number;
}

/**
 * What the member gate reads per request: the one item at the profile's key, which is either the profile
 * or, once the member has left, their tombstone (`withdrawnAt`, no personal data, kept for good).
 */
export interface MemberStanding {
  readonly profile: MemberProfile | null;
  /** Set when the account was closed (left the site, or found deleted from the user pool). */
  readonly withdrawnAt?: string;
  readonly tokensValidAfter?: number;
}

export function toProfile(item: Record<string, unknown>): MemberProfile {
  const { pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...profile } = item;
  return profile as unknown as MemberProfile;
}

/**
 * A member's profile and standing, read by id (U1): all that the post and GraphQL functions need of the members
 * table, in a module of its own so they do not bundle the whole member repository, which extends it.
 */
export class MemberProfiles extends TableRepository {
  /** The member's profile; null without one, and for a member who has left (their tombstone). */
  async getProfile(userId: string, options: { consistent?: boolean } = {}): Promise<MemberProfile | null> {
    return (await this.getStanding(userId, options)).profile;
  }

  /** The item at the profile's key, as a profile or a tombstone: one GetItem (U1). */
  async getStanding(userId: string, options: { consistent?: boolean } = {}): Promise<MemberStanding> {
    const out = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: memberKeys.profile(userId),
        ...(options.consistent ? { ConsistentRead: true } : {}),
      }),
    );
    if (!out.Item) return { profile: null };
    const validAfter =
      typeof out.Item.tokensValidAfter === 'number' ? { tokensValidAfter: out.Item.tokensValidAfter } : {};
    if (typeof out.Item.withdrawnAt === 'string') {
      return { profile: null, withdrawnAt: out.Item.withdrawnAt, ...validAfter };
    }
    return { profile: toProfile(out.Item), ...validAfter };
  }
}
