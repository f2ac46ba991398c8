import FormHelperText from '@mui/material/FormHelperText';

interface FieldMessageProps {
  id: string;
  message: string | undefined;
  error: boolean;
}

/**
 * The line under a field: its error, else its helper text. It is always in the DOM as a polite live region,
 * because a region added together with its text is often not announced; inputs point at it with
 * `aria-describedby` while it has text. Must sit inside the field's FormControl, which gives it the error
 * colour and the outlined inset.
 */
export function FieldMessage({ id, message, error }: FieldMessageProps) {
  return (
    <FormHelperText id={id} error={error} aria-live="polite" sx={message ? undefined : { m: 0 }}>
      {message}
    </FormHelperText>
  );
}
