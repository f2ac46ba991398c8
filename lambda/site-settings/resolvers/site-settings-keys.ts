/**
 * Site settings: one item in the site table, shared by the APPSYNC_JS reader, the Lambda writer and the
 * pre-sign-up trigger. Defaults apply until an admin saves settings for the first time.
 */
import { DEFAULT_SITE_TITLE, SETTINGS_KEY } from '../../storage/keys/site-settings-key';
export { DEFAULT_SITE_TITLE, SETTINGS_KEY };

import { DEFAULT_RATE_LIMITS, FIRST_TERMS_VERSION } from './write-settings-defaults';
export { DEFAULT_RATE_LIMITS, FIRST_TERMS_VERSION };

/** Placeholder texts until an admin writes the site's own (Member Setting). */
// Pure: a function that imports only the key (the member functions) is bundled without these texts.
export const DEFAULT_TERMS_OF_SERVICE = /* @__PURE__ */ [
  'Terms of service',
  '',
  '1. Be respectful: no insults, harassment or illegal content.',
  '2. You are responsible for what you post; posts may stay after you leave the site.',
  '3. Administrators may hide or remove posts and accounts that break these terms.',
].join('\n');

export const DEFAULT_PRIVACY_POLICY = /* @__PURE__ */ [
  'Privacy policy',
  '',
  'We collect: your username, email address, name and nickname.',
  'Why: to identify your account, show your nickname on your posts and send sign-up and password codes.',
  'How long: until you leave the site. After that, your posts and comments stay under the nickname they were written with (a post you edited, under the nickname you had then).',
].join('\n');

export const DEFAULT_SITE_SETTINGS = {
  title: DEFAULT_SITE_TITLE,
  description: '',
  defaultLanguage: 'en',
  upload: {
    maxFileSizeMb: 10,
    allowedExtensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'txt', 'zip'],
  },
  members: {
    signUpOpen: true,
    termsOfService: DEFAULT_TERMS_OF_SERVICE,
    privacyPolicy: DEFAULT_PRIVACY_POLICY,
    // Added by admins in Member Setting; the built-in ones (contracts/member.ts) always apply.
    reservedNickNames: [],
  },
  // No home page item: `/` is the default home page (the latest posts of every board).
  homeMenuId: null,
  termsVersion: FIRST_TERMS_VERSION,
  termsUpdatedAt: null,
  limits: DEFAULT_RATE_LIMITS,
  updatedAt: null,
};
