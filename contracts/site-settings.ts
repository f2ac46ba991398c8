import * as z from 'zod/mini';
import './zod-locale';
import { wholeNumberSchema } from './fields';
import { menuIdSchema } from './menu';
import { RESERVED_NICKNAMES_MAX } from './member';
import { multiLineText, singleLineText } from './text';

/**
 * Extensions a member may never upload whatever an admin allows: they run in a browser or on a machine
 * (stored XSS through svg/html, executables).
 */
export const FORBIDDEN_UPLOAD_EXTENSIONS = [
  'htm',
  'html',
  'xhtml',
  'svg',
  'js',
  'mjs',
  'exe',
  'bat',
  'cmd',
  'sh',
  'php',
  'jar',
];

export const languageTagSchema = z
  .string()
  .check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag like en or ko-KR'));

/** Longest terms of service / privacy policy an admin may save (plain text, shown before sign-up). */
export const MEMBER_TEXT_MAX_LENGTH = 20_000;

/**
 * The terms of service and privacy policy a visitor must agree to before signing up. Plain text (shown with
 * its line breaks, never as HTML). Omitted in an update → the stored text is kept, so a screen that only
 * edits other settings does not wipe them.
 */
const memberTextSchema = multiLineText({ optional: true, trim: true }).check(
  z.maxLength(
    MEMBER_TEXT_MAX_LENGTH,
    `must be at most ${MEMBER_TEXT_MAX_LENGTH.toLocaleString('en')} characters`,
  ),
);

/**
 * Nicknames members may not take, besides the built-in ones and the site's title (contracts/member.ts,
 * `isReservedNickName`); look-alikes are refused with them. Duplicates are dropped.
 */
export const reservedNickNamesSchema = z.pipe(
  z
    .array(singleLineText({ max: 20 }))
    .check(z.maxLength(RESERVED_NICKNAMES_MAX, `must list at most ${RESERVED_NICKNAMES_MAX} nicknames`)),
  z.transform((list: string[]) => [...new Set(list)]),
);

/**
 * How many of each write one member may make in a minute (a fixed window per member, action and clock minute;
 * lambda/shared/rate-limit/rate-limiter.ts). Admins are not limited. 1 to 1000 each.
 */
export const rateLimitsSchema = z.strictObject({
  messagesPerMinute: wholeNumberSchema(1, 1000),
  conversationsPerMinute: wholeNumberSchema(1, 1000),
  reportsPerMinute: wholeNumberSchema(1, 1000),
  postsPerMinute: wholeNumberSchema(1, 1000),
  commentsPerMinute: wholeNumberSchema(1, 1000),
});
export type RateLimits = z.infer<typeof rateLimitsSchema>;

export const updateSiteSettingsInputSchema = z.strictObject({
  title: singleLineText({ max: 100 }),
  description: singleLineText({ min: 0, max: 500 }),
  defaultLanguage: languageTagSchema,
  upload: z.strictObject({
    maxFileSizeMb: wholeNumberSchema(1, 100),
    allowedExtensions: z.pipe(
      z
        .array(
          z.string().check(
            z.trim(),
            z.toLowerCase(),
            z.regex(/^[a-z0-9]{1,10}$/, 'must be an extension without the dot, like jpg'),
            z.refine(
              (ext) => !FORBIDDEN_UPLOAD_EXTENSIONS.includes(ext),
              'is not allowed for uploads (it can run code)',
            ),
          ),
        )
        .check(z.maxLength(50, 'must list at most 50 extensions')),
      z.transform((list: string[]) => [...new Set(list)]),
    ),
  }),
  members: z.strictObject({
    signUpOpen: z.boolean(),
    termsOfService: z.nullish(memberTextSchema),
    privacyPolicy: z.nullish(memberTextSchema),
    /**
     * Nicknames members may not take, besides the built-in ones and the site's title (contracts/member.ts,
     * `isReservedNickName`); look-alikes are refused with them. Omitted → the stored list is kept.
     */
    reservedNickNames: z.nullish(reservedNickNamesSchema),
  }),
  /**
   * The menu item whose page `/` shows instead of the default home page: it must exist and lead to a page
   * inside the site (a module and its id, no external link). null clears it (the default home page again);
   * omitted keeps the stored one, so a screen that only edits other settings does not change the home page.
   */
  homeMenuId: z.nullish(menuIdSchema),
  /** Per-member write limits (Limits, docs/architecture.md "Per-member limits"). Omitted: the stored ones are kept. */
  limits: z.nullish(rateLimitsSchema),
});

export type SiteSettingsInput = z.infer<typeof updateSiteSettingsInputSchema>;

/** What is stored and read back: the member texts are always present (defaults until an admin saves). */
export type MemberSettingsValue = {
  readonly signUpOpen: boolean;
  readonly termsOfService: string;
  readonly privacyPolicy: string;
  readonly reservedNickNames: readonly string[];
};

/**
 * Why a menu item cannot be the site's home page, or null when it can. `/` shows the item's page in place, so
 * it must be a page of the site: a module with its id (a board, an article), not an external link.
 */
export function homePageRefusal(menu: {
  readonly module: string;
  readonly moduleId?: string | null;
  readonly link?: string | null;
}): string | null {
  if (menu.link && /^https?:\/\//i.test(menu.link)) {
    return 'An item that links to another site cannot be the home page.';
  }
  if (!menu.moduleId) {
    return 'Only an item that opens a page (a board or an article, with its id) can be the home page.';
  }
  return null;
}
