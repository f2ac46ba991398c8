import Box from '@mui/material/Box';
import { preloadable, useLoadedCode } from '@/lib/preloadable';
import { CustomFieldView } from './fields/custom-field-view';
import { HiddenField } from './fields/hidden-field';
import { TextInputField } from './fields/text-input-field';
import type {
  CheckboxFormField,
  FileFormField,
  FormField,
  RadioFormField,
  SelectFormField,
} from './form-field';
import { useFieldBinding, type FieldBinding } from './use-field-binding';

/**
 * Selects, radio and checkbox groups and file fields, in a chunk of their own: a form of text boxes (the
 * sign-up form) does not download MUI's Select, menu and modal with them (docs/performance.md). Once the chunk
 * is here, they render in the same pass.
 */
export const choiceFieldsCode = preloadable(() => import('./fields/choice-fields'));

type ChoiceFormField = SelectFormField | RadioFormField | CheckboxFormField | FileFormField;

/**
 * A choice or file field: its place held (about one text box high) until its code is here, as other parts
 * loaded on demand do (docs/web-app.md), rather than a Suspense fallback that React would keep for 300 ms.
 */
function ChoiceFieldView({ field, binding }: { field: ChoiceFormField; binding: FieldBinding }) {
  const code = useLoadedCode(choiceFieldsCode, true);
  if (!code) return <Box sx={{ minHeight: 56 }} aria-busy="true" />;
  switch (field.type) {
    case 'select':
      return <code.SelectField field={field} binding={binding} />;
    case 'radio':
      return <code.RadioGroupField field={field} binding={binding} />;
    case 'checkbox':
      return <code.CheckboxGroupField field={field} binding={binding} />;
    case 'file':
      return <code.FileField field={field} binding={binding} />;
  }
}

/**
 * Connects a field to the form state and picks the renderer for its type. The switch narrows the
 * definition, so renderers need no casts; they are memoised, so only the field that changed re-renders.
 */
export function FormFieldView({ field }: { field: FormField }) {
  const binding = useFieldBinding(field);
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
    case 'file':
      return <ChoiceFieldView field={field} binding={binding} />;
    case 'hidden':
      return <HiddenField field={field} binding={binding} />;
    case 'custom':
      return <CustomFieldView field={field} binding={binding} />;
    default:
      // Text, password, text area, date, time and date-time: what is left is exactly what TextInputField takes.
      return <TextInputField field={field} binding={binding} />;
  }
}
