import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { createRealtimeClient, realtimeUrlOf } from '@/lib/appsync-realtime';
import { menuTreeQueryKey } from '../api/get-menu-tree';

/** What the top bar listens to: any admin change to the menu or the site settings (schema.graphql Subscription). */
export const NAVIGATION_SUBSCRIPTIONS = [
  'subscription MenuChanged { onMenuChanged { id } }',
  'subscription MenuDeleted { onMenuDeleted { id } }',
  'subscription SiteSettingsUpdated { onSiteSettingsUpdated { title } }',
] as const;

/**
 * Keeps the menu and the site title live: when an admin changes either, every open page refetches the one
 * navigation query (the server's tree stays the single source; no hand-patched cache). Subscribes after the
 * first render, so it never delays the first paint; without a realtime URL it does nothing.
 */
export function useLiveNavigation(): void {
  const { graphql } = useRuntimeConfig();
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = realtimeUrlOf(graphql);
    if (!url) return undefined;
    const client = createRealtimeClient({ url, endpoint: graphql.endpoint, apiKey: graphql.apiKey });
    const refetch = () => void queryClient.invalidateQueries({ queryKey: menuTreeQueryKey });
    const stops = NAVIGATION_SUBSCRIPTIONS.map((query) =>
      client.subscribe(
        query,
        {},
        {
          next: refetch,
          // Live updates are a convenience: the page still works, so a failure is logged, not shown.
          error: (message) => console.warn('Live navigation updates stopped:', message),
        },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [graphql, queryClient]);
}
