import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import type { SignedInGraphql } from '@/lib/signed-in-graphql';
import { useAdminGraphql } from './admin-graphql';
import { adminKeys } from './admin-query-keys';
import {
  adminSiteSettingsSchema,
  fetchSiteSettings,
  SETTINGS_SELECTION,
  type AdminSiteSettings,
} from './get-site-settings';

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
async function saveSiteSettings(
  graphql: SignedInGraphql,
  change: SettingsChange,
): Promise<AdminSiteSettings> {
  const current = await fetchSiteSettings(graphql);
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
  const data = await graphql({
    query: `mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { ${SETTINGS_SELECTION} } }`,
    variables: { input },
  });
  return z.object({ updateSiteSettings: adminSiteSettingsSchema }).parse(data).updateSiteSettings;
}

/** Saves a screen's change over a fresh read of the rest; the cached settings are then read again. */
export function useSaveSiteSettings() {
  const graphql = useAdminGraphql();
  const queryClient = useQueryClient();
  return useCallback(
    async (change: SettingsChange) => {
      const saved = await saveSiteSettings(graphql, change);
      void queryClient.invalidateQueries({ queryKey: adminKeys.siteSettings });
      return saved;
    },
    [graphql, queryClient],
  );
}
