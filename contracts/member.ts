import { z } from 'zod';
import { confusableSkeleton } from './confusables';
import { singleLineText } from './text';
import { pageQuerySchema } from './pagination';

/** Cognito `sub` (a UUID in AWS and in cognito-local); kept permissive on shape but strict on characters. */
export const userIdSchema = z
  .string()
  .min(1, 'is required')
  .max(128, 'is too long')
  .regex(/^[A-Za-z0-9-]+$/, 'must contain only letters, digits and hyphens');

/** A Cognito user pool id: `<region>_<id>` (e.g. ap-northeast-2_AbC123). */
export const userPoolIdSchema = z.string().regex(/^[\w-]+_[0-9A-Za-z]+$/, 'must be a user pool id');

export const getMemberPathSchema = z.object({ userId: userIdSchema });
export const getMemberQuerySchema = z.object({ userPoolId: userPoolIdSchema.optional() });

/** What GET /member/{userId} answers (§3, §7). nickName is null when the member has none (the UI shows 'Guest'). */
export const memberSummarySchema = z.object({
  userName: z.string(),
  nickName: z.string().nullable(),
  userGroups: z.array(z.string()),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/**
 * A nickname: 2–20 characters after trimming and NFC normalization (so decomposed Hangul counts as
 * composed), a visible character, no control or format characters (contracts/text.ts). Uniqueness compares
 * the confusable skeleton (nickNameClaimKey), so `Аdmin` with a Cyrillic А is the nickname `admin`.
 */
export const nickNameSchema = singleLineText({ min: 2, max: 20 }).regex(
  /^[^\p{C}]*$/u,
  'must not contain control or invisible formatting characters',
);

/** PUT /member/{userId}: the fields a member may change on their own profile. */
export const updateMemberBodySchema = z
  .object({
    nickName: nickNameSchema.optional(),
    /** Whether other members may add this member as a friend (default: yes). */
    allowFriendRequests: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.nickName !== undefined || body.allowFriendRequests !== undefined, {
    message: 'must change nickName or allowFriendRequests',
  });
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

/**
 * The key under which a nickname is claimed: its confusable skeleton (contracts/confusables.ts), so names
 * that look alike (case, fullwidth letters, Cyrillic or Greek look-alikes, accents) are one claim.
 */
export function nickNameClaimKey(nickName: string): string {
  return confusableSkeleton(nickName);
}

/** The form the admin's nickname search compares prefixes in: NFC, lower-case (as people type them). */
export function nickNameSearchKey(nickName: string): string {
  return nickName.normalize('NFC').toLowerCase();
}

/** GET /me/profile: the signed-in member's own profile (View Member Info). */
export const ownProfileSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  userGroups: z.array(z.string()),
  allowFriendRequests: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** What any member sees of another member: what a post shows, and whether they accept friend requests. */
export const memberCardSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  allowFriendRequests: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** GET /members?nickName=…: members whose nickname starts with it (at least 1 character); paginated. */
export const findMembersQuerySchema = pageQuerySchema.extend({
  nickName: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
});

/** POST /me/withdraw: leaving the site asks for the password again. */
export const withdrawBodySchema = z
  .object({ password: z.string().min(1, 'is required').max(256, 'is too long') })
  .strict();

/** A group name as Cognito allows it, without spaces or commas (API Gateway serializes groups with them). */
export const groupNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be a group name');

/** GET /admin/members: search by prefix of one field; paginated. */
/**
 * GET /admin/members: a prefix search by username, email or nickName, or (`by=newest`) every member, newest
 * sign-up first, which takes no search text.
 */
export const searchMembersQuerySchema = pageQuerySchema
  .extend({
    by: z.enum(['userName', 'email', 'nickName', 'newest']).default('userName'),
    q: z.string().trim().max(100, 'is too long').default(''),
  })
  .refine((query) => query.by !== 'newest' || query.q === '', {
    message: 'must be empty when listing the newest members',
    path: ['q'],
  });

/** PUT /admin/members/{userId}/groups: the member's groups after the change (set semantics). */
export const setGroupsBodySchema = z
  .object({
    groups: z
      .array(groupNameSchema)
      .max(25, 'must list at most 25 groups')
      .transform((g) => [...new Set(g)]),
  })
  .strict();

/** PUT /admin/members/{userId}/status */
export const setStatusBodySchema = z.object({ enabled: z.boolean() }).strict();

/** What admins see of a member. */
export const memberAdminViewSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  userGroups: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type MemberAdminView = z.infer<typeof memberAdminViewSchema>;
