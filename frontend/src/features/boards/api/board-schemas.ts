import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { boardRecordSchema } from '@contracts/post-answers';

/**
 * The board and vote answers the board screens read (contracts/board.ts, vote.ts), validated because they
 * cross a network boundary; only what the screens show is required. Posts and comments are parsed with the
 * post API's own answer schemas (contracts/post-answers.ts).
 */
// The post API's board record without its dates, which no screen shows (contracts/post-answers.ts).
export const boardInfoSchema = z.omit(boardRecordSchema, { createdAt: true, updatedAt: true });
export type BoardInfo = z.infer<typeof boardInfoSchema>;

export const voteStateSchema = z.object({ voteCount: z.number(), myVote: z.boolean() });
