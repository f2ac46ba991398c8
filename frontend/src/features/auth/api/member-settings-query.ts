/**
 * Whether sign-up is open, the texts a visitor agrees to first and their version (which the sign-up names) (schema.graphql `siteSettings.members`). A
 * module of its own so that the boot script (src/boot/boot.ts) can send it for the sign-up page without this
 * feature's code: those terms are the largest thing that page draws.
 */
export const MEMBER_SETTINGS_QUERY =
  '{ siteSettings { termsVersion members { signUpOpen termsOfService privacyPolicy } } }';
