import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { Form, Formik, getIn, type FormikHelpers, type FormikProps } from 'formik';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { DynamicFormHandle } from './dynamic-form-handle';
import { emptyStringsToUndefined } from './empty-strings-to-undefined';
import { initialValueOf, initialValuesOf } from './field-value';
import { FormButtons } from './form-buttons';
import { FormLayoutContext, layoutSettings, type FormLayout } from './form-layout';
import type { FormSection } from './form-section';
import { FormSectionView, type SectionHeadingLevel } from './form-section-view';
import type { DynamicFormHelpers, DynamicFormState, FormValues } from './form-values';
import { PreviewUrlsProvider } from './preview-urls';
import {
  addFieldToSections,
  assertUniqueFieldNames,
  findField,
  removeFieldFromSections,
} from './section-edits';
import { issuesWithSubjects, validateForm } from './validate-form';
import { zodIssuesToErrors } from './zod-issues-to-errors';

/** Width of the login layout's column; a sign-in form reads best narrow. */
const LOGIN_MAX_WIDTH_PX = 360;

interface DynamicFormCommonProps {
  /**
   * The form's sections. Pass a stable (memoised) array: a new array re-initialises the form (new
   * definitions, values reset to the initial values derived from them), dropping run-time changes.
   */
  sections: readonly FormSection[];
  /** Default: 'default'. */
  layout?: FormLayout;
  /** Validate after each change. Default: true (README.md, "Fixed by the product"). */
  validateOnChange?: boolean;
  /** Validate when a field loses focus. Default: true (README.md, "Fixed by the product"). */
  validateOnBlur?: boolean;
  /** Called by 'Cancel'. Default: one step back in the browser history, which works without a router. */
  onCancel?: () => void;
  /** Default: 'Submit'. */
  submitLabel?: string;
  /** Default: 'Cancel'. */
  cancelLabel?: string;
  /** Default: true. */
  showCancel?: boolean;
  /**
   * The heading level of labelled sections: 2 for a form right under its page's h1 (the default), deeper when
   * the form sits inside a section of its own, so the page's outline never skips a level.
   */
  sectionHeadingLevel?: SectionHeadingLevel;
  /** Accessible name of the form (a `form` element is a landmark only when named). */
  'aria-label'?: string;
  /** Rendered above the buttons with the live form state, e.g. for a status message or a summary. */
  children?: (state: DynamicFormState) => ReactNode;
  ref?: Ref<DynamicFormHandle>;
}

/**
 * A zod schema for the values, run after the fields' own checks on change, blur and submit. Empty strings
 * are turned into `undefined` before it sees them (README.md, "Fixed by the product"). Issues become errors
 * keyed by path. Required when the form is given a values type of its own, as only the schema's parsing
 * makes that type true.
 */
type SchemaProp<TOutput extends FormValues> = FormValues extends TOutput
  ? { validationSchema?: z.core.$ZodType<TOutput> }
  : { validationSchema: z.core.$ZodType<TOutput> };

export type DynamicFormProps<TOutput extends FormValues = FormValues> = DynamicFormCommonProps &
  SchemaProp<TOutput> & {
    /**
     * Called on submit once every field is touched and validation found no error. With a
     * `validationSchema`, the values are its parsed output merged over the raw values (so fields the schema
     * does not list are still there); without one, the raw values.
     */
    onSubmit: (values: FormValues & TOutput, helpers: DynamicFormHelpers) => void | Promise<unknown>;
  };

function stateOf(formik: FormikProps<FormValues>): DynamicFormState {
  const { values, errors, touched, status, isSubmitting, isValidating, submitCount, isValid, dirty } = formik;
  const statusValue: unknown = status;
  return {
    values,
    errors,
    touched,
    status: statusValue,
    isSubmitting,
    isValidating,
    submitCount,
    isValid,
    dirty,
  };
}

function withoutKey<V>(record: Record<string, V>, name: string): Record<string, V> {
  const { [name]: _removed, ...rest } = record;
  return rest;
}

const goBack = () => window.history.back();

/**
 * A form driven by a list of sections, on Formik and MUI (README.md in this folder).
 *
 * @example
 * const sections: FormSection[] = [{ fields: [{ type: 'text', name: 'email', label: 'Email', required: true }] }];
 * <DynamicForm sections={sections} validationSchema={z.object({ email: z.email() })}
 *   onSubmit={async ({ email }) => save(email)} />
 */
