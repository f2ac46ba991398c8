import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { BUILT_IN_RESERVED_NICKNAMES } from '@contracts/member';
import { reservedNickNamesSchema, updateSiteSettingsInputSchema } from '@contracts/site-settings';
import type { FormSection } from '@/components/form';
import type { AdminSiteSettings } from '../api/get-site-settings';
import { SettingsFormPage } from '../settings/settings-form-page';

const memberTexts = updateSiteSettingsInputSchema.shape.members.shape;

// The agreements are checked by the API's own rules (length, plain text), before the request.
const memberSettingsSchema = z.object({
  signUp: z.enum(['open', 'closed']),
  termsOfService: memberTexts.termsOfService,
  privacyPolicy: memberTexts.privacyPolicy,
  // One nickname a line (a nickname may hold commas and spaces), checked by the API's own rule.
  reservedNickNames: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((text: string | undefined) =>
        (text ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ),
    reservedNickNamesSchema,
  ),
});

function memberSections(data: AdminSiteSettings): FormSection[] {
  return [
    {
      fields: [
        {
          type: 'select',
          name: 'signUp',
          label: 'Sign-up',
          required: true,
          options: [
            { value: 'open', label: 'Open: visitors may create an account' },
            { value: 'closed', label: 'Closed: the sign-up page says so and accounts cannot be created' },
          ],
          initialValue: data.members.signUpOpen ? 'open' : 'closed',
        },
      ],
    },
    {
      label: 'Agreements shown on the sign-up page',
      expanded: true,
      fields: [
        {
          type: 'textarea',
          name: 'termsOfService',
          label: 'Terms of service',
          initialValue: data.members.termsOfService ?? '',
          helperText: 'Plain text; line breaks are kept',
        },
        {
          type: 'textarea',
          name: 'privacyPolicy',
          label: 'Privacy policy',
          initialValue: data.members.privacyPolicy ?? '',
          helperText: 'Plain text; line breaks are kept',
        },
      ],
    },
    {
      label: 'Nicknames',
      expanded: true,
      fields: [
        {
          type: 'textarea',
          name: 'reservedNickNames',
          label: 'Reserved nicknames',
          initialValue: (data.members.reservedNickNames ?? []).join('\n'),
          helperText: `One a line. Members cannot take these or names that look like them; always reserved: ${BUILT_IN_RESERVED_NICKNAMES.join(', ')} and the site's title`,
        },
      ],
    },
  ];
}

/**
 * /admin/member/setting: whether visitors may sign up, the texts they agree to when they do, and the nicknames
 * nobody may take.
 */
export function MemberSettings() {
  return (
    <SettingsFormPage
      title="Member Setting"
      formLabel="Member settings"
      sectionsFor={memberSections}
      validationSchema={memberSettingsSchema}
      toChange={(values) => ({
        members: {
          signUpOpen: values.signUp === 'open',
          termsOfService: values.termsOfService ?? '',
          privacyPolicy: values.privacyPolicy ?? '',
          reservedNickNames: values.reservedNickNames ?? [],
        },
      })}
      savedMessage={(values) =>
        values.signUp === 'open' ? 'Saved: sign-up is open.' : 'Saved: sign-up is closed.'
      }
    />
  );
}
