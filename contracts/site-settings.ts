import { z } from 'zod';

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
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag like en or ko-KR');

export const updateSiteSettingsInputSchema = z
  .object({
    title: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    description: z.string().trim().max(500, 'must be at most 500 characters'),
    defaultLanguage: languageTagSchema,
    upload: z
      .object({
        maxFileSizeMb: z
          .number()
          .int('must be a whole number')
          .min(1, 'must be at least 1')
          .max(100, 'must be at most 100'),
        allowedExtensions: z
          .array(
            z
              .string()
              .trim()
              .toLowerCase()
              .regex(/^[a-z0-9]{1,10}$/, 'must be an extension without the dot, like jpg')
              .refine(
                (ext) => !FORBIDDEN_UPLOAD_EXTENSIONS.includes(ext),
                'is not allowed for uploads (it can run code)',
              ),
          )
          .max(50, 'must list at most 50 extensions')
          .transform((list) => [...new Set(list)]),
      })
      .strict(),
    members: z.object({ signUpOpen: z.boolean() }).strict(),
  })
  .strict();

export type SiteSettingsInput = z.infer<typeof updateSiteSettingsInputSchema>;
