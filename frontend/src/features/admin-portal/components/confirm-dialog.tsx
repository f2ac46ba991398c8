import { ConfirmDialog as SharedConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';

/** The admin portal's confirmation: narrow, with Cancel focused so Enter never destroys by accident. */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, 'guarded'>) {
  return <SharedConfirmDialog {...props} guarded />;
}
