import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { nickNameClaimKey, nickNameSearchKey, type AcceptMessages } from '../../contracts/member';
import type { Page } from '../../contracts/pagination';
import { conditionalWrite } from '../shared/dynamo/conditional';
import { memberKeys } from '../storage/keys/member-keys';
import { addToTotal } from '../storage/site-counts';
import { gsi, type KeyAttributes } from '../storage/table-repository';
import { MemberProfiles, toProfile, type MemberProfile } from './member-profiles';

export type { MemberProfile, MemberStanding } from './member-profiles';

export type MemberSearchField = 'userName' | 'email' | 'nickName';

export type CreateProfileOutcome = 'created' | 'exists' | 'nickname-taken';
export type ChangeNickNameOutcome = 'changed' | 'stale' | 'nickname-taken';

/** A profile, not a tombstone: what every change of a profile is conditional on. */
const LIVE_PROFILE = 'attribute_exists(pk) AND attribute_not_exists(withdrawnAt)';

/** The sign-up index: profiles by their gsi1pk, in the order they signed up. */
const bySignUp: KeyAttributes = { index: 'bySignUp', pk: 'gsi1pk', sk: 'createdAt' };

export class MemberRepository extends MemberProfiles {
  /**
   * Ends every session begun at or before `validAfter` (epoch seconds): the gate refuses their tokens from
   * now on. False when there is no live profile (none yet, or a tombstone).
   */
  async endSessions(userId: string, validAfter: number, now: string): Promise<boolean> {
    return this.updateIf({
      Key: memberKeys.profile(userId),
      UpdateExpression: 'SET tokensValidAfter = :validAfter, updatedAt = :now',
      ConditionExpression: LIVE_PROFILE,
      ExpressionAttributeValues: { ':validAfter': validAfter, ':now': now },
    });
  }

  /**
   * Closes an account for good: the profile item is replaced by a tombstone holding only the sub, when,
   * and that no token issued until then counts (no name, email or nickname; no index keys, so the member
   * leaves every admin list and count), and the nickname claim is released (only if still theirs). A
   * profile that was never created gets its tombstone too, so it cannot be created later. Idempotent.
   */
  async withdraw(
    userId: string,
    nickName: string | undefined,
    now: Date,
    /**
     * Whether the caller read a live profile here, which this closes: it leaves the members' count (the
     * dashboard's, D4). A profile never created leaves the count as it is.
     */
    closesProfile = false,
  ): Promise<void> {
    const tombstone = {
      Put: {
        TableName: this.tableName,
        Item: {
          ...memberKeys.profile(userId),
          userId,
          withdrawnAt: now.toISOString(),
          tokensValidAfter: Math.floor(now.getTime() / 1000),
        },
      },
    };
    const release = nickName
      ? {
          Delete: {
            TableName: this.tableName,
            Key: memberKeys.nickName(nickName),
            // Never release a nickname someone else holds now.
            ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
            ExpressionAttributeValues: { ':owner': userId },
          },
        }
      : undefined;
    const failed = await this.transact(release ? [tombstone, release] : [tombstone]);
    // The claim is someone else's now (it can only be the second item): the tombstone alone.
    if (failed !== null) await this.transact([tombstone]);
    // After the write, never failing it (logged): two closings of one account at once would count it out
    // twice, a drift the recount mends.
    if (closesProfile) await addToTotal(this.client, this.tableName, 'members', -1);
  }

  /**
   * Members whose username, email or nickname starts with `prefix` (case-insensitive), in that order, a
   * page at a time (every member in that order when `prefix` is empty): one Query on an index (plus one BatchGet of the profiles for nicknames).
   */
  async search(
    field: MemberSearchField,
    prefix: string,
    limit: number,
    nextToken: string | undefined,
  ): Promise<Page<MemberProfile>> {
    const page = await this.queryPage(
      {
        ...(field === 'email'
          ? { keys: gsi('gsi2'), partition: 'BY_EMAIL' }
          : {
              keys: gsi('gsi1'),
              partition: field === 'userName' ? 'BY_USERNAME' : memberKeys.nickNameIndex,
            }),
        // No search text browses the whole index in its order: DynamoDB refuses begins_with on an empty
        // string, which left the admin's Member List unable to load before anything was typed.
        ...(prefix === ''
          ? {}
          : { prefix: field === 'nickName' ? nickNameSearchKey(prefix) : prefix.toLowerCase() }),
        limit,
        nextToken,
      },
      (item) => item,
    );
    const profiles =
      field === 'nickName'
        ? await this.profilesOf(page.items.map((claim) => claim.ownerId as string))
        : page.items.map(toProfile);
    return { items: profiles, nextToken: page.nextToken };
  }

