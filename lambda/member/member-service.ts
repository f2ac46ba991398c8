import type { MemberSummary } from '../../contracts/member';
import type { Caller } from '../shared/auth/caller';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import type { MemberRepository } from './member-repository';

/** Member rules. Authorization is decided here from the verified caller, never from what the client claims. */
export class MemberService {
  constructor(
    private readonly members: Pick<MemberRepository, 'getProfile'>,
    private readonly userPoolId: string,
  ) {}

  /**
   * The summary of §7 for the member themself or an admin. `userPoolId` is accepted for compatibility with
   * the specification's client but must name this stage's pool: one API must not answer for another pool.
   * Another member gets 403 whether or not the id exists, so ids cannot be probed.
   */
  async getSummary(caller: Caller, userId: string, userPoolId: string | undefined): Promise<MemberSummary> {
    if (userPoolId !== undefined && userPoolId !== this.userPoolId) {
      throw new BadRequestError("userPoolId does not match this site's user pool.", [
        { field: 'query.userPoolId', message: "is not this site's user pool" },
      ]);
    }
    if (caller.userId !== userId && !caller.isAdmin) {
      throw new ForbiddenError('You can only view your own member record.');
    }
    const profile = await this.members.getProfile(userId);
    if (!profile) throw new NotFoundError('No member with this id.');
    return {
      userName: profile.userName,
      nickName: profile.nickName ?? null,
      userGroups: [...profile.userGroups],
    };
  }
}
