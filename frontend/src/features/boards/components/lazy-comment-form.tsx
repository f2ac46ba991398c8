import { onDemandComponent, preloadable } from '@/lib/preloadable';

/**
 * The {@link CommentForm}, downloaded where a form is shown: only members comment, and a guest's post page
 * shows a sign-in prompt instead, so the text box's code stays off the first render of most visits.
 */
export const LazyCommentForm = onDemandComponent(
  preloadable(() => import('./comment-form')),
  (module) => module.CommentForm,
);
