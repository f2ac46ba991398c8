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
