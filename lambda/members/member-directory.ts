import type { AuthorDirectory } from '../shared/auth/author-signature';
import type { MemberProfiles } from './member-profiles';

/** What friends see of a member. */
export interface FriendProfile {
  readonly nickName: string | null;
  readonly userName: string;
  readonly allowFriendRequests: boolean;
}

/**
 * The one adapter from the member table to what other domains need to know about a member (the post, friend
 * and Message Box services name the methods they use). Each method is one GetItem of the profile (U1).
 */
export class MemberDirectory implements AuthorDirectory {
  constructor(private readonly members: Pick<MemberProfiles, 'getProfile'>) {}

  /** The member's nickName; null without a profile or before they choose one. */
  async nickNameOf(userId: string): Promise<string | null> {
    return (await this.members.getProfile(userId))?.nickName ?? null;
  }

  /** The name the Message Box shows: the nickName, else the user name; null when there is no such member. */
  async displayNameOf(userId: string): Promise<string | null> {
    const profile = await this.members.getProfile(userId);
    return profile ? (profile.nickName ?? profile.userName) : null;
  }

  /** The member as a friend list shows them, and whether they accept friend requests; null when unknown. */
  async friendProfileOf(userId: string): Promise<FriendProfile | null> {
    const profile = await this.members.getProfile(userId);
    return profile
      ? {
          nickName: profile.nickName ?? null,
          userName: profile.userName,
          allowFriendRequests: profile.allowFriendRequests !== false,
        }
      : null;
  }
}
