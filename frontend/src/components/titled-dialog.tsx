import { useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { dialogFocusSlotProps } from './dialog-focus';

export interface TitledDialogProps extends Omit<DialogProps, 'title' | 'children' | 'aria-labelledby'> {
  readonly title: ReactNode;
  readonly titleSx?: SxProps<Theme>;
  /** The buttons under the content. */
  readonly actions: ReactNode;
  readonly children: ReactNode;
}

/** A dialog named by its title for assistive technology, with its content and the buttons under it. */
export function TitledDialog({ title, titleSx, actions, children, ...dialog }: TitledDialogProps) {
  const titleId = useId();
  return (
    <Dialog slotProps={dialogFocusSlotProps} {...dialog} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={titleSx}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
