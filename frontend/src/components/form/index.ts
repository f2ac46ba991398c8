// Public API of the dynamic form (README.md in this folder). Screens import from here, never from the files behind it.
export { DynamicForm } from './dynamic-form';
export type { DynamicFormProps } from './dynamic-form';
export type { DynamicFormHandle } from './dynamic-form-handle';
export type {
  FormField,
  FieldType,
  FieldOption,
  FieldValidator,
  OptionDirection,
  TextFormField,
  DateTimeFormField,
  SelectFormField,
  RadioFormField,
  CheckboxFormField,
  FileFormField,
  HiddenFormField,
  CustomFormField,
  CustomFieldBinding,
} from './form-field';
export { customField } from './custom-field';
export type { CustomFieldComponentProps, CustomFieldDefinition } from './custom-field';
export type { FormSection, SectionRef } from './form-section';
export type { FormLayout } from './form-layout';
export { useFormLayout } from './form-layout';
export type {
  DynamicFormState,
  DynamicFormHelpers,
  FormValues,
  FormErrors,
  FormTouched,
} from './form-values';
export type { FileValue, LocalFileValue, StoredFileValue } from './file-value';
export { isFileValue } from './file-value';
export { emptyStringsToUndefined } from './empty-strings-to-undefined';
export { zodIssuesToErrors } from './zod-issues-to-errors';
export * from './form-constants';
