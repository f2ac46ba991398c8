import type { Page } from '../../contracts/pagination';
import type { Friend } from '../../contracts/friend';
import type { Caller } from '../shared/auth/caller';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { FriendRepository } from './friend-repository';

/** What friends see of a member. */
export interface FriendProfile {
  readonly nickName: string | null;
  readonly userName: string;
  readonly allowFriendRequests: boolean;
}

/** What friends need of the member directory (members/member-directory.ts). */
export interface FriendDirectory {
  friendProfileOf(userId: string): Promise<FriendProfile | null>;
}

/** Whether a member has blocked another (lambda/blocks/block-repository.ts). */
export interface BlockLookup {
  has(userId: string, otherId: string): Promise<boolean>;
}

/**
 * Friends, one-directional as in XE/Rhymix: a member keeps a list of members; a member who refuses friend
 * requests (profile setting) cannot be added by anyone, and a member cannot be added by someone they blocked.
 */
export class FriendService {
  constructor(
    private readonly friends: Pick<FriendRepository, 'add' | 'remove' | 'list'>,
    private readonly directory: FriendDirectory,
    private readonly clock: Clock = systemClock,
    private readonly blocks: BlockLookup = { has: async () => false },
  ) {}

  async add(caller: Caller, friendId: string): Promise<Friend> {
    if (friendId === caller.userId) {
      throw new BadRequestError('You cannot add yourself as a friend.', [
        { field: 'body.userId', message: 'is your own id' },
      ]);
    }
    const [profile, blocked] = await Promise.all([
      this.directory.friendProfileOf(friendId),
      this.blocks.has(friendId, caller.userId),
    ]);
    if (!profile) throw new NotFoundError('No member with this id.');
    if (!profile.allowFriendRequests)
      throw new ForbiddenError('This member does not accept friend requests.');
    if (blocked) throw new ForbiddenError('This member does not accept friend requests from you.');
    const friend: Friend = {
      userId: friendId,
      nickName: profile.nickName ?? profile.userName,
      addedAt: this.clock(),
    };
    await this.friends.add(caller.userId, friend);
    return friend;
  }

  async remove(caller: Caller, friendId: string): Promise<{ userId: string; removed: true }> {
    if (!(await this.friends.remove(caller.userId, friendId))) {
      throw new NotFoundError('This member is not on your friend list.');
    }
    return { userId: friendId, removed: true };
  }

  list(caller: Caller, page: { limit?: number; nextToken?: string }): Promise<Page<Friend>> {
    return this.friends.list(caller.userId, page.limit ?? 50, page.nextToken);
  }
}
