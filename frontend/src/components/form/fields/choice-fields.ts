/**
 * The field kinds that bring MUI's Select (with its menu, popover and modal), radio and checkbox groups, and
 * the file preview dialog: one chunk, downloaded when a form first draws one of them (form-field-view.tsx).
 */
export { CheckboxGroupField } from './checkbox-group-field';
export { FileField } from './file-field';
export { RadioGroupField } from './radio-group-field';
export { SelectField } from './select-field';
