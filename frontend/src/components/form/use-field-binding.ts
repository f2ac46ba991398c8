import { useId, useMemo } from 'react';
import { useFormikContext } from 'formik';
import type { FormField } from './form-field';
import type { FormValues } from './form-values';
import { labelOf } from './validate-form';

/** What every field renderer needs from Formik, with the ids that tie label, input and message together. */
export interface FieldBinding {
  id: string;
  labelId: string;
  messageId: string;
  name: string;
  label: string;
  /** Raw value; renderers read it through the `as…` helpers of field-value.ts. */
  value: unknown;
  setValue(value: unknown): void;
  setTouched(): void;
  /**
   * Sets the value and marks the field touched, for controls where choosing is also leaving (file pick,
   * clear). Touching validates only together with the new value: Formik validates a touch against the
   * values of the last render, and that older result could land after, and overwrite, the new one.
   */
  setValueAndTouch(value: unknown): void;
  /** Shown only once the field is touched (by blur or by a submit attempt), as Formik intends. */
  error: string | undefined;
  /** The error, else the field's helper text. */
  message: string | undefined;
  /** Set on the input only while there is a message, so screen readers do not announce an empty one. */
  describedBy: string | undefined;
}

/** An error may be nested (e.g. a schema issue on `avatar.fileSize`); the field shows the first message. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && error !== null) {
    for (const item of Object.values(error)) {
      const message = firstMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

/**
 * Connects one field to Formik. Formik's context changes on every keystroke anywhere in the form; the
 * binding is memoised on this field's own value, error and texts, so the memoised renderer behind it (the
 * costly MUI part) re-renders only when this field changes.
 */
export function useFieldBinding(field: FormField): FieldBinding {
  const id = useId();
  // Formik's setters are stable across renders (event callbacks), which the memo below relies on.
  const { getFieldMeta, setFieldValue, setFieldTouched } = useFormikContext<FormValues>();
  const meta = getFieldMeta<unknown>(field.name);
  // Formik types `touched` and `error` by the value type; for `unknown` values they can be nested.
  const touched: unknown = meta.touched;
  const error = touched ? firstMessage(meta.error) : undefined;
  const helperText = 'helperText' in field ? field.helperText : undefined;
  const { name } = field;
  const label = labelOf(field);
  const { value } = meta;

  return useMemo(() => {
    const message = error ?? helperText;
    const messageId = `${id}-message`;
    return {
      id: `${id}-input`,
      labelId: `${id}-label`,
      messageId,
      name,
      label,
      value,
      // The validation promise goes unawaited on purpose: Formik stores its outcome itself.
      setValue: (next) => void setFieldValue(name, next),
      setTouched: () => void setFieldTouched(name, true),
      setValueAndTouch: (next) => {
        void setFieldTouched(name, true, false);
        void setFieldValue(name, next);
      },
      error,
      message,
      describedBy: message ? messageId : undefined,
    };
  }, [id, name, label, value, error, helperText, setFieldValue, setFieldTouched]);
}
