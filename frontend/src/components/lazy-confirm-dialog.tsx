import { onDemandComponent, preloadable } from '@/lib/preloadable';

/**
 * The {@link ConfirmDialog}, downloaded the first time it opens: MUI's dialog, modal and focus trap are not
 * on the first render of pages where most visitors never delete anything (a post and its comments). Stays
 * mounted after that, so the closing transition runs.
 */
export const LazyConfirmDialog = onDemandComponent(
  preloadable(() => import('./confirm-dialog')),
  (module) => module.ConfirmDialog,
  (props) => props.open,
);
