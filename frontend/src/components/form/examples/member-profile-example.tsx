// A documented example of the dynamic form: a member profile editor that uses every field type, the
// label-left layout, collapsible sections, a zod schema, per-field validators and a custom field. The app
// can mount <MemberProfileExample /> at a demo route as it is; the admin and member screens can copy from it.
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { customField, DynamicForm, isFileValue, type FormSection } from '../index';
import { CountedTextField } from './counted-text-field';

/**
 * The rules that are not just "required". Empty inputs reach the schema as `undefined` (the form's rule), so
 * `.optional()` means "may be left empty". Fields the schema does not list (the file, the custom field, the
 * hidden id) still reach `onSubmit` with their raw values.
 */
const memberProfileSchema = z.object({
  email: z.email({ error: 'Enter an email address' }),
  // The product's password policy (docs/web-app.md): at least 8 characters, no required character classes.
  password: z.optional(z.string().check(z.minLength(8, { error: 'At least 8 characters' }))),
  nickName: z
    .string()
    .check(
      z.minLength(2, { error: 'At least 2 characters' }),
      z.maxLength(20, { error: 'At most 20 characters' }),
    ),
  homepage: z.optional(z.url({ error: 'Enter a full URL, e.g. https://example.com' })),
  introduction: z.optional(z.string().check(z.maxLength(500, { error: 'At most 500 characters' }))),
  interests: z.array(z.string()),
  avatar: z
    .custom((value) => value === null || isFileValue(value))
    .check(
      z.refine((value) => !isFileValue(value) || value.fileSize <= 2 * 1024 * 1024, {
        error: 'At most 2 MB',
      }),
    ),
});

/** What `onSubmit` receives: the schema's output merged over the raw values. */
export type MemberProfileValues = z.output<typeof memberProfileSchema> & Record<string, unknown>;

const regions = [
  { value: 'seoul', label: 'Seoul' },
  { value: 'busan', label: 'Busan' },
  { value: 'incheon', label: 'Incheon' },
  { value: 'jeju', label: 'Jeju' },
];

function memberProfileSections(memberId: string): FormSection[] {
  return [
    {
      id: 'account',
      label: 'Account',
      // Always open: the fields everyone has to check.
      expandable: false,
      fields: [
        { type: 'hidden', name: 'memberId', label: 'Member id', initialValue: memberId },
        { type: 'text', name: 'email', label: 'Email', required: true, autoComplete: 'email' },
        {
          type: 'password',
          name: 'password',
          label: 'New password',
          autoComplete: 'new-password',
          helperText: 'Leave empty to keep the current password',
        },
        {
          type: 'password',
          name: 'passwordRepeat',
          label: 'Repeat password',
          autoComplete: 'new-password',
          // A per-field validator: it sees all values, which a rule across two fields needs.
          validate: (value, values) =>
            value === (values.password ?? '') ? undefined : 'The passwords differ',
        },
      ],
    },
    {
      id: 'profile',
      label: 'Profile',
      expanded: true,
      fields: [
        { type: 'text', name: 'nickName', label: 'Nickname', required: true },
        // No label: the product fixes the radio group label as 'Gender'.
        {
          type: 'radio',
          name: 'gender',
          direction: 'row',
          options: [
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
            { value: 'undisclosed', label: 'Rather not say' },
          ],
        },
        { type: 'date', name: 'birthday', label: 'Birthday', max: '2026-12-31' },
        { type: 'select', name: 'region', label: 'Region', options: regions, hasNone: true },
        { type: 'text', name: 'homepage', label: 'Homepage', placeholder: 'https://' },
        { type: 'textarea', name: 'introduction', label: 'Introduction' },
        {
          type: 'file',
          name: 'avatar',
          label: 'Avatar',
          accept: 'image/*',
          helperText: 'An image of at most 2 MB',
        },
        customField({
          name: 'signature',
          label: 'Signature',
          component: CountedTextField,
          props: { maxLength: 60, placeholder: 'Shown under your posts' },
          initialValue: '',
        }),
      ],
    },
    {
      id: 'preferences',
      label: 'Preferences',
      // Collapsed until opened (the default), with a wider gap between its fields.
      gap: 16,
      fields: [
        {
          type: 'checkbox',
          name: 'interests',
          label: 'Interests',
          direction: 'row',
          options: [
            { value: 'news', label: 'News' },
            { value: 'sports', label: 'Sports' },
            { value: 'music', label: 'Music' },
          ],
        },
        {
          type: 'select',
          name: 'feedRegion',
          label: 'Feed region',
          options: regions,
          hasAll: true,
          initialValue: 'all',
        },
        { type: 'time', name: 'quietFrom', label: 'Quiet hours from' },
        { type: 'datetime', name: 'digestFrom', label: 'Digest starts' },
      ],
    },
  ];
}

export interface MemberProfileExampleProps {
  /** Default: 'member-1'. */
  memberId?: string;
  /** Default: shows 'Profile saved.' under the form. */
  onSubmit?: (values: MemberProfileValues) => void | Promise<void>;
  /** Default: one step back in the browser history. */
  onCancel?: () => void;
}

export function MemberProfileExample({
  memberId = 'member-1',
  onSubmit,
  onCancel,
}: MemberProfileExampleProps) {
  // Memoised: a new sections array would re-initialise the form on every render.
  const sections = useMemo(() => memberProfileSections(memberId), [memberId]);
  return (
    <DynamicForm
      aria-label="Member profile"
      sections={sections}
      layout="label-left"
      validationSchema={memberProfileSchema}
      onCancel={onCancel}
      onSubmit={async (values, helpers) => {
        await onSubmit?.(values);
        helpers.setStatus('Profile saved.');
      }}
    >
      {({ status }) => (typeof status === 'string' ? <Alert severity="success">{status}</Alert> : null)}
    </DynamicForm>
  );
}
