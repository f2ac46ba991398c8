import { memo } from 'react';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { FieldFrame } from '../field-frame';
import { asString } from '../field-value';
import { POPOVER_MARGIN_THRESHOLD, SELECT_ALL_VALUE, SELECT_NONE_VALUE } from '../form-constants';
import type { FieldOption, SelectFormField } from '../form-field';
import { useFormLayout } from '../form-layout';
import type { FieldRendererProps } from '../field-renderer-props';

function optionsOf(field: SelectFormField): FieldOption[] {
  return [
    ...(field.hasNone ? [{ value: SELECT_NONE_VALUE, label: 'None' }] : []),
    ...(field.hasAll ? [{ value: SELECT_ALL_VALUE, label: 'All' }] : []),
    ...field.options,
  ];
}

/**
 * MUI Select (a listbox popup, fully keyboard operable). Type-ahead in the open menu is MUI MenuList's own,
 * which starts a new search after a 500 ms pause, the product's MENU_TYPE_AHEAD_RESET_MS.
 */
export const SelectField = memo(function SelectField({
  field,
  binding,
}: FieldRendererProps<SelectFormField>) {
  const { labelLeft } = useFormLayout();
  const value = asString(binding.value);
  const options = optionsOf(field);
  // With 'None' the empty value has visible text, so the floating label must stay up to not cover it.
  const showsEmpty = Boolean(field.hasNone) && value === SELECT_NONE_VALUE;

  return (
    <FieldFrame field={field} binding={binding} labelKind="floating">
      {!labelLeft && (
        <InputLabel id={binding.labelId} shrink={showsEmpty || undefined}>
          {binding.label}
        </InputLabel>
      )}
      <Select<string>
        id={binding.id}
        name={field.name}
        labelId={binding.labelId}
        value={value}
        displayEmpty={field.hasNone}
        input={
          <OutlinedInput label={labelLeft ? undefined : binding.label} notched={showsEmpty || undefined} />
        }
        onChange={(event) => binding.setValue(event.target.value)}
        onBlur={binding.setTouched}
        aria-describedby={binding.describedBy}
        MenuProps={{ marginThreshold: POPOVER_MARGIN_THRESHOLD }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FieldFrame>
  );
});
