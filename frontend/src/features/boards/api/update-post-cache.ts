import type { QueryClient } from '@tanstack/react-query';
import { boardKeys } from './board-query-keys';
import type { PostView } from '@contracts/post-answers';

/**
 * Applies a change the server confirmed to the cached post (for whichever viewer key holds it), so the page
 * updates without reading the post again (a read counts a view).
 */
export function patchCachedPost(queryClient: QueryClient, postId: string, patch: Partial<PostView>): void {
  queryClient.setQueriesData<PostView>({ queryKey: boardKeys.post(postId) }, (post) =>
    post ? { ...post, ...patch } : post,
  );
}
