import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { FieldMessage } from './field-message';
import { useFormLayout } from './form-layout';
import type { FieldBinding } from './use-field-binding';

interface FieldFrameProps {
  /** The field's own flags, which the label, input and message share through the FormControl. */
  field: { required?: boolean; disabled?: boolean };
  binding: FieldBinding;
  /**
   * `floating`: the control draws its own label (MUI InputLabel) except in the label-left layout.
   * `group`: the frame draws the label above the control, or in the left column.
   */
  labelKind: 'floating' | 'group';
  /** Whether the label is a `<label for>` of the input (text, file) or, by default, only named by `aria-labelledby`. */
  labelTargetsInput?: boolean;
  /** Multi-line controls align their left label with their first line instead of their middle. */
  tall?: boolean;
  children: ReactNode;
}

// Required fields get a red asterisk in every layout (README.md, "Fixed by the product"); MUI only reddens it on error.
const redAsterisk = { '& .MuiFormLabel-asterisk': { color: 'error.main' } } as const;

/**
 * The FormControl around one field: it gives label, input and message a shared required, error, disabled
 * and size state, and places the label as the form layout says.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { field, binding, labelKind, labelTargetsInput = false, tall = false, children } = props;
  const { labelLeft, size } = useFormLayout();
  const hasError = binding.error !== undefined;
  const label = (
    <FormLabel
      id={binding.labelId}
      htmlFor={labelTargetsInput ? binding.id : undefined}
      component={labelTargetsInput ? 'label' : 'span'}
      sx={{ display: 'block', mb: labelLeft ? 0 : 0.5 }}
    >
      {binding.label}
    </FormLabel>
  );
  const message = <FieldMessage id={binding.messageId} message={binding.message} error={hasError} />;

  return (
    <FormControl
      fullWidth
      required={field.required ?? false}
      error={hasError}
      disabled={field.disabled ?? false}
      size={size}
      sx={redAsterisk}
    >
      {labelLeft ? (
        <Grid
          container
          columnSpacing={2}
          rowSpacing={0.5}
          sx={{ alignItems: tall ? 'flex-start' : 'center' }}
        >
          <Grid size={{ xs: 12, sm: 2 }} sx={tall ? { pt: 1 } : undefined}>
            {label}
          </Grid>
          <Grid size={{ xs: 12, sm: 10 }}>
            {children}
            {message}
          </Grid>
        </Grid>
      ) : (
        <>
          {labelKind === 'group' && label}
          {children}
          {message}
        </>
      )}
    </FormControl>
  );
}
