import { memo } from 'react';
import { FieldFrame } from '../field-frame';
import type { CustomFormField } from '../form-field';
import { useFormLayout } from '../form-layout';
import type { FieldRendererProps } from '../field-renderer-props';

/** Frames a custom field like the built-in ones: label (pointing at `binding.id`), message and layout. */
export const CustomFieldView = memo(function CustomFieldView({
  field,
  binding,
}: FieldRendererProps<CustomFormField>) {
  const { size } = useFormLayout();
  return (
    <FieldFrame field={field} binding={binding} labelKind="group" labelTargetsInput>
      {field.render({
        id: binding.id,
        labelId: binding.labelId,
        describedBy: binding.describedBy,
        name: binding.name,
        label: binding.label,
        value: binding.value,
        setValue: binding.setValue,
        setTouched: binding.setTouched,
        error: binding.error,
        required: field.required ?? false,
        disabled: field.disabled ?? false,
        size,
      })}
    </FieldFrame>
  );
});
