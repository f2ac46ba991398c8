import { memo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { FieldFrame } from '../field-frame';
import { asStringList } from '../field-value';
import type { CheckboxFormField } from '../form-field';
import { useFormLayout } from '../form-layout';
import type { FieldRendererProps } from '../field-renderer-props';

/** Native checkboxes in a `group` named by the field label; the value lists the checked options in order. */
export const CheckboxGroupField = memo(function CheckboxGroupField({
  field,
  binding,
}: FieldRendererProps<CheckboxFormField>) {
  const { size } = useFormLayout();
  const checked = asStringList(binding.value);
  const direction = field.direction ?? 'column';

  const toggle = (value: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(value);
    else next.delete(value);
    // Option order rather than click order, so the value does not depend on how the user got there.
    binding.setValue(field.options.map((option) => option.value).filter((option) => next.has(option)));
  };

  return (
    <FieldFrame field={field} binding={binding} labelKind="group" tall={direction === 'column'}>
      <FormGroup
        role="group"
        row={direction === 'row'}
        onBlur={binding.setTouched}
        aria-labelledby={binding.labelId}
        aria-describedby={binding.describedBy}
      >
        {field.options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            disabled={field.disabled}
            control={
              <Checkbox
                size={size}
                name={field.name}
                value={option.value}
                checked={checked.includes(option.value)}
                onChange={(_event, on) => toggle(option.value, on)}
              />
            }
          />
        ))}
      </FormGroup>
    </FieldFrame>
  );
});
