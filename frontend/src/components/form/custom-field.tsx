import type { ComponentType } from 'react';
import type { CustomFieldBinding, CustomFormField, FieldValidator } from './form-field';

/** Props of a custom field component: its own props plus the form's binding under `field`. */
export type CustomFieldComponentProps<V, P extends object> = P & { field: CustomFieldBinding<V> };

/** What a screen writes to define a custom field; `V` is the value type, `P` the component's own props. */
export interface CustomFieldDefinition<V, P extends object> {
  name: string;
  label: string;
  component: ComponentType<CustomFieldComponentProps<V, P>>;
  props: P;
  /** Required: the form cannot guess an empty value for a type it does not know. */
  initialValue: V;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  validate?: FieldValidator<V>;
}

/**
 * Defines a custom field: `component` is rendered with `props` and a `field` binding typed by the value type.
 *
 * @example
 * customField({ name: 'signature', label: 'Signature', component: CountedTextArea,
 *   props: { maxLength: 100 }, initialValue: '' })
 */
export function customField<V, P extends object>(definition: CustomFieldDefinition<V, P>): CustomFormField {
  const { component: Component, props, validate, ...common } = definition;
  // The form stores this field's value as `unknown`. The only values written under its name are
  // `initialValue` and what the component passes to `setValue`, both typed V, so narrowing back is sound
  // unless a screen writes a foreign value through `DynamicFormHandle.setFieldValue` (documented there).
  const narrow = (value: unknown) => value as V;
  return {
    ...common,
    type: 'custom',
    validate: validate && ((value, values) => validate(narrow(value), values)),
    render: (binding) => <Component {...props} field={{ ...binding, value: narrow(binding.value) }} />,
  };
}