  /**
   * Every member, newest sign-up first, a page at a time: one Query of the sign-up index (bySignUp, keyed on
   * the profile's own gsi1pk and createdAt), so the dashboard's latest five are exact whatever the count.
   */
  async newest(limit: number, nextToken: string | undefined): Promise<Page<MemberProfile>> {
    return this.queryPage(
      { keys: bySignUp, partition: 'BY_USERNAME', descending: true, limit, nextToken },
      toProfile,
    );
  }

  /** Records the groups the user pool now has for this member (the pool stays the source of truth). */
  async setGroups(userId: string, groups: readonly string[], now: string): Promise<boolean> {
    return this.setOnProfile(userId, 'userGroups', [...groups], now);
  }

  /**
   * How many members there are, and how many joined since `since` (ISO), counting every profile on the
   * username index: a walk of the whole partition, for the offline recount only (lambda/ops/site-recount.ts).
   */
  async countProfiles(since: string): Promise<{ total: number; since: number }> {
    let total = 0;
    let recent = 0;
    await this.forEachPage(
      { keys: gsi('gsi1'), partition: 'BY_USERNAME', projection: 'createdAt' },
      ({ Items = [] }) => {
        for (const item of Items) {
          total += 1;
          if (typeof item.createdAt === 'string' && item.createdAt >= since) recent += 1;
        }
      },
    );
    return { total, since: recent };
  }

  async setAllowFriendRequests(userId: string, allow: boolean, now: string): Promise<boolean> {
    return this.setOnProfile(userId, 'allowFriendRequests', allow, now);
  }

  async setAcceptMessages(userId: string, accept: AcceptMessages, now: string): Promise<boolean> {
    return this.setOnProfile(userId, 'acceptMessages', accept, now);
  }

  async setEnabled(userId: string, enabled: boolean, now: string): Promise<boolean> {
    return this.setOnProfile(userId, 'enabled', enabled, now);
  }

  /** Sets one field of an existing profile and its updatedAt; false when there is no such profile. */
  private setOnProfile<F extends 'userGroups' | 'allowFriendRequests' | 'acceptMessages' | 'enabled'>(
    userId: string,
    field: F,
    value: MemberProfile[F],
    now: string,
  ): Promise<boolean> {
    return this.updateIf({
      Key: memberKeys.profile(userId),
      UpdateExpression: `SET ${field} = :value, updatedAt = :now`,
      ConditionExpression: LIVE_PROFILE,
      ExpressionAttributeValues: { ':value': value, ':now': now },
    });
  }

  /**
   * Profiles in the order of `userIds` (BatchGet answers unordered); missing ones are skipped. Keys DynamoDB
   * leaves unprocessed under load are asked for again, a bounded number of times.
   */
  private async profilesOf(userIds: string[]): Promise<MemberProfile[]> {
    const byId = new Map<string, MemberProfile>();
    let keys: Record<string, unknown>[] = userIds.map((id) => memberKeys.profile(id));
    for (let attempt = 0; keys.length > 0 && attempt < 3; attempt++) {
      const out = await this.client.send(
        new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: keys } } }),
      );
      for (const item of out.Responses?.[this.tableName] ?? [])
        byId.set(item.userId as string, toProfile(item));
      keys = out.UnprocessedKeys?.[this.tableName]?.Keys ?? [];
    }
    if (keys.length > 0) throw new Error(`BatchGet left ${keys.length} member profiles unprocessed`);
    return userIds.flatMap((id) => byId.get(id) ?? []);
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
          Item: {
            ...memberKeys.profile(profile.userId),
            ...memberKeys.byUserName(profile),
            ...memberKeys.byEmail(profile),
            ...profile,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(profile.nickName ? [this.claim(profile.nickName, profile.userId)] : []),
    ];
    const failed = await this.transact(items);
    if (failed === null) {
      // The members' total (the dashboard's, D4), counted after the write, never failing it (logged).
      await addToTotal(this.client, this.tableName, 'members', 1);
      return 'created';
    }
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
              ? `${LIVE_PROFILE} AND attribute_not_exists(nickName)`
              : `${LIVE_PROFILE} AND nickName = :previous`,
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
        Item: {
          ...memberKeys.nickName(nickName),
          ...memberKeys.byNickName(nickName, userId),
          ownerId: userId,
          nickName,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  /**
   * Runs a transaction by the write rule (lambda/shared/dynamo/conditional.ts): null on success or the index
   * of the first item whose condition failed; a busy store is retried there, then a 503.
   */
  private async transact(
    items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
  ): Promise<number | null> {
    const outcome = await conditionalWrite(() =>
      this.client.send(new TransactWriteCommand({ TransactItems: items })),
    );
    return outcome.ok ? null : Math.min(...outcome.failed);
  }
}
