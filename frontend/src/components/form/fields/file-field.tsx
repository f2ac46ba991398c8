import { memo, useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldFrame } from '../field-frame';
import { asFileValue } from '../field-value';
import { formatFileSize, isImageFile, type LocalFileValue } from '../file-value';
import { FILE_PREVIEW_INLINE_MAX_HEIGHT } from '../form-constants';
import type { FileFormField } from '../form-field';
import { useFormLayout } from '../form-layout';
import { usePreviewUrls } from '../preview-urls';
import type { FieldRendererProps } from '../field-renderer-props';
import { FilePreviewDialog } from './file-preview-dialog';
import { visuallyHidden } from '@/components/visually-hidden';

/**
 * One file (README.md, "Fixed by the product"): choose, see name and size, preview images inline and in a
 * dialog, clear.
 */
export const FileField = memo(function FileField({ field, binding }: FieldRendererProps<FileFormField>) {
  const { size } = useFormLayout();
  const previewUrls = usePreviewUrls();
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const value = asFileValue(binding.value);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const next: LocalFileValue = {
      fileName: file.name,
      fileSize: file.size,
      filePath: previewUrls.create(file),
      isLocal: true,
      file,
    };
    binding.setValueAndTouch(next);
  };

  const clear = () => {
    binding.setValueAndTouch(null);
    setPreviewOpen(false);
  };

  return (
    <FieldFrame field={field} binding={binding} labelKind="group" labelTargetsInput>
      <input
        ref={inputRef}
        id={binding.id}
        type="file"
        name={field.name}
        accept={field.accept}
        disabled={field.disabled}
        tabIndex={-1}
        onChange={choose}
        aria-describedby={binding.describedBy}
        aria-invalid={binding.error !== undefined || undefined}
        // Hidden but present: the label's `for`, tests and assistive technology still reach the native
        // input, while the visible, focusable control is the 'Choose file' button.
        style={visuallyHidden}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
        <Button
          variant="outlined"
          size={size}
          disabled={field.disabled}
          onClick={() => inputRef.current?.click()}
          onBlur={binding.setTouched}
          // Names the field too, as a form may have several file fields; not `aria-labelledby` the field
          // label, which would make the label name two elements.
          aria-label={`${value ? 'Replace file' : 'Choose file'} for ${binding.label}`}
          aria-describedby={binding.describedBy}
        >
          {value ? 'Replace file' : 'Choose file'}
        </Button>
        {value && isImageFile(value) && (
          <ButtonBase
            onClick={() => setPreviewOpen(true)}
            aria-label={`Preview ${value.fileName}`}
            sx={{ borderRadius: 1 }}
          >
            <img
              src={value.filePath}
              alt=""
              style={{ display: 'block', maxHeight: FILE_PREVIEW_INLINE_MAX_HEIGHT, maxWidth: 120 }}
            />
          </ButtonBase>
        )}
        {value && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {value.fileName} ({formatFileSize(value.fileSize)})
            </Typography>
            <Button
              size={size}
              disabled={field.disabled}
              onClick={clear}
              aria-label={`Clear ${binding.label}`}
            >
              Clear
            </Button>
          </>
        )}
      </Stack>
      {value && isImageFile(value) && (
        <FilePreviewDialog file={value} open={previewOpen} onClose={() => setPreviewOpen(false)} />
      )}
    </FieldFrame>
  );
});
