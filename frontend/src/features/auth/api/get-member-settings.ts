import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contracts/runtime-config';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { graphqlRequest } from '@/lib/graphql-client';
import { MEMBER_SETTINGS_QUERY } from './member-settings-query';

const memberSettingsSchema = z.object({
  signUpOpen: z.boolean(),
  termsOfService: z.string(),
  privacyPolicy: z.string(),
});
/** The member settings with the version of the two texts (a sign-up and an agreement name it). */
export type MemberSettings = z.infer<typeof memberSettingsSchema> & { readonly termsVersion: number };

/**
 * Whether sign-up is open, and the texts a visitor agrees to first (public: read with the API key). The boot
 * script sends the same request for a guest at the sign-up page (app/early-route-data.ts); this query takes it.
 */
export function memberSettingsQuery(graphql: Pick<RuntimeConfig['graphql'], 'endpoint' | 'apiKey'>) {
  return queryOptions({
    queryKey: ['site-settings', 'members'],
    queryFn: async ({ signal }) => {
      const answer = await graphqlRequest({
        endpoint: graphql.endpoint,
        auth: { apiKey: graphql.apiKey },
        query: MEMBER_SETTINGS_QUERY,
        signal,
      });
      if (answer.errors.length > 0) throw new Error(answer.errors[0]?.message ?? 'Unknown Error');
      const { siteSettings } = z
        .object({ siteSettings: z.object({ termsVersion: z.number(), members: memberSettingsSchema }) })
        .parse(answer.data);
      return { ...siteSettings.members, termsVersion: siteSettings.termsVersion } as MemberSettings;
    },
    staleTime: 60_000,
  });
}

export function useMemberSettings() {
  return useQuery(memberSettingsQuery(useRuntimeConfig().graphql));
}
