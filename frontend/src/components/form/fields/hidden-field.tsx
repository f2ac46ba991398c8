import { memo } from 'react';
import type { FieldRendererProps } from '../field-renderer-props';
import { asString } from '../field-value';
import type { HiddenFormField } from '../form-field';

/**
 * The value is submitted from Formik state, not from the DOM; the input is rendered so the form's markup
 * matches its values (and a native form post would carry it). Hidden inputs are not in the accessibility
 * tree, so the aria-label only serves tooling and tests.
 */
export const HiddenField = memo(function HiddenField({
  field,
  binding,
}: FieldRendererProps<HiddenFormField>) {
  return <input type="hidden" name={field.name} value={asString(binding.value)} aria-label={binding.label} />;
});
