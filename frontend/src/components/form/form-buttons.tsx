import { memo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormLayout } from './form-layout';

interface FormButtonsProps {
  submitLabel: string;
  cancelLabel: string;
  showCancel: boolean;
  onCancel(): void;
  isSubmitting: boolean;
}

/** 'Cancel' and 'Submit' (the form's two buttons); the login layout stacks them full width with Submit first. */
export const FormButtons = memo(function FormButtons(props: FormButtonsProps) {
  const { submitLabel, cancelLabel, showCancel, onCancel, isSubmitting } = props;
  const { layout, size } = useFormLayout();
  const login = layout === 'login';
  const cancel = showCancel && (
    <Button
      type="button"
      variant={login ? 'text' : 'outlined'}
      size={size}
      fullWidth={login}
      onClick={onCancel}
    >
      {cancelLabel}
    </Button>
  );
  const submit = (
    <Button type="submit" variant="contained" size={size} fullWidth={login} disabled={isSubmitting}>
      {submitLabel}
    </Button>
  );
  return login ? (
    <Stack spacing={1}>
      {submit}
      {cancel}
    </Stack>
  ) : (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {cancel}
      {submit}
    </Stack>
  );
});
