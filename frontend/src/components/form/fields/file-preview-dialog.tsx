import Button from '@mui/material/Button';
import { TitledDialog } from '../../titled-dialog';
import type { FileValue } from '../file-value';
import { DIALOG_WIDTH_PX, FILE_PREVIEW_DIALOG_MAX_HEIGHT } from '../form-constants';

interface FilePreviewDialogProps {
  file: FileValue;
  open: boolean;
  onClose(): void;
}

/** The enlarged image preview of a file field (sizes in form-constants.ts). */
export function FilePreviewDialog({ file, open, onClose }: FilePreviewDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_PX, maxWidth: '100%' } } }}
      title={file.fileName}
      titleSx={{ overflowWrap: 'anywhere' }}
      actions={<Button onClick={onClose}>Close</Button>}
    >
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
    </TitledDialog>
  );
}
