import { useCallback } from 'react';
import { useAdminGraphql } from './admin-graphql';
import { fetchSiteSettings } from './get-site-settings';

/**
 * Sets (or, with null, clears) the menu item `/` shows. `updateSiteSettings` replaces the settings whole, so the
 * change is applied to a fresh read of the rest; the member texts are left out, which keeps the stored ones.
 * The server refuses an item that does not exist or does not open a page of the site.
 */
export function useSetHomeMenu() {
  const graphql = useAdminGraphql();
  return useCallback(
    async (homeMenuId: string | null): Promise<void> => {
      const current = await fetchSiteSettings(graphql);
      const input = {
        title: current.title,
        description: current.description,
        defaultLanguage: current.defaultLanguage,
        upload: current.upload,
        members: { signUpOpen: current.members.signUpOpen },
        homeMenuId,
      };
      // title and homeMenuId selected: open pages listening to onSiteSettingsUpdated receive what they ask for.
      await graphql({
        query:
          'mutation SetHomeMenu($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { title homeMenuId updatedAt } }',
        variables: { input },
      });
    },
    [graphql],
  );
}
