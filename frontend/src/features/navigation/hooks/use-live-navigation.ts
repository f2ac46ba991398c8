import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { whenIdle } from '@/lib/when-idle';
import { menuTreeQueryKey } from '../api/get-menu-tree';

/**
 * What the top bar listens to: any admin change to the menu or the site settings (schema.graphql Subscription).
 * Each selects only `id`/`title`: the event is a signal to refetch, not the new state.
 */
export const NAVIGATION_SUBSCRIPTIONS = [
  'subscription MenuChanged { onMenuChanged { id } }',
  'subscription MenuDeleted { onMenuDeleted { id } }',
  'subscription SiteSettingsUpdated { onSiteSettingsUpdated { title } }',
] as const;

/**
 * Keeps the menu and the site title live: when an admin changes either, every open page refetches the one
 * navigation query (the server's tree stays the single source; no hand-patched cache). The realtime client is
 * imported once the browser is idle after the first render, in its own chunk, so neither its download nor its
 * socket competes with the page's first screen; without a realtime URL it does nothing.
 */
export function useLiveNavigation(): void {
  const { graphql } = useRuntimeConfig();
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribes: (() => void)[] | undefined;
    let unmounted = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: menuTreeQueryKey });
    const cancel = whenIdle(() => {
      import('@/lib/realtime-client')
        .then(({ sharedRealtimeClient }) => {
          const client = sharedRealtimeClient(graphql);
          if (unmounted || !client) return;
          unsubscribes = NAVIGATION_SUBSCRIPTIONS.map((query) =>
            client.subscribe(query, {}, refetch, reportFailure),
          );
        })
        // A chunk that cannot load (offline, a deploy replaced it) only costs the live updates.
        .catch(() => undefined);
    });
    return () => {
      unmounted = true;
      cancel();
      unsubscribes?.forEach((unsubscribe) => unsubscribe());
    };
  }, [graphql, queryClient]);
}

/**
 * Live updates are a convenience: when they fail, the page still works and the menu refreshes on the next
 * visit or window focus, so visitors see nothing; the console keeps the reason for whoever runs the site.
 */
function reportFailure(message: string): void {
  console.warn('Live menu updates failed:', message);
}
