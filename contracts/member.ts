import * as z from 'zod/mini';
import './zod-locale';
import { idSchema } from './fields';
import { confusableSkeleton } from './confusables';
import { singleLineText } from './text';

/** Cognito `sub` (a UUID in AWS and in cognito-local); kept permissive on shape but strict on characters. */
export const userIdSchema = idSchema({ max: 128 });

/** A Cognito user pool id: `<region>_<id>` (e.g. ap-northeast-2_AbC123). */
export const userPoolIdSchema = z.string().check(z.regex(/^[\w-]+_[0-9A-Za-z]+$/, 'must be a user pool id'));

export const getMemberPathSchema = z.object({ userId: userIdSchema });
export const getMemberQuerySchema = z.object({ userPoolId: z.optional(userPoolIdSchema) });

/** What GET /member/{userId} answers. nickName is null when the member has none (the UI shows 'Guest'). */
export const memberSummarySchema = z.object({
  userName: z.string(),
  nickName: z.nullable(z.string()),
  userGroups: z.array(z.string()),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/**
 * A nickname: 2–20 characters after trimming and NFC normalization (so decomposed Hangul counts as
 * composed), a visible character, no control or format characters (contracts/text.ts). Uniqueness compares
 * the confusable skeleton (nickNameClaimKey), so `Аdmin` with a Cyrillic А is the nickname `admin`.
 */
export const nickNameSchema = singleLineText({ min: 2, max: 20 }).check(
  z.regex(/^[^\p{C}]*$/u, 'must not contain control or invisible formatting characters'),
);

/**
 * Whose messages a member accepts: everyone's (`all`, the default), only from the members on their friend list
 * (`friends`), or nobody's (`none`). A member they block is refused whatever this says.
 */
export const acceptMessagesSchema = z.enum(['all', 'friends', 'none']);
export type AcceptMessages = z.infer<typeof acceptMessagesSchema>;

/** PUT /member/{userId}: the fields a member may change on their own profile. */
export const updateMemberBodySchema = z
  .strictObject({
    nickName: z.optional(nickNameSchema),
    /** Whether other members may add this member as a friend (default: yes). */
    allowFriendRequests: z.optional(z.boolean()),
    /** Whose messages the member accepts (default: everyone's). */
    acceptMessages: z.optional(acceptMessagesSchema),
  })
  .check(
    z.refine(
      (body) =>
        body.nickName !== undefined ||
        body.allowFriendRequests !== undefined ||
        body.acceptMessages !== undefined,
      { message: 'must change nickName, allowFriendRequests or acceptMessages' },
    ),
  );
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

/**
 * The key under which a nickname is claimed: its confusable skeleton (contracts/confusables.ts), so names
 * that look alike (case, fullwidth letters, Cyrillic or Greek look-alikes, accents) are one claim.
 */
export function nickNameClaimKey(nickName: string): string {
  return confusableSkeleton(nickName);
}

/**
 * Nicknames nobody may take, whatever an admin adds in Member Setting: names that pass for the site's staff or
 * for the system. The site's title is reserved as well. A nickname is reserved when its skeleton equals a
 * reserved word's (contracts/confusables.ts: `ADMIN`, `Аdmin` with a Cyrillic А and `adm1n` are `admin`), as
 * Rhymix's denied nicknames are whole names: `admin2` stays free.
 */
export const BUILT_IN_RESERVED_NICKNAMES: readonly string[] = [
  'admin',
  '관리자',
  '운영자',
  'Guest',
  'System',
];

/** Most words an admin may add to the reserved nicknames. */
export const RESERVED_NICKNAMES_MAX = 200;

/**
 * Whether `nickName` looks like a reserved word: the built-in ones, the site's title and the admin's list
 * (`extra`). Compared on skeletons, so look-alikes are reserved too.
 */
export function isReservedNickName(nickName: string, extra: readonly string[] = []): boolean {
  const skeleton = confusableSkeleton(nickName);
  return [...BUILT_IN_RESERVED_NICKNAMES, ...extra].some((word) => confusableSkeleton(word) === skeleton);
}

/** The form the admin's nickname search compares prefixes in: NFC, lower-case (as people type them). */
export function nickNameSearchKey(nickName: string): string {
  return nickName.normalize('NFC').toLowerCase();
}

/** Who a member is, as their own profile and the admins' view of them both show it. */
export const memberIdentitySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  name: z.string(),
  nickName: z.nullable(z.string()),
  userGroups: z.array(z.string()),
});

/**
 * GET /me/profile: the signed-in member's own profile (View Member Info), their settings, and the version of
 * the terms they last agreed to (0: none recorded; the web app asks them to agree to the current one).
 */
export const ownProfileSchema = z.extend(memberIdentitySchema, {
  allowFriendRequests: z.boolean(),
  acceptMessages: acceptMessagesSchema,
  termsVersion: z.number(),
  termsAgreedAt: z.nullable(z.string()),
  /** The version the site asks for now: a member whose termsVersion is lower is asked to agree again. */
  termsCurrentVersion: z.number(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** What any member sees of another member: what a post shows, and whether they accept friend requests. */
export const memberCardSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  allowFriendRequests: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** At most this many members answer one nickname lookup. */
export const FIND_MEMBERS_LIMIT = 5;

/**
 * GET /members?nickName=…: the few members (at most FIND_MEMBERS_LIMIT) whose nickname is the text or starts
 * with it, the exact match first; at least 2 characters. A lookup, not a directory: no limit and no pages
 * (any other parameter is a 400), so member ids cannot be listed a hundred at a time.
 */
export const findMembersQuerySchema = z.strictObject({
  nickName: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'must be at least 2 characters'),
      z.maxLength(20, 'must be at most 20 characters'),
    ),
});

/** POST /me/withdraw: leaving the site asks for the password again. */
export const withdrawBodySchema = z.strictObject({
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(256, 'is too long')),
});

/**
 * POST /me/sign-out-everywhere: the password again, as for leaving (a stolen token alone cannot end the
 * owner's sessions); after a password change the web app sends the new one.
 */
export const signOutEverywhereBodySchema = withdrawBodySchema;
