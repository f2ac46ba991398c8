/**
 * Site settings: one item in the site table, shared by the APPSYNC_JS reader, the Lambda writer and the
 * pre-sign-up trigger. Defaults apply until an admin saves settings for the first time.
 */
export const SETTINGS_KEY = { pk: 'SETTINGS', sk: 'SITE' };

export const DEFAULT_SITE_SETTINGS = {
  title: 'Community',
  description: '',
  defaultLanguage: 'en',
  upload: {
    maxFileSizeMb: 10,
    allowedExtensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'txt', 'zip'],
  },
  members: { signUpOpen: true },
  updatedAt: null,
};
