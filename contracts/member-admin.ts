import * as z from 'zod/mini';
import './zod-locale';
import { memberIdentitySchema } from './member';
import { pageQuerySchema } from './pagination';

/**
 * What the member API's admin routes take and answer (lambda/apis/member-admin-api.ts): a module of its own so
 * the member API's function, which never parses them, does not carry them (docs/performance.md, "Lambda
 * bundles").
 */

/** A group name as Cognito allows it, without spaces or commas (API Gateway serializes groups with them). */
export const groupNameSchema = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be a group name'));

/**
 * GET /admin/members: a prefix search by username, email or nickName, or (`by=newest`) every member, newest
 * sign-up first, which takes no search text.
 */
export const searchMembersQuerySchema = z
  .extend(pageQuerySchema, {
    by: z._default(z.enum(['userName', 'email', 'nickName', 'newest']), 'userName'),
    q: z._default(z.string().check(z.trim(), z.maxLength(100, 'is too long')), ''),
  })
  .check(
    z.refine((query) => query.by !== 'newest' || query.q === '', {
      message: 'must be empty when listing the newest members',
      path: ['q'],
    }),
  );

/** PUT /admin/members/{userId}/groups: the member's groups after the change (set semantics). */
export const setGroupsBodySchema = z.strictObject({
  groups: z.pipe(
    z.array(groupNameSchema).check(z.maxLength(25, 'must list at most 25 groups')),
    z.transform((g: string[]) => [...new Set(g)]),
  ),
});

/** PUT /admin/members/{userId}/status */
export const setStatusBodySchema = z.strictObject({ enabled: z.boolean() });

/** What admins see of a member. */
export const memberAdminViewSchema = z.extend(memberIdentitySchema, {
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type MemberAdminView = z.infer<typeof memberAdminViewSchema>;
