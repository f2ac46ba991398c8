import type { FormField } from './form-field';
import type { FieldBinding } from './use-field-binding';

/** Props of a field renderer: its (narrowed) definition and its binding to the form state. */
export interface FieldRendererProps<F extends FormField> {
  field: F;
  binding: FieldBinding;
}
