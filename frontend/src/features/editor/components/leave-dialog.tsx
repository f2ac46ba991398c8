import type { Blocker } from '@/lib/navigation-guard';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { AUTOFOCUS, dialogFocusSlotProps } from '@/components/dialog-focus';

/** The question asked when a link would leave the editor with unsaved changes. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-title"
      slotProps={dialogFocusSlotProps}
    >
      <DialogTitle id="leave-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your changes since the last save are not on the server. The text kept on this device every minute
          can be restored when you come back.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus {...AUTOFOCUS} onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button onClick={() => blocker.proceed?.()}>Leave</Button>
      </DialogActions>
    </Dialog>
  );
}
