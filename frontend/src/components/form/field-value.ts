// Reading a field's value. Formik keeps values as `unknown` (a screen can write anything through the
// handle), so each renderer and validator reads through these, which fall back to the type's empty value
// instead of trusting a cast.
import { isFileValue, type FileValue } from './file-value';
import type { FormField } from './form-field';
import type { FormSection } from './form-section';
import type { FormValues } from './form-values';

export function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function asFileValue(value: unknown): FileValue | null {
  return isFileValue(value) ? value : null;
}

/** The value a field starts with: its `initialValue`, else the empty value of its type. */
export function initialValueOf(field: FormField): unknown {
  switch (field.type) {
    case 'checkbox':
      return field.initialValue ?? [];
    case 'file':
      return field.initialValue ?? null;
    case 'custom':
      return field.initialValue;
    default:
      return field.initialValue ?? '';
  }
}

/** Initial values of the whole form, derived from its sections (re-derived when the sections change). */
export function initialValuesOf(sections: readonly FormSection[]): FormValues {
  const values: FormValues = {};
  for (const section of sections) {
    for (const field of section.fields) values[field.name] = initialValueOf(field);
  }
  return values;
}

/** What counts as "not filled in" for the required check. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}
