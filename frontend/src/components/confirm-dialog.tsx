import type { ReactNode } from 'react';
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      {...(guarded ? { maxWidth: 'xs', fullWidth: true } : {})}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus={guarded}>
          Cancel
        </Button>
        <Button color="secondary" variant="contained" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
