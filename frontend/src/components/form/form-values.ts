import type { FormikErrors, FormikTouched } from 'formik';

/**
 * The values of a dynamic form, keyed by field name. Fields are defined at run time, so the value types are
 * only known per field (see `FormField`); give the form a zod schema to receive typed, parsed values.
 */
export type FormValues = Record<string, unknown>;

/** Error messages keyed by field path (nested when a name or a schema issue path has several parts). */
export type FormErrors = FormikErrors<FormValues>;

/** Which fields the user has visited; every field becomes touched on submit. */
export type FormTouched = FormikTouched<FormValues>;

/**
 * The form state (values, errors, touched, status and the submit counters), plus the two flags screens
 * usually need next to it.
 */
export interface DynamicFormState {
  values: FormValues;
  errors: FormErrors;
  touched: FormTouched;
  /** Free slot for the screen, e.g. a server message set from `onSubmit` via `helpers.setStatus`. */
  status: unknown;
  isSubmitting: boolean;
  isValidating: boolean;
  submitCount: number;
  isValid: boolean;
  /** True when the values differ from the initial values derived from the sections. */
  dirty: boolean;
}

/** What `onSubmit` may do to the form (a typed subset of Formik's helpers). */
export interface DynamicFormHelpers {
  setStatus(status: unknown): void;
  setFieldError(name: string, message: string | undefined): void;
  setErrors(errors: FormErrors): void;
  setSubmitting(isSubmitting: boolean): void;
  /** Back to the initial values derived from the sections. */
  resetForm(): void;
}
