import { memo } from 'react';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { FieldFrame } from '../field-frame';
import { asString } from '../field-value';
import { TEXT_AREA_ROWS } from '../form-constants';
import type { DateTimeFormField, TextFormField } from '../form-field';
import { useFormLayout } from '../form-layout';
import type { FieldRendererProps } from '../field-renderer-props';

const INPUT_TYPES = {
  text: 'text',
  password: 'password',
  textarea: undefined,
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
} as const;

function isTextField(field: TextFormField | DateTimeFormField): field is TextFormField {
  return field.type === 'text' || field.type === 'password' || field.type === 'textarea';
}

/** Text, password, text area and the native date, time and date-time inputs: one outlined input each. */
export const TextInputField = memo(function TextInputField({
  field,
  binding,
}: FieldRendererProps<TextFormField | DateTimeFormField>) {
  const { labelLeft } = useFormLayout();
  const value = asString(binding.value);
  const multiline = field.type === 'textarea';
  // Native date and time inputs always show their format placeholder, so a floating label must stay up.
  const alwaysShrink = field.type === 'date' || field.type === 'time' || field.type === 'datetime';
  const showLabel = !labelLeft;
  const textProps = isTextField(field) ? field : undefined;
  const rangeProps = isTextField(field) ? undefined : { min: field.min, max: field.max };

  return (
    <FieldFrame field={field} binding={binding} labelKind="floating" labelTargetsInput tall={multiline}>
      {showLabel && (
        <InputLabel htmlFor={binding.id} id={binding.labelId} shrink={alwaysShrink || undefined}>
          {binding.label}
        </InputLabel>
      )}
      <OutlinedInput
        id={binding.id}
        name={field.name}
        type={INPUT_TYPES[field.type]}
        label={showLabel ? binding.label : undefined}
        notched={showLabel && alwaysShrink ? true : undefined}
        multiline={multiline}
        rows={multiline ? TEXT_AREA_ROWS : undefined}
        value={value}
        onChange={(event) => binding.setValue(event.target.value)}
        onBlur={binding.setTouched}
        placeholder={textProps?.placeholder}
        autoComplete={textProps?.autoComplete}
        inputProps={rangeProps}
        aria-describedby={binding.describedBy}
      />
    </FieldFrame>
  );
});
