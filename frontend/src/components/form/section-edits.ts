// Pure edits of a section list for the run-time API. They return new arrays (React compares by identity)
// and fail with messages that show what was asked for.
import type { FormField } from './form-field';
import type { FormSection, SectionRef } from './form-section';

function describe(ref: SectionRef): string {
  return typeof ref === 'number' ? `index ${ref}` : `id "${ref}"`;
}

function sectionIndexOf(sections: readonly FormSection[], ref: SectionRef): number {
  const index = typeof ref === 'number' ? ref : sections.findIndex((section) => section.id === ref);
  if (!Number.isInteger(index) || index < 0 || index >= sections.length) {
    throw new Error(`No form section with ${describe(ref)} (the form has ${sections.length} sections).`);
  }
  return index;
}

/** Field names key the values, so two fields with one name would silently share a value. */
export function assertUniqueFieldNames(sections: readonly FormSection[]): void {
  const seen = new Set<string>();
  for (const field of sections.flatMap((section) => section.fields)) {
    if (seen.has(field.name)) {
      throw new Error(
        `The form's sections have two fields named "${field.name}"; field names must be unique.`,
      );
    }
    seen.add(field.name);
  }
}

export function findField(sections: readonly FormSection[], name: string): FormField | undefined {
  for (const section of sections) {
    const field = section.fields.find((candidate) => candidate.name === name);
    if (field) return field;
  }
  return undefined;
}

/** Inserts `field` at `position` in the section (default: at the end). Names must stay unique. */
export function addFieldToSections(
  sections: readonly FormSection[],
  ref: SectionRef,
  field: FormField,
  position?: number,
): FormSection[] {
  if (findField(sections, field.name)) {
    throw new Error(`The form already has a field named "${field.name}"; field names must be unique.`);
  }
  const index = sectionIndexOf(sections, ref);
  return sections.map((section, sectionIndex) => {
    if (sectionIndex !== index) return section;
    const fields = [...section.fields];
    fields.splice(position ?? fields.length, 0, field);
    return { ...section, fields };
  });
}

/** Removes the field named `name` wherever it is; returns the same list when there is none. */
export function removeFieldFromSections(
  sections: readonly FormSection[],
  name: string,
): readonly FormSection[] {
  if (!findField(sections, name)) return sections;
  return sections.map((section) =>
    section.fields.some((field) => field.name === name)
      ? { ...section, fields: section.fields.filter((field) => field.name !== name) }
      : section,
  );
}
