import * as z from 'zod/mini';
import './zod-locale';
import { userIdSchema } from './member';

export const addFriendBodySchema = z.strictObject({ userId: userIdSchema });
export const friendPathSchema = z.object({ userId: userIdSchema });

/** A member on another member's friend list ("Friends" in the user menu). */
export interface Friend {
  readonly userId: string;
  /** Their nickName when added. */
  readonly nickName: string;
  readonly addedAt: string;
}

/** POST /me/blocks and DELETE /me/blocks/{userId}: the member to block or unblock. */
export const blockBodySchema = z.strictObject({ userId: userIdSchema });
export const blockPathSchema = z.object({ userId: userIdSchema });

/**
 * A member another member blocked (Friends → Blocked members): they cannot message the blocker or add them as
 * a friend, and their conversation leaves the blocker's Message Box until unblocked.
 */
export interface BlockedMember {
  readonly userId: string;
  /** Their nickName when blocked. */
  readonly nickName: string;
  readonly blockedAt: string;
}
