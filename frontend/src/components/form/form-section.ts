import type { FormField } from './form-field';

/** A group of fields. With a label it is a collapsible panel; without one it renders plainly. */
export interface FormSection {
  /** Names the section for `DynamicFormHandle.addField`; without it, address the section by its index. */
  id?: string;
  /** Heading of the panel. Without a label the fields render plainly, with no panel. */
  label?: string;
  /** Whether a labelled section starts open. Default: false (collapsed). */
  expanded?: boolean;
  /**
   * Whether the user can collapse and expand a labelled section. Default: true. When false the panel is shown
   * open, with its heading, and has no toggle (so `expanded` does not apply).
   */
  expandable?: boolean;
  /** Space between the section's fields, in pixels. Default: 8 (`FIELD_GAP_PX`). */
  gap?: number;
  fields: readonly FormField[];
}

/** Addresses a section in the run-time API: its `id`, or its index in the list. */
export type SectionRef = string | number;
