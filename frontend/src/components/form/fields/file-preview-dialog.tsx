import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FileValue } from '../file-value';
import { DIALOG_WIDTH_PX, FILE_PREVIEW_DIALOG_MAX_HEIGHT } from '../form-constants';

interface FilePreviewDialogProps {
  file: FileValue;
  open: boolean;
  onClose(): void;
}

/** The enlarged image preview of a file field (sizes in form-constants.ts). */
export function FilePreviewDialog({ file, open, onClose }: FilePreviewDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_PX, maxWidth: '100%' } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {file.fileName}
      </DialogTitle>
      <DialogContent>
        <img
          src={file.filePath}
          alt={file.fileName}
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: FILE_PREVIEW_DIALOG_MAX_HEIGHT,
            margin: '0 auto',
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
