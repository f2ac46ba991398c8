import { useCallback } from 'react';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useRest } from '@/lib/rest-request';

const trashAnswerSchema = z.object({ trashed: z.array(z.string()), missing: z.array(z.string()) });

/** POST /admin/posts/trash: moves the posts to the trash; answers which were moved and which were gone. */
export function useTrashPosts() {
  const rest = useRest('post');
  return useCallback(
    async (postIds: readonly string[]) =>
      trashAnswerSchema.parse(await rest({ method: 'POST', path: '/admin/posts/trash', body: { postIds } })),
    [rest],
  );
}
