import { createContext, useContext } from 'react';

/**
 * Layout variants (README.md, "Fixed by the product"):
 * - `default`: labels float inside the inputs, buttons at the end on the right;
 * - `label-left`: label in a column of 2/12 beside the field's 10/12 (stacked on phones, below 600px);
 * - `small`: like default with MUI's small size for every input and button;
 * - `login`: a narrow centred column with full-width buttons, Submit first.
 * Required fields get a red asterisk in every layout.
 */
export type FormLayout = 'default' | 'label-left' | 'small' | 'login';

/** What a field needs to know of the layout. */
export interface FormLayoutSettings {
  layout: FormLayout;
  /** Label in its own grid column instead of inside or above the input. */
  labelLeft: boolean;
  size: 'small' | 'medium';
}

export function layoutSettings(layout: FormLayout): FormLayoutSettings {
  return { layout, labelLeft: layout === 'label-left', size: layout === 'small' ? 'small' : 'medium' };
}

// A context rather than a prop on every field: custom field components and nested renderers read it too.
export const FormLayoutContext = createContext<FormLayoutSettings>(layoutSettings('default'));

export function useFormLayout(): FormLayoutSettings {
  return useContext(FormLayoutContext);
}
