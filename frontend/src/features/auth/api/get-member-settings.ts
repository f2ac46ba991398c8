import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { graphqlRequest } from '@/lib/graphql-client';

const memberSettingsSchema = z.object({
  signUpOpen: z.boolean(),
  termsOfService: z.string(),
  privacyPolicy: z.string(),
});
export type MemberSettings = z.infer<typeof memberSettingsSchema>;

const QUERY = '{ siteSettings { members { signUpOpen termsOfService privacyPolicy } } }';

/** Whether sign-up is open, and the texts a visitor agrees to first (public: read with the API key). */
export function useMemberSettings() {
  const { graphql } = useRuntimeConfig();
  return useQuery({
    queryKey: ['site-settings', 'members'],
    queryFn: async ({ signal }) => {
      const answer = await graphqlRequest({
        endpoint: graphql.endpoint,
        auth: { apiKey: graphql.apiKey },
        query: QUERY,
        signal,
      });
      if (answer.errors.length > 0) throw new Error(answer.errors[0]?.message ?? 'Unknown Error');
      return z.object({ siteSettings: z.object({ members: memberSettingsSchema }) }).parse(answer.data)
        .siteSettings.members;
    },
    staleTime: 60_000,
  });
}
