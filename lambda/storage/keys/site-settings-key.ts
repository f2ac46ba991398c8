/**
 * The site settings' one item in the site table, read by the APPSYNC_JS reader, the Lambda writer, the
 * pre-sign-up trigger and the reserved nicknames. No imports and no texts: the APPSYNC_JS reader bundles this
 * file, and so do the member functions, which must not carry the settings' default texts
 * (lambda/site-settings/resolvers/write-settings-defaults.ts).
 */
export const SETTINGS_KEY = { pk: 'SETTINGS', sk: 'SITE' };

/** The site's title until an admin names it (General settings): what a reader of the item takes when absent. */
export const DEFAULT_SITE_TITLE = 'Community';
