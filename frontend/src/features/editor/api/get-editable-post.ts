import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageSchema } from '@contracts/pagination';
import { postSchema, type Post } from '@contracts/post-answers';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { currentIdToken, restRequest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

const draftsPageSchema = pageSchema(postSchema);

/** The cache entry of a post being edited, which a save replaces with the post as saved. */
export const editablePostKey = (postId: string) => ['editor', 'post', postId] as const;

/**
 * A post to edit, as stored now. Drafts are private and not served by GET /posts/{postId}, so the author's
 * drafts are looked through first (which also counts no view); a published post is then read directly.
 */
async function getEditablePost(config: RuntimeConfig, postId: string, signal?: AbortSignal): Promise<Post> {
  const idToken = await currentIdToken(config);
  let nextToken: string | null = null;
  for (let page = 0; page < 5 && idToken; page += 1) {
    const drafts = draftsPageSchema.parse(
      await restRequest(config, 'post', {
        path: '/me/drafts',
        query: { limit: 100, nextToken: nextToken ?? undefined },
        signal,
      }),
    );
    const found = drafts.items.find((item) => item.id === postId);
    if (found) return found;
    nextToken = drafts.nextToken;
    if (!nextToken) break;
  }
  return postSchema.parse(await restRequest(config, 'post', { path: apiPath`/posts/${postId}`, signal }));
}

/** The post the editor opens with, read once: the form keeps its own state from then on. */
export function useEditablePost(postId: string | undefined, enabled: boolean) {
  const config = useRuntimeConfig();
  return useQuery({
    queryKey: editablePostKey(postId ?? ''),
    queryFn: ({ signal }) => getEditablePost(config, postId ?? '', signal),
    enabled: enabled && postId !== undefined,
    // The form keeps its own state; a background refetch must not reset what is being written.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Reads the post as stored now, outside the cache: "their" version when a save met a newer one. */
export function useReadEditablePost() {
  const config = useRuntimeConfig();
  return useCallback((postId: string) => getEditablePost(config, postId), [config]);
}
