import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { CustomFieldComponentProps } from '../index';

/** Own props of the counted text field, passed through the custom field definition's `props`. */
export interface CountedTextFieldProps {
  maxLength: number;
  placeholder?: string;
}

/**
 * A custom field component for the examples: one line of text with a live "used / allowed" counter. It
 * shows what a custom component must do to fit in: take `field.id` for the form's label, report blur, and
 * point `aria-describedby` at the form's message.
 */
export function CountedTextField({
  maxLength,
  placeholder,
  field,
}: CustomFieldComponentProps<string, CountedTextFieldProps>) {
  const counterId = `${field.id}-counter`;
  const describedBy = [field.describedBy, counterId].filter(Boolean).join(' ');
  return (
    <>
      <OutlinedInput
        id={field.id}
        name={field.name}
        size={field.size}
        fullWidth
        value={field.value}
        placeholder={placeholder}
        disabled={field.disabled}
        error={field.error !== undefined}
        inputProps={{ maxLength }}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.setTouched}
        aria-describedby={describedBy}
      />
      <Typography id={counterId} variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-end' }}>
        {field.value.length}/{maxLength}
      </Typography>
    </>
  );
}
