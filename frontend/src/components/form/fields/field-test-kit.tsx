import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DynamicForm, type FieldOption, type FormField } from '../index';
import { choiceFieldsCode } from '../form-field-view';

/**
 * Selects, radio and checkbox groups and file fields download on demand (form-field-view.tsx); a test file
 * that calls this draws them as they are once that code is here. form-field-view.test.tsx covers the
 * download itself.
 */
export function loadChoiceFieldsFirst(): void {
  beforeAll(() => choiceFieldsCode.load());
}

/** Renders a form of this one field; answers its submit spy and a user-event session. */
export function renderField(field: FormField, onSubmit = jest.fn()) {
  render(<DynamicForm sections={[{ fields: [field] }]} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

/** Options valued by their label in lower case: `optionsLabelled('News')` is `[{ value: 'news', label: 'News' }]`. */
export function optionsLabelled(...labels: string[]): FieldOption[] {
  return labels.map((label) => ({ value: label.toLowerCase(), label }));
}
