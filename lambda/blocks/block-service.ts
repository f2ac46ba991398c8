import type { BlockedMember } from '../../contracts/friend';
import type { Page } from '../../contracts/pagination';
import type { Caller } from '../shared/auth/caller';
import { BadRequestError, NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { BlockRepository } from './block-repository';

/** What blocking needs of the member directory (members/member-directory.ts): the member, as a list shows them. */
export interface BlockDirectory {
  friendProfileOf(
    userId: string,
  ): Promise<{ readonly nickName: string | null; readonly userName: string } | null>;
}

/** What blocking does to the blocker's Message Box (lambda/messages/message-repository.ts). */
export interface ConversationHider {
  /** Takes the two members' conversation out of `userId`'s Message Box (marked read), or puts it back. */
  setHidden(userId: string, otherId: string, hidden: boolean): Promise<void>;
}

/**
 * Blocking a member (docs/data-model.md, "Refusing and blocking"): they can no longer message the blocker
 * (lambda/messages/message-policy.ts) or add them as a friend (lambda/friends/friend-service.ts), and their
 * conversation leaves the blocker's Message Box until the block is lifted. The blocked member is not told.
 */
export class BlockService {
  constructor(
    private readonly blocks: Pick<BlockRepository, 'add' | 'remove' | 'list'>,
    private readonly directory: BlockDirectory,
    private readonly conversations: ConversationHider,
    private readonly clock: Clock = systemClock,
  ) {}

  async block(caller: Caller, userId: string): Promise<BlockedMember> {
    if (userId === caller.userId) {
      throw new BadRequestError('You cannot block yourself.', [
        { field: 'body.userId', message: 'is your own id' },
      ]);
    }
    const profile = await this.directory.friendProfileOf(userId);
    if (!profile) throw new NotFoundError('No member with this id.');
    const blocked: BlockedMember = {
      userId,
      nickName: profile.nickName ?? profile.userName,
      blockedAt: this.clock(),
    };
    // The block first: from here on their messages are refused, so the hidden conversation stays hidden.
    await this.blocks.add(caller.userId, blocked);
    await this.conversations.setHidden(caller.userId, userId, true);
    return blocked;
  }

  async unblock(caller: Caller, userId: string): Promise<{ userId: string; unblocked: true }> {
    if (!(await this.blocks.remove(caller.userId, userId))) {
      throw new NotFoundError('This member is not on your blocked list.');
    }
    await this.conversations.setHidden(caller.userId, userId, false);
    return { userId, unblocked: true };
  }

  list(caller: Caller, page: { limit?: number; nextToken?: string }): Promise<Page<BlockedMember>> {
    return this.blocks.list(caller.userId, page.limit ?? 50, page.nextToken);
  }
}