export function DynamicForm<TOutput extends FormValues = FormValues>(props: DynamicFormProps<TOutput>) {
  const {
    sections,
    validationSchema,
    onSubmit,
    layout = 'default',
    validateOnChange = true,
    validateOnBlur = true,
    onCancel = goBack,
    submitLabel = 'Submit',
    cancelLabel = 'Cancel',
    showCancel = true,
    sectionHeadingLevel = 2,
    children,
    ref,
  } = props;

  // The rendered sections: the prop, plus fields added or removed at run time. A new `sections` prop
  // replaces them (state adjusted while rendering, React's pattern for resetting state on a prop change);
  // the generation remounts the panels so their open state follows the new definitions too.
  const [sourceSections, setSourceSections] = useState(sections);
  const [currentSections, setCurrentSections] = useState(sections);
  const [generation, setGeneration] = useState(0);
  if (sections !== sourceSections) {
    setSourceSections(sections);
    setCurrentSections(sections);
    setGeneration(generation + 1);
  }

  // Validation and the handle read the sections through a ref: a field added or removed through the handle
  // must count at once, before the re-render that shows it.
  const sectionsRef = useRef(currentSections);
  useLayoutEffect(() => {
    sectionsRef.current = currentSections;
  }, [currentSections]);

  // Derived from the prop only, so run-time edits do not look like new initial values to Formik's
  // `enableReinitialize`, which would reset everything the user typed.
  const initialValues = useMemo(() => {
    assertUniqueFieldNames(sections);
    return initialValuesOf(sections);
  }, [sections]);
  const formikRef = useRef<FormikProps<FormValues>>(null);

  const validate = useCallback(
    (values: FormValues) => validateForm(values, sectionsRef.current, validationSchema),
    [validationSchema],
  );

  const handleSubmit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    if (!validationSchema) {
      // Without a schema the props' type demands that TOutput is FormValues itself (see SchemaProp).
      await onSubmit(values as FormValues & TOutput, helpers);
      return;
    }
    const parsed = await z.safeParseAsync(validationSchema, emptyStringsToUndefined(values), {
      reportInput: true,
    });
    if (!parsed.success) {
      // Validation passed a moment ago; a schema with side effects could still disagree now.
      const fields = sectionsRef.current.flatMap((section) => section.fields);
      helpers.setErrors(zodIssuesToErrors(issuesWithSubjects(parsed.error.issues, fields)));
      return;
    }
    await onSubmit({ ...values, ...parsed.data }, helpers);
  };

  useImperativeHandle(ref, (): DynamicFormHandle => {
    const formik = () => {
      if (!formikRef.current) throw new Error('The DynamicForm is not mounted.');
      return formikRef.current;
    };
    const replaceSections = (next: readonly FormSection[]) => {
      sectionsRef.current = next;
      setCurrentSections(next);
    };
    return {
      addField(section, field, position) {
        replaceSections(addFieldToSections(sectionsRef.current, section, field, position));
        void formik().setFieldValue(field.name, initialValueOf(field));
      },
      removeField(name) {
        const next = removeFieldFromSections(sectionsRef.current, name);
        if (next === sectionsRef.current) return false;
        replaceSections(next);
        const form = formik();
        void form.setTouched(withoutKey(form.touched, name), false);
        form.setErrors(withoutKey(form.errors, name));
        void form.setValues(withoutKey(form.values, name));
        return true;
      },
      getField: (name) => findField(sectionsRef.current, name),
      getFieldValue: (name) => getIn(formik().values, name),
      setFieldValue(name, value) {
        void formik().setFieldValue(name, value);
      },
      getSections: () => sectionsRef.current,
      getState: () => stateOf(formik()),
      submit: () => formik().submitForm(),
      reset() {
        formik().resetForm({ values: initialValuesOf(sectionsRef.current) });
      },
    };
  }, []);

  const settings = useMemo(() => layoutSettings(layout), [layout]);

  return (
    <Formik<FormValues>
      innerRef={formikRef}
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      validateOnChange={validateOnChange}
      validateOnBlur={validateOnBlur}
      onSubmit={handleSubmit}
    >
      {(formik) => (
        <FormLayoutContext.Provider value={settings}>
          <PreviewUrlsProvider>
            {/* noValidate: the form shows its own messages; browser bubbles would duplicate them. */}
            <Form noValidate aria-label={props['aria-label']}>
              <Box sx={layout === 'login' ? { maxWidth: LOGIN_MAX_WIDTH_PX, mx: 'auto' } : undefined}>
                <Stack spacing={2}>
                  {currentSections.map((section, index) => (
                    <FormSectionView
                      key={`${generation}-${section.id ?? index}`}
                      section={section}
                      headingLevel={sectionHeadingLevel}
                    />
                  ))}
                  {children?.(stateOf(formik))}
                  <FormButtons
                    submitLabel={submitLabel}
                    cancelLabel={cancelLabel}
                    showCancel={showCancel}
                    onCancel={onCancel}
                    isSubmitting={formik.isSubmitting}
                  />
                </Stack>
              </Box>
            </Form>
          </PreviewUrlsProvider>
        </FormLayoutContext.Provider>
      )}
    </Formik>
  );
}
