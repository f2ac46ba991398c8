import type { FormField } from './form-field';
import type { FormSection, SectionRef } from './form-section';
import type { DynamicFormState } from './form-values';

/**
 * The run-time API of a `DynamicForm`, reached with a ref (components/form/README.md). Reads return the state of the
 * last render: after a change made through the handle, read again in a later event or effect.
 */
export interface DynamicFormHandle {
  /**
   * Adds `field` to a section, at `position` (default: the end), and sets its value to its initial value.
   * Fails when the section does not exist or the name is taken.
   */
  addField(section: SectionRef, field: FormField, position?: number): void;
  /** Removes the field and deletes its value, touched flag and error. Returns false when there is no such field. */
  removeField(name: string): boolean;
  /** The field's definition as currently rendered (including fields added at run time). */
  getField(name: string): FormField | undefined;
  getFieldValue(name: string): unknown;
  /**
   * Sets a value and validates. The value must fit the field's type (`FormField` documents each); a custom
   * field's component trusts it to.
   */
  setFieldValue(name: string, value: unknown): void;
  /** The sections as currently rendered. */
  getSections(): readonly FormSection[];
  getState(): DynamicFormState;
  /** Same as pressing Submit: touches every field, validates, and calls `onSubmit` only without errors. */
  submit(): Promise<void>;
  /** Back to the initial values derived from the sections; clears errors, touched and status. */
  reset(): void;
}
