import { useCallback } from 'react';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useRest } from '@/lib/rest-request';

const moveAnswerSchema = z.object({ moved: z.array(z.string()), missing: z.array(z.string()) });

/** POST /admin/posts/move: moves the posts to another board; answers which were moved and which were gone. */
export function useMovePosts() {
  const rest = useRest('post');
  return useCallback(
    async (postIds: readonly string[], boardId: string) =>
      moveAnswerSchema.parse(
        await rest({ method: 'POST', path: '/admin/posts/move', body: { postIds, boardId } }),
      ),
    [rest],
  );
}
