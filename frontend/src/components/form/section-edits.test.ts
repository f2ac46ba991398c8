import type { FormSection } from './form-section';
import {
  addFieldToSections,
  assertUniqueFieldNames,
  findField,
  removeFieldFromSections,
} from './section-edits';

const sections: FormSection[] = [
  { id: 'main', fields: [{ type: 'text', name: 'a', label: 'A' }] },
  { fields: [{ type: 'text', name: 'b', label: 'B' }] },
];

describe('section edits', () => {
  it('adds without changing the input, keeping untouched sections as they were', () => {
    const next = addFieldToSections(sections, 'main', { type: 'text', name: 'c', label: 'C' }, 0);

    expect(next[0]?.fields.map((field) => field.name)).toEqual(['c', 'a']);
    expect(next[1]).toBe(sections[1]);
    expect(sections[0]?.fields).toHaveLength(1);
  });

  it('removes wherever the field is, and returns the same list when there is none', () => {
    const next = removeFieldFromSections(sections, 'b');

    expect(next[1]?.fields).toEqual([]);
    expect(next[0]).toBe(sections[0]);
    expect(removeFieldFromSections(sections, 'zzz')).toBe(sections);
    expect(findField(next, 'b')).toBeUndefined();
    expect(findField(next, 'a')?.label).toBe('A');
  });

  it('fails on a section that is not there', () => {
    expect(() => addFieldToSections(sections, -1, { type: 'hidden', name: 'h' })).toThrow(
      'No form section with index -1 (the form has 2 sections).',
    );
  });

  it('fails on two fields with one name, naming it', () => {
    expect(() => assertUniqueFieldNames([...sections, { fields: [{ type: 'hidden', name: 'a' }] }])).toThrow(
      'The form\'s sections have two fields named "a"; field names must be unique.',
    );
    expect(() => assertUniqueFieldNames(sections)).not.toThrow();
  });
});
