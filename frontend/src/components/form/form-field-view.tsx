import { CheckboxGroupField } from './fields/checkbox-group-field';
import { CustomFieldView } from './fields/custom-field-view';
import { FileField } from './fields/file-field';
import { HiddenField } from './fields/hidden-field';
import { RadioGroupField } from './fields/radio-group-field';
import { SelectField } from './fields/select-field';
import { TextInputField } from './fields/text-input-field';
import type { FormField } from './form-field';
import { useFieldBinding } from './use-field-binding';

/**
 * Connects a field to the form state and picks the renderer for its type. The switch narrows the
 * definition, so renderers need no casts; they are memoised, so only the field that changed re-renders.
 */
export function FormFieldView({ field }: { field: FormField }) {
  const binding = useFieldBinding(field);
  switch (field.type) {
    case 'select':
      return <SelectField field={field} binding={binding} />;
    case 'radio':
      return <RadioGroupField field={field} binding={binding} />;
    case 'checkbox':
      return <CheckboxGroupField field={field} binding={binding} />;
    case 'file':
      return <FileField field={field} binding={binding} />;
    case 'hidden':
      return <HiddenField field={field} binding={binding} />;
    case 'custom':
      return <CustomFieldView field={field} binding={binding} />;
    default:
      // Text, password, text area, date, time and date-time: what is left is exactly what TextInputField takes.
      return <TextInputField field={field} binding={binding} />;
  }
}
