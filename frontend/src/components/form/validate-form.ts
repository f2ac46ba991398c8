import { getIn, setIn } from 'formik';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { emptyStringsToUndefined } from './empty-strings-to-undefined';
import { asFileValue, asString, asStringList, isEmptyValue } from './field-value';
import type { FormField } from './form-field';
import { DEFAULT_RADIO_LABEL } from './form-constants';
import type { FormSection } from './form-section';
import type { FormErrors, FormValues } from './form-values';
import { zodIssuesToErrors, type SchemaIssue } from './zod-issues-to-errors';

/** The label a field is known by in messages and for assistive technology. */
export function labelOf(field: FormField): string {
  switch (field.type) {
    case 'radio':
      // The product fixes the radio group label as 'Gender'; a screen may give its own.
      return field.label ?? DEFAULT_RADIO_LABEL;
    case 'hidden':
      return field.label ?? field.name;
    default:
      return field.label;
  }
}

// A switch rather than `field.validate(value)`: each validator takes its own value type, and reading the
// value through the matching `as…` keeps that without a cast.
function runFieldValidator(field: FormField, value: unknown, values: FormValues) {
  switch (field.type) {
    case 'checkbox':
      return field.validate?.(asStringList(value), values);
    case 'file':
      return field.validate?.(asFileValue(value), values);
    case 'custom':
      return field.validate?.(value, values);
    case 'hidden':
      return undefined;
    default:
      // Every other type holds a string; a new type whose validator takes something else fails to compile here.
      return field.validate?.(asString(value), values);
  }
}

async function fieldError(field: FormField, values: FormValues): Promise<string | undefined> {
  const value: unknown = getIn(values, field.name);
  if (field.type !== 'hidden' && field.required && isEmptyValue(value))
    return `${labelOf(field)} is required`;
  return runFieldValidator(field, value, values);
}

/**
 * Schema issues as messages that name their field. The contracts' messages are predicates written to follow a
 * field's name ("is required", "is not allowed for uploads"; the APIs answer "body.title is required"), so one
 * under a field gets the field's label in front ("Title is required"). An issue inside a field's value (an
 * item of a list the field parses into) is shown under that field and names the item:
 * 'Allowed extensions: "exe" is not allowed for uploads'. Messages that already start with a capital are
 * whole sentences and stay as they are.
 */
export function issuesWithSubjects(
  issues: readonly (SchemaIssue & { input?: unknown })[],
  fields: readonly FormField[],
): SchemaIssue[] {
  return issues.map((issue) => {
    const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    let field: FormField | undefined;
    let depth = 0;
    for (let end = path.length; end > 0 && !field; end--) {
      field = fields.find((candidate) => candidate.name === path.slice(0, end).join('.'));
      depth = end;
    }
    if (!field || !/^[a-z]/.test(issue.message)) return issue;
    const label = labelOf(field);
    const item =
      depth < path.length && (typeof issue.input === 'string' || typeof issue.input === 'number')
        ? `: "${issue.input}"`
        : '';
    return { path: path.slice(0, depth), message: `${label}${item} ${issue.message}` };
  });
}

/**
 * Validates the values against the fields' required flags and validators, then the schema (with empty
 * strings as undefined, as README.md says). Per path the first message wins: required, then the field's own
 * validator, then the schema.
 */
export async function validateForm(
  values: FormValues,
  sections: readonly FormSection[],
  schema?: z.core.$ZodType,
): Promise<FormErrors> {
  const fields = sections.flatMap((section) => section.fields);
  const messages = await Promise.all(fields.map((field) => fieldError(field, values)));
  let errors: FormErrors = {};
  fields.forEach((field, index) => {
    const message = messages[index];
    if (message) errors = setIn(errors, field.name, message);
  });
  if (schema) {
    // reportInput: an issue inside a field's value then carries the item at fault (issuesWithSubjects).
    const result = await z.safeParseAsync(schema, emptyStringsToUndefined(values), { reportInput: true });
    if (!result.success) errors = zodIssuesToErrors(issuesWithSubjects(result.error.issues, fields), errors);
  }
  return errors;
}
