import { z } from 'zod';

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
 * composed), no control or format characters. Uniqueness is case-insensitive on the NFC form.
 */
export const nickNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .min(2, 'must be at least 2 characters')
  .max(20, 'must be at most 20 characters')
  .regex(/^[^\p{C}]+$/u, 'must not contain control characters');

/** PUT /member/{userId}: the fields a member may change on their own profile. */
export const updateMemberBodySchema = z.object({ nickName: nickNameSchema }).strict();
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

/** The key under which a nickname is claimed: NFC, lower-case. */
export function nickNameClaimKey(nickName: string): string {
  return nickName.normalize('NFC').toLowerCase();
}
