import * as z from 'zod/mini';
import './zod-locale';
import { groupNameSchema } from './member-admin';
import { pageLimitSchema, pageQuerySchema } from './pagination';

/**
 * Member groups for the admin portal (GET /admin/groups, GET /admin/groups/{groupName}/members). Members
 * join or leave a group through PUT /admin/members/{userId}/groups; the user pool is the source of truth.
 */

/** Counting stops here: each page of the pool's group listing is one call, and the screen needs no more. */
export const GROUP_COUNT_CAP = 600;

export const groupPathSchema = z.object({ groupName: groupNameSchema });
export const groupMembersQuerySchema = z.extend(pageQuerySchema, {
  // The pool's ListUsersInGroup pages hold at most 60 users.
  limit: pageLimitSchema(60),
});

export interface MemberGroupView {
  readonly groupName: string;
  readonly description: string;
  /** Members in the group, counted up to {@link GROUP_COUNT_CAP}. */
  readonly memberCount: number;
  /** True when there are more than memberCount members (the count stopped at the cap). */
  readonly countCapped: boolean;
}

export interface GroupMemberView {
  readonly userId: string;
  readonly userName: string;
  readonly email: string | null;
  readonly enabled: boolean;
}
