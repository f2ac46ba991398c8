/**
 * The defaults of the settings the write paths check, apart from the long default texts of
 * site-settings-keys.ts so that the functions that only check them (lambda/site-settings/settings-cache.ts)
 * do not carry those texts. No imports: the APPSYNC_JS reader bundles this file too.
 */

/** Per-member writes a minute until an admin sets others (Limits): generous for a person, far below a script. */
export const DEFAULT_RATE_LIMITS = {
  messagesPerMinute: 20,
  conversationsPerMinute: 5,
  reportsPerMinute: 10,
  postsPerMinute: 5,
  commentsPerMinute: 15,
};

/** The terms' version until an admin first edits the terms or the privacy policy. */
export const FIRST_TERMS_VERSION = 1;
