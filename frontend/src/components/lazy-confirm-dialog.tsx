import { preloadable, useLoadedCode } from '@/lib/preloadable';
import type { ConfirmDialogProps } from './confirm-dialog';

const confirmDialogCode = preloadable(() => import('./confirm-dialog'));

/**
 * The {@link ConfirmDialog}, downloaded the first time it opens: MUI's dialog, modal and focus trap are not
 * on the first render of pages where most visitors never delete anything (a post and its comments). Stays
 * mounted after that, so the closing transition runs.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const code = useLoadedCode(confirmDialogCode, props.open);
  return code ? <code.ConfirmDialog {...props} /> : null;
}
