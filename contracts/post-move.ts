import * as z from 'zod/mini';
import './zod-locale';
import { boardIdSchema } from './board';
import { postIdSchema } from './post';

/** POST /admin/posts/move: several posts to another board (admins). Answers { moved, missing }. */
export const movePostsBodySchema = z.strictObject({
  postIds: z.pipe(
    z
      .array(postIdSchema)
      .check(z.minLength(1, 'must list at least one post'), z.maxLength(50, 'must list at most 50 posts')),
    z.transform((ids: string[]) => [...new Set(ids)]),
  ),
  boardId: boardIdSchema,
});
export type MovePostsBody = z.infer<typeof movePostsBodySchema>;
