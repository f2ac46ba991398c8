import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { updateSiteSettingsInputSchema } from '@contracts/site-settings';
import type { FormSection } from '@/components/form';
import type { AdminSiteSettings } from '../settings/api';
import { SettingsFormPage } from '../settings/settings-form-page';

const memberTexts = updateSiteSettingsInputSchema.shape.members.shape;

// The agreements are checked by the API's own rules (length, plain text), before the request.
const memberSettingsSchema = z.object({
  signUp: z.enum(['open', 'closed']),
  termsOfService: memberTexts.termsOfService,
  privacyPolicy: memberTexts.privacyPolicy,
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
  ];
}

/** /admin/member/setting: whether visitors may sign up, and the texts they agree to when they do. */
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
        },
      })}
      savedMessage={(values) =>
        values.signUp === 'open' ? 'Saved: sign-up is open.' : 'Saved: sign-up is closed.'
      }
    />
  );
}
