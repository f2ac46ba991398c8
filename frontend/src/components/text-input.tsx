import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { AUTOFOCUS } from './dialog-focus';

export interface TextInputProps extends Pick<
  OutlinedInputProps,
  | 'type'
  | 'multiline'
  | 'minRows'
  | 'autoFocus'
  | 'inputProps'
  | 'disabled'
  | 'placeholder'
  | 'name'
  | 'autoComplete'
> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  readonly id?: string;
  readonly helperText?: string;
  readonly error?: boolean;
  /** Marks the box and its label (asterisk) as required, as TextField's `required` does. */
  readonly required?: boolean;
  readonly size?: 'small' | 'medium';
  readonly fullWidth?: boolean;
  /** Keeps the label above the box: a date box shows its own format (dd/mm/yyyy) where the label would sit. */
  readonly shrinkLabel?: boolean;
  readonly sx?: SxProps<Theme>;
}

/**
 * A labelled outlined text box, as MUI's TextField draws it, built from the parts TextField composes. Why not
 * TextField: it imports MUI's Select (with its menu, popover and modal, about 27 kB gzip) whether or not a
 * select is drawn, and the public pages' text boxes (search, comments) and the account forms would put all of
 * it on their first render (docs/performance.md).
 */
export function TextInput({
  id: idOverride,
  label,
  helperText,
  error,
  required,
  size,
  fullWidth,
  shrinkLabel,
  sx,
  inputProps,
  ...input
}: TextInputProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      size={size}
      fullWidth={fullWidth}
      error={error}
      required={required}
      sx={sx}
    >
      <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrinkLabel || undefined}
        aria-describedby={helperId}
        // Marked so a dialog can put focus back on it (components/dialog-focus.ts).
        inputProps={input.autoFocus ? { ...inputProps, ...AUTOFOCUS } : inputProps}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
