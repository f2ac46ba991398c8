// The field definitions of a dynamic form (README.md, "Definitions"): a discriminated union on `type`, so a screen
// writing `{ type: 'select', ... }` gets exactly the options a select takes, and the renderer can switch on
// `type` without casts.
import type { ReactNode } from 'react';
import type { FileValue } from './file-value';
import type { FormValues } from './form-values';

/**
 * A per-field validator: returns the message to show, or `undefined` when the value is fine. It gets all
 * values too, for rules such as "repeat the password". It runs on change and blur (unless turned off on the
 * form) and on submit, before the form's schema.
 */
export type FieldValidator<V> = (
  value: V,
  values: FormValues,
) => string | undefined | Promise<string | undefined>;

/** One choice of a select, radio or checkbox field. */
export interface FieldOption {
  value: string;
  label: string;
}

/** How radio and checkbox options are laid out. */
export type OptionDirection = 'column' | 'row';

interface FieldCommon<V> {
  /** Key of the value in the form values; unique within the form. */
  name: string;
  label: string;
  /** Shows a red asterisk and rejects an empty value with '<label> is required'. Default: false. */
  required?: boolean;
  /** Default: false. */
  disabled?: boolean;
  /** Hint shown under the field while it shows no error. */
  helperText?: string;
  /** Value the form starts with (and returns to on reset). Default: empty for the type (see each type). */
  initialValue?: V;
  validate?: FieldValidator<V>;
}

/** Single-line text, password, or a text area of 5 rows. Value: string, default ''. */
export interface TextFormField extends FieldCommon<string> {
  type: 'text' | 'password' | 'textarea';
  placeholder?: string;
  /** The browser's autofill hint, e.g. 'username', 'current-password', 'new-password'. */
  autoComplete?: string;
}

/**
 * Native date (`YYYY-MM-DD`), time (`HH:mm`) or date-time (`YYYY-MM-DDTHH:mm`) input. Native inputs give
 * keyboard entry, a picker and localisation without a date library. Value: string, default ''.
 */
export interface DateTimeFormField extends FieldCommon<string> {
  type: 'date' | 'time' | 'datetime';
  /** Earliest value, in the same format as the value. */
  min?: string;
  /** Latest value, in the same format as the value. */
  max?: string;
}

/** Drop-down of options. Value: the chosen option's value, default ''. */
export interface SelectFormField extends FieldCommon<string> {
  type: 'select';
  options: readonly FieldOption[];
  /** Adds an 'All' entry with value 'all' at the top. Default: false. */
  hasAll?: boolean;
  /** Adds a 'None' entry with the empty value at the top. Default: false. */
  hasNone?: boolean;
}

/** One choice among options. Value: the chosen option's value, default '' (nothing chosen). */
export interface RadioFormField extends Omit<FieldCommon<string>, 'label'> {
  type: 'radio';
  /** Default: 'Gender', the radio group label the product fixes. */
  label?: string;
  options: readonly FieldOption[];
  /** Default: 'column'. */
  direction?: OptionDirection;
}

/** Any number of options. Value: the checked options' values in option order, default []. */
export interface CheckboxFormField extends FieldCommon<string[]> {
  type: 'checkbox';
  options: readonly FieldOption[];
  /** Default: 'column'. */
  direction?: OptionDirection;
}

/** A single file, with an inline and a dialog preview for images. Value: `FileValue` or null, default null. */
export interface FileFormField extends FieldCommon<FileValue | null> {
  type: 'file';
  /** The file input's `accept` filter, e.g. 'image/*'. Default: any file. */
  accept?: string;
}

/** A value sent with the form but not shown. Value: string, default ''. */
export interface HiddenFormField {
  type: 'hidden';
  name: string;
  /** Accessible name of the hidden input. Default: the field name. */
  label?: string;
  initialValue?: string;
}

/**
 * Everything the form hands a custom field component: its value, how to change it, and the ids that tie
 * it to the form's label and message.
 */
export interface CustomFieldBinding<V> {
  /** Put this id on the focusable element: the form's label points at it. */
  id: string;
  /** Id of the form's label element, for `aria-labelledby` on composite widgets. */
  labelId: string;
  /** Id of the message under the field; set `aria-describedby` to it when `describedBy` is defined. */
  describedBy: string | undefined;
  name: string;
  label: string;
  value: V;
  setValue(value: V): void;
  /** Call on blur: marks the field visited, which shows its error and runs validation. */
  setTouched(): void;
  /** The error to show (set only once the field is touched). */
  error: string | undefined;
  required: boolean;
  disabled: boolean;
  /** MUI size matching the form layout. */
  size: 'small' | 'medium';
}

/**
 * A field drawn by a screen's own component. Build it with `customField()`, which checks that the component,
 * its props and the initial value agree on one value type, then erases that type so custom fields fit in the
 * same list as the built-in ones.
 */
export interface CustomFormField extends FieldCommon<unknown> {
  type: 'custom';
  render(binding: CustomFieldBinding<unknown>): ReactNode;
}

export type FormField =
  | TextFormField
  | DateTimeFormField
  | SelectFormField
  | RadioFormField
  | CheckboxFormField
  | FileFormField
  | HiddenFormField
  | CustomFormField;

export type FieldType = FormField['type'];
