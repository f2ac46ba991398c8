/** The site settings' one item in the site table (its own module: see write-settings-defaults.ts). */
export const SETTINGS_KEY = { pk: 'SETTINGS', sk: 'SITE' };
