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
});
