import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useAdminClient, type AdminClient } from '../api/admin-api';

/** The site settings as an admin reads them (schema.graphql SiteSettings, with the members-only upload part). */
const settingsSchema = z.object({
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
export type AdminSiteSettings = z.infer<typeof settingsSchema>;

const SELECTION = `title description defaultLanguage updatedAt
  members { signUpOpen termsOfService privacyPolicy reservedNickNames }
  upload { maxFileSizeMb allowedExtensions }
  limits { messagesPerMinute conversationsPerMinute reportsPerMinute postsPerMinute commentsPerMinute }`;

export const siteSettingsKey = ['admin', 'site-settings'] as const;

export function fetchSiteSettings(client: AdminClient): Promise<AdminSiteSettings> {
  return client
    .graphql(`query AdminSiteSettings { siteSettings { ${SELECTION} } }`)
    .then((data) => z.object({ siteSettings: settingsSchema }).parse(data).siteSettings);
}

export function useSiteSettings() {
  const client = useAdminClient();
  return useQuery({ queryKey: siteSettingsKey, queryFn: () => fetchSiteSettings(client), staleTime: 0 });
}

export interface SettingsChange {
  readonly title?: string;
  readonly description?: string;
  readonly defaultLanguage?: string;
  readonly upload?: AdminSiteSettings['upload'];
  readonly limits?: AdminSiteSettings['limits'];
  readonly members?: Partial<{
    signUpOpen: boolean;
    termsOfService: string;
    privacyPolicy: string;
    reservedNickNames: readonly string[];
  }>;
}

/**
 * The API replaces the settings whole, so each screen's change is applied to a fresh read of the rest:
 * saving the upload limits never resets the title another admin just changed.
 */
export async function saveSiteSettings(
  client: AdminClient,
  change: SettingsChange,
): Promise<AdminSiteSettings> {
  const current = await fetchSiteSettings(client);
  const members = { ...current.members, ...change.members };
  const input = {
    title: change.title ?? current.title,
    description: change.description ?? current.description,
    defaultLanguage: change.defaultLanguage ?? current.defaultLanguage,
    upload: change.upload ?? current.upload,
    limits: change.limits ?? current.limits,
    members: {
      signUpOpen: members.signUpOpen,
      ...(members.termsOfService != null ? { termsOfService: members.termsOfService } : {}),
      ...(members.privacyPolicy != null ? { privacyPolicy: members.privacyPolicy } : {}),
      ...(members.reservedNickNames != null ? { reservedNickNames: members.reservedNickNames } : {}),
    },
  };
  const data = await client.graphql(
    `mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { ${SELECTION} } }`,
    { input },
  );
  return z.object({ updateSiteSettings: settingsSchema }).parse(data).updateSiteSettings;
}
