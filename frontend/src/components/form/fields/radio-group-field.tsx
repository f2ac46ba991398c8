import { memo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FieldFrame } from '../field-frame';
import { asString } from '../field-value';
import type { RadioFormField } from '../form-field';
import { useFormLayout } from '../form-layout';
import type { FieldRendererProps } from '../field-renderer-props';

/**
 * Native radio inputs in a `radiogroup` named by the field label (which defaults to 'Gender', see
 * `RadioFormField.label`), so arrow keys move between options as in any browser radio group.
 */
export const RadioGroupField = memo(function RadioGroupField({
  field,
  binding,
}: FieldRendererProps<RadioFormField>) {
  const { size } = useFormLayout();
  const direction = field.direction ?? 'column';

  return (
    <FieldFrame field={field} binding={binding} labelKind="group" tall={direction === 'column'}>
      <RadioGroup
        name={field.name}
        value={asString(binding.value)}
        row={direction === 'row'}
        onChange={(_event, value) => binding.setValue(value)}
        onBlur={binding.setTouched}
        aria-labelledby={binding.labelId}
        aria-describedby={binding.describedBy}
        aria-required={field.required || undefined}
        aria-invalid={binding.error !== undefined || undefined}
      >
        {field.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={field.disabled}
            control={<Radio size={size} />}
          />
        ))}
      </RadioGroup>
    </FieldFrame>
  );
});
