import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { notify } from '@/lib/notify';
import { adminKeys } from '../api/admin-query-keys';

/** Any admin change to the menu (schema.graphql Subscription); the event is a signal to reload. */
const MENU_SUBSCRIPTIONS = [
  'subscription MenuChanged { onMenuChanged { id } }',
  'subscription MenuDeleted { onMenuDeleted { id } }',
] as const;

/** How long after our own change its events are ours (the server publishes each mutation's answer). */
const OWN_EVENT_WINDOW_MS = 3000;

/**
 * Keeps the editor's tree in step with other admins: a menu change this editor did not make reloads the
 * tree and says why. Answers `markOwnChange`, to call around this editor's own mutations.
 */
export function useMenuLiveReload(): { markOwnChange: () => void } {
  const { graphql } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const ownUntil = useRef(0);

  useEffect(() => {
    let unsubscribes: (() => void)[] | undefined;
    let unmounted = false;
    const onEvent = () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.menuTree });
      if (Date.now() > ownUntil.current)
        notify.info('Another admin changed the menu. The tree has been reloaded.');
    };
    import('@/lib/realtime-client')
      .then(({ sharedRealtimeClient }) => {
        const client = sharedRealtimeClient(graphql);
        if (unmounted || !client) return;
        unsubscribes = MENU_SUBSCRIPTIONS.map((query) =>
          client.subscribe(query, {}, onEvent, (message) =>
            console.warn('Live menu updates failed:', message),
          ),
        );
      })
      .catch(() => undefined);
    return () => {
      unmounted = true;
      unsubscribes?.forEach((unsubscribe) => unsubscribe());
    };
  }, [graphql, queryClient]);

  return {
    markOwnChange: () => {
      ownUntil.current = Date.now() + OWN_EVENT_WINDOW_MS;
    },
  };
}
