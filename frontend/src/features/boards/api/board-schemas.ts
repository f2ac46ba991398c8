import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { boardAccessSchema } from '@contracts/board';

/**
 * The board and vote answers the board screens read (contracts/board.ts, vote.ts), validated because they
 * cross a network boundary; only what the screens show is required. Posts and comments are parsed with the
 * post API's own answer schemas (contracts/post-answers.ts).
 */
export const boardInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  postsPerPage: z.number(),
  categories: z.array(z.string()),
  permissions: z.object({
    list: boardAccessSchema,
    read: boardAccessSchema,
    write: boardAccessSchema,
    comment: boardAccessSchema,
  }),
});
export type BoardInfo = z.infer<typeof boardInfoSchema>;

export const voteStateSchema = z.object({ voteCount: z.number(), myVote: z.boolean() });
