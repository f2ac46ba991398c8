import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useAdminGraphql } from './admin-graphql';
import { adminKeys } from './admin-query-keys';
import type { SignedInGraphql } from '@/lib/signed-in-graphql';

/** The site settings as an admin reads them (schema.graphql SiteSettings, with the members-only upload part). */
export const adminSiteSettingsSchema = z.object({
  title: z.string(),
  description: z.string(),
  defaultLanguage: z.string(),
  members: z.object({
    signUpOpen: z.boolean(),
    termsOfService: z.nullish(z.string()),
    privacyPolicy: z.nullish(z.string()),
    reservedNickNames: z.nullish(z.array(z.string())),
  }),
  upload: z.object({ maxFileSizeMb: z.number(), allowedExtensions: z.array(z.string()) }),
  limits: z.object({
    messagesPerMinute: z.number(),
    conversationsPerMinute: z.number(),
    reportsPerMinute: z.number(),
    postsPerMinute: z.number(),
    commentsPerMinute: z.number(),
  }),
  updatedAt: z.nullish(z.string()),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

export const SETTINGS_SELECTION = `title description defaultLanguage updatedAt
  members { signUpOpen termsOfService privacyPolicy reservedNickNames }
  upload { maxFileSizeMb allowedExtensions }
  limits { messagesPerMinute conversationsPerMinute reportsPerMinute postsPerMinute commentsPerMinute }`;

/** siteSettings as an admin reads it: every part, the members-only ones included. */
export async function fetchSiteSettings(graphql: SignedInGraphql): Promise<AdminSiteSettings> {
  const data = await graphql({ query: `query AdminSiteSettings { siteSettings { ${SETTINGS_SELECTION} } }` });
  return z.object({ siteSettings: adminSiteSettingsSchema }).parse(data).siteSettings;
}

export function useSiteSettings() {
  const graphql = useAdminGraphql();
  return useQuery({
    queryKey: adminKeys.siteSettings,
    queryFn: () => fetchSiteSettings(graphql),
    staleTime: 0,
  });
}
