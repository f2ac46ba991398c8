import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FIND_MEMBERS_LIMIT, type MemberCard, type OwnProfile } from '../../contracts/member';
import type { Caller } from '../shared/auth/caller';
import { conditionally } from '../shared/dynamo/conditional';
import { ForbiddenError } from '../shared/http/errors';
import type { AccountPool } from './account-pool';
import { MemberGate } from './member-gate';
import { memberKeys, type MemberProfile, type MemberRepository } from './member-repository';
import { profileFields } from './profile-fields';

/** What deleting a profile needs: the repository's client, kept behind one method. */
export interface ProfileRemover {
  /** Deletes the profile and its nickname claim (the member's posts keep the nickname they carry). */
  removeProfile(profile: MemberProfile): Promise<void>;
}

export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';

const ownProfileOf = (profile: MemberProfile, termsCurrentVersion: number): OwnProfile => ({
  ...profileFields(profile),
  allowFriendRequests: profile.allowFriendRequests !== false,
  acceptMessages: profile.acceptMessages ?? 'all',
  termsVersion: profile.termsVersion ?? 0,
  termsAgreedAt: profile.termsAgreedAt ?? null,
  termsCurrentVersion,
});

/** A member's own account: their full profile, finding other members by nickname, leaving the site. */
export class AccountService {
  constructor(
    private readonly members: Pick<MemberRepository, 'getProfile' | 'createProfile' | 'search'>,
    private readonly remover: ProfileRemover,
    private readonly pool: Pick<AccountPool, 'passwordMatches' | 'deleteUser'>,
    private readonly gate = new MemberGate(members),
  ) {}

  /** The member's own profile, and the terms' version the site asks for now (`termsCurrentVersion`). */
  async profile(caller: Caller, termsCurrentVersion: number): Promise<OwnProfile> {
    return ownProfileOf(await this.gate.profileOf(caller), termsCurrentVersion);
  }

  /**
   * The few members whose nickname is `text` or starts with it (FIND_MEMBERS_LIMIT at most; the exact match
   * sorts first, as `<nickname>#` precedes any longer name in the index): only what every member sees on a
   * post (id and nickname), and whether they accept friend requests. Disabled members are left out. One
   * Query with that Limit and one BatchGet, never a page token: a lookup, not a directory of members.
   */
  async findByNickName(text: string): Promise<{ items: MemberCard[] }> {
    const page = await this.members.search('nickName', text, FIND_MEMBERS_LIMIT, undefined);
    return {
      items: page.items
        .filter((profile) => profile.enabled !== false && profile.nickName !== undefined)
        .map((profile) => ({
          userId: profile.userId,
          nickName: profile.nickName as string,
          allowFriendRequests: profile.allowFriendRequests !== false,
        })),
    };
  }

  /**
   * Leaving the site: the password again, then the profile (and its nickname) and the user pool account are
   * deleted. The profile goes first: if deleting the account fails, the member is still signed in, tries
   * again, and the profile is simply created again on their next visit meanwhile.
   */
  async withdraw(caller: Caller, password: string): Promise<void> {
    if (!(await this.pool.passwordMatches(caller.userName, password))) {
      throw new ForbiddenError(WRONG_PASSWORD_MESSAGE);
    }
    const profile = await this.members.getProfile(caller.userId, { consistent: true });
    if (profile) await this.remover.removeProfile(profile);
    await this.pool.deleteUser(caller.userName);
  }
}

/** The DynamoDB side of {@link ProfileRemover}: one transaction, keys from memberKeys. */
export function profileRemover(client: DynamoDBDocumentClient, tableName: string): ProfileRemover {
  const profileDelete = (userId: string) => ({
    Delete: { TableName: tableName, Key: memberKeys.profile(userId) },
  });
  return {
    async removeProfile(profile) {
      if (profile.nickName === undefined) {
        await client.send(new TransactWriteCommand({ TransactItems: [profileDelete(profile.userId)] }));
        return;
      }
      const released = await conditionally(() =>
        client.send(
          new TransactWriteCommand({
            TransactItems: [
              profileDelete(profile.userId),
              {
                Delete: {
                  TableName: tableName,
                  Key: memberKeys.nickName(profile.nickName as string),
                  // Never release a nickname someone else holds now.
                  ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
                  ExpressionAttributeValues: { ':owner': profile.userId },
                },
              },
            ],
          }),
        ),
      );
      if (!released) {
        await client.send(new TransactWriteCommand({ TransactItems: [profileDelete(profile.userId)] }));
      }
    },
  };
}
