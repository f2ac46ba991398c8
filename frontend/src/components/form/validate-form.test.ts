import { z } from 'zod';
import { customField } from './custom-field';
import type { FormSection } from './form-section';
import { validateForm } from './validate-form';

function Noop() {
  return null;
}

const sections: FormSection[] = [
  {
    fields: [
      {
        type: 'text',
        name: 'nick',
        label: 'Nickname',
        required: true,
        validate: (v) => (v === 'admin' ? 'Taken' : undefined),
      },
      { type: 'radio', name: 'gender', options: [], required: true },
      { type: 'checkbox', name: 'topics', label: 'Topics', options: [], required: true },
      {
        type: 'file',
        name: 'photo',
        label: 'Photo',
        validate: async (file) => (file && file.fileSize > 10 ? 'Too big' : undefined),
      },
      { type: 'hidden', name: 'id' },
      customField({
        name: 'level',
        label: 'Level',
        component: Noop,
        props: {},
        initialValue: 0,
        validate: (n) => (n < 0 ? 'Negative' : undefined),
      }),
    ],
  },
];

describe('validateForm', () => {
  it('reports empty required fields by label, the radio group as Gender', async () => {
    expect(
      await validateForm({ nick: '', gender: '', topics: [], photo: null, id: '', level: 0 }, sections),
    ).toEqual({
      nick: 'Nickname is required',
      gender: 'Gender is required',
      topics: 'Topics is required',
    });
  });

  it('runs sync and async field validators with typed values', async () => {
    const photo = { fileName: 'a.png', fileSize: 11, filePath: 'https://x/a.png', isLocal: false };
    expect(
      await validateForm({ nick: 'admin', gender: 'f', topics: ['a'], photo, level: -1 }, sections),
    ).toEqual({
      nick: 'Taken',
      photo: 'Too big',
      level: 'Negative',
    });
  });

  it('adds schema issues after the field checks, with empty strings as undefined', async () => {
    const schema = z.object({
      nick: z.string().min(3, { error: 'Min 3' }),
      bio: z.string().max(3).optional(),
    });
    const errors = await validateForm({ nick: 'ab', gender: 'f', topics: ['a'], bio: '' }, sections, schema);
    expect(errors).toEqual({ nick: 'Min 3' });

    const blocked = await validateForm({ nick: '', gender: 'f', topics: ['a'] }, sections, schema);
    expect(blocked).toEqual({ nick: 'Nickname is required' });
  });

  it("puts the field's label in front of a schema message written as a predicate", async () => {
    const schema = z.object({ nick: z.string().refine((v) => v !== 'root', 'is not allowed') });
    expect(await validateForm({ nick: 'root', gender: 'f', topics: ['a'] }, sections, schema)).toEqual({
      nick: 'Nickname is not allowed',
    });
  });

  it('shows an issue inside a field value under that field, naming the item at fault', async () => {
    const listSections: FormSection[] = [
      { fields: [{ type: 'text', name: 'extensions', label: 'Allowed extensions' }] },
    ];
    const schema = z.object({
      extensions: z
        .string()
        .transform((text) => text.split(','))
        .pipe(z.array(z.string().refine((ext) => ext !== 'exe', 'is not allowed for uploads'))),
    });
    expect(await validateForm({ extensions: 'jpg,exe' }, listSections, schema)).toEqual({
      extensions: 'Allowed extensions: "exe" is not allowed for uploads',
    });
  });
});
