import { z } from 'zod';
import { boardIdSchema } from './board';
import { postIdSchema } from './post';

/** POST /admin/posts/move: several posts to another board (admins). Answers { moved, missing }. */
export const movePostsBodySchema = z
  .object({
    postIds: z
      .array(postIdSchema)
      .min(1, 'must list at least one post')
      .max(50, 'must list at most 50 posts')
      .transform((ids) => [...new Set(ids)]),
    boardId: boardIdSchema,
  })
  .strict();
export type MovePostsBody = z.infer<typeof movePostsBodySchema>;
