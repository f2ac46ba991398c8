import type { MemberSummary, UpdateMemberBody } from '../../contracts/member';
import type { Caller } from '../shared/auth/caller';
import { systemClock, type Clock } from '../shared/runtime/clock';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../shared/http/errors';
import { MemberGate } from './member-gate';
import { assertNotReserved, builtInNickNameRule, type ReservedNickNames } from './reserved-nicknames';
import type { MemberProfile, MemberRepository } from './member-repository';

const summaryOf = (profile: MemberProfile): MemberSummary => ({
  userName: profile.userName,
  nickName: profile.nickName ?? null,
  userGroups: [...profile.userGroups],
});

/** The built-in reserved words only (contracts/member.ts), where no site settings are wired (unit tests). */
const builtInReserved: Pick<ReservedNickNames, 'assertAllowed'> = {
  assertAllowed: async (nickName) => assertNotReserved(builtInNickNameRule, nickName),
};

/** Member rules. Authorization is decided here from the verified caller, never from what the client claims. */
export class MemberService {
  constructor(
    private readonly members: Pick<
      MemberRepository,
      | 'getProfile'
      | 'getStanding'
      | 'createProfile'
      | 'changeNickName'
      | 'setAllowFriendRequests'
      | 'setAcceptMessages'
    >,
    private readonly userPoolId: string,
    private readonly clock: Clock = systemClock,
    private readonly gate = new MemberGate(members, clock),
    private readonly reserved: Pick<ReservedNickNames, 'assertAllowed'> = builtInReserved,
  ) {}

  /**
   * The member summary (userName, nickName, userGroups) for the member themself or an admin. `userPoolId` is
   * accepted for clients that send it but must name this stage's pool: one API must not answer for another pool.
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
    // The member themself: created on first use if the account never ran the post-confirmation trigger.
    const profile =
      caller.userId === userId ? await this.gate.profileOf(caller) : await this.members.getProfile(userId);
    if (!profile) throw new NotFoundError('No member with this id.');
    return summaryOf(profile);
  }

  /**
   * A member changes their own profile: the nickname (unique among members), whether they accept friend
   * requests, whose messages they accept.
   */
  async updateProfile(caller: Caller, userId: string, changes: UpdateMemberBody): Promise<MemberSummary> {
    if (caller.userId !== userId) throw new ForbiddenError('You can only change your own profile.');
    const profile = await this.gate.profileOf(caller);
    const newNickName = changes.nickName !== undefined && changes.nickName !== profile.nickName;
    // Refused before anything is written, the friend-request choice included.
    if (newNickName) await this.reserved.assertAllowed(changes.nickName!);
    if (changes.allowFriendRequests !== undefined) {
      const saved = await this.members.setAllowFriendRequests(
        userId,
        changes.allowFriendRequests,
        this.clock(),
      );
      if (!saved) throw new NotFoundError('No member with this id.');
    }
    if (changes.acceptMessages !== undefined) {
      const saved = await this.members.setAcceptMessages(userId, changes.acceptMessages, this.clock());
      if (!saved) throw new NotFoundError('No member with this id.');
    }
    if (changes.nickName === undefined || profile.nickName === changes.nickName) return summaryOf(profile);
    const outcome = await this.members.changeNickName(
      userId,
      profile.nickName,
      changes.nickName,
      this.clock(),
    );
    if (outcome === 'nickname-taken')
      throw new ConflictError('That nickname is already in use. Please choose another.');
    if (outcome === 'stale')
      throw new ConflictError('Your profile changed meanwhile. Please reload and try again.');
    return { ...summaryOf(profile), nickName: changes.nickName };
  }
}
