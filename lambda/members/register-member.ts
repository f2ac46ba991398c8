import { nickNameClaimKey, nickNameSchema } from '../../contracts/member';
import type { MemberRepository } from './member-repository';
import { builtInNickNameRule, type NickNameRule } from './reserved-nicknames';

export interface ConfirmedUser {
  readonly userId: string;
  readonly userName: string;
  readonly email: string;
  readonly name: string;
  /** The user pool groups known at registration (a user an admin created may already be in some). */
  readonly userGroups?: readonly string[];
}

export type RegisterOutcome = 'created' | 'exists';

/**
 * Nickname candidates for a new member: the name itself (a nickName defaults to the name), then
 * the name with short suffixes taken from the user id, so two members called 김민준 both get a profile.
 * Names that are no valid nickname (too short, too long, control characters) or are reserved (`allowed` says
 * no: `admin`, the site's title, their look-alikes) are fitted or skipped.
 */
export function nickNameCandidates(
  name: string,
  userId: string,
  allowed: NickNameRule = builtInNickNameRule,
): string[] {
  const base = name.normalize('NFC').trim().slice(0, 20);
  const compactId = userId.replace(/-/g, '');
  const suffixes = ['', compactId.slice(0, 4), compactId.slice(-6), compactId.slice(0, 10)];
  const candidates = suffixes.map((suffix) => `${base.slice(0, 20 - suffix.length)}${suffix}`);
  const valid = candidates.filter((c) => nickNameSchema.safeParse(c).success && allowed(c));
  return [...new Map(valid.map((c) => [nickNameClaimKey(c), c])).values()];
}

/**
 * Creates the profile of a member who just confirmed their sign-up. Running it twice for one user changes
 * nothing. When every candidate nickname is taken the profile is created without one (the UI shows
 * 'Guest' until the member picks a nickname); a profile is never lost over a nickname.
 */
export async function registerMember(
  members: Pick<MemberRepository, 'createProfile'>,
  user: ConfirmedUser,
  now: string,
  /** The reserved-nickname rule in force (ReservedNickNames.rule); the built-in words when not given. */
  allowed: NickNameRule = builtInNickNameRule,
): Promise<RegisterOutcome> {
  const base = {
    userId: user.userId,
    userName: user.userName,
    email: user.email,
    name: user.name,
    userGroups: [...(user.userGroups ?? [])],
    createdAt: now,
    updatedAt: now,
  };
  for (const nickName of nickNameCandidates(user.name, user.userId, allowed)) {
    const outcome = await members.createProfile({ ...base, nickName });
    if (outcome !== 'nickname-taken') return outcome;
  }
  const outcome = await members.createProfile(base);
  return outcome === 'exists' ? 'exists' : 'created';
}
