import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { TitledDialog } from './titled-dialog';
import { AUTOFOCUS } from './dialog-focus';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  /** The verb of the confirming button ('Delete', 'Purge', 'Disable'). */
  readonly confirmLabel: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  /**
   * A narrow dialog whose Cancel button has the focus, so Enter never destroys by accident: the admin
   * portal's choice for actions on many records. Default: MUI's dialog width and focus.
   */
  readonly guarded?: boolean;
}

/** Asks before something that takes effect at once and cannot be undone (delete, purge, disable). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  guarded = false,
}: ConfirmDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={title}
      {...(guarded ? { maxWidth: 'xs', fullWidth: true } : {})}
      actions={
        <>
          <Button onClick={onClose} autoFocus={guarded} {...(guarded ? AUTOFOCUS : {})}>
            Cancel
          </Button>
          <Button color="secondary" variant="contained" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogContentText component="div">{children}</DialogContentText>
    </TitledDialog>
  );
}
