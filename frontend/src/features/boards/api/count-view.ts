import { useEffect, useState } from 'react';
import { useRest } from '@/lib/rest-request';
import { apiPath } from '@/lib/api-paths';

/** The browser session's mark that it has counted a view of a post. */
const viewedKey = (postId: string) => `viewed-post:${postId}`;

/** True the first time this browser session asks for the post, and marks it counted. */
function firstViewThisSession(postId: string): boolean {
  try {
    if (sessionStorage.getItem(viewedKey(postId)) !== null) return false;
    sessionStorage.setItem(viewedKey(postId), '1');
    return true;
  } catch {
    // No session storage (a browser that refuses it): count, as a page without it always did.
    return true;
  }
}

/**
 * Counts a view of the post once per browser session, as Rhymix counts once per session
 * (docs/data-model.md, "View counts"): POST /posts/{postId}/view once the post has loaded, apart from the read,
 * so reading the post writes nothing. Its failure changes nothing on the page. Answers what to add to the
 * count the read showed: 1 when this visit was just counted.
 */
export function useCountView(postId: string, loaded: boolean): number {
  const rest = useRest('post');
  const [counted, setCounted] = useState(0);
  useEffect(() => {
    if (!loaded || !firstViewThisSession(postId)) return;
    setCounted(1);
    rest({ method: 'POST', path: apiPath`/posts/${postId}/view` }).catch((error: unknown) => {
      console.warn('The view was not counted', error);
    });
  }, [postId, loaded, rest]);
  return counted;
}
