import { preloadable, useLoadedCode } from '@/lib/preloadable';
import type { CommentFormProps } from './comment-form';

const commentFormCode = preloadable(() => import('./comment-form'));

/**
 * The {@link CommentForm}, downloaded where a form is shown: only members comment, and a guest's post page
 * shows a sign-in prompt instead, so the text box's code stays off the first render of most visits.
 */
export function LazyCommentForm(props: CommentFormProps) {
  const code = useLoadedCode(commentFormCode, true);
  return code ? <code.CommentForm {...props} /> : null;
}
