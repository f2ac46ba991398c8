import { useContext, useEffect, useState } from 'react';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { SessionContext } from '@/lib/session-context';
import type { ConnectionState, RealtimeClient } from '@/lib/realtime-client';
import { currentIdToken } from '@/lib/rest-request';

/** The query-cache root of the Message Box's data, and the key of the unread count in the top bar. */
export const MESSAGE_QUERY_ROOT = 'messages';
export const UNREAD_COUNT_KEY = [MESSAGE_QUERY_ROOT, 'unread'] as const;

/** One member-authorized realtime client per signed-in member, shared by the page; closed on sign-out. */
let current: { userId: string; client: Promise<RealtimeClient | undefined> } | undefined;

function clientFor(config: RuntimeConfig, userId: string): Promise<RealtimeClient | undefined> {
  if (current?.userId === userId) return current.client;
  const previous = current;
  void previous?.client.then((client) => client?.close());
  const client = import('@/lib/realtime-client').then((module) =>
    module.memberRealtimeClient(config.graphql, () => currentIdToken(config)),
  );
  current = { userId, client };
  return client;
}

/** Forgets the member's client (tests; sign-out closes it through the hook). */
export function resetMemberRealtime(): void {
  void current?.client.then((client) => client?.close());
  current = undefined;
}

/**
 * The signed-in member's realtime client and its connection state. Undefined for a guest and while the
 * client's code loads; the previous member's socket is closed when another member signs in or out.
 */
export function useMemberRealtime(): { client: RealtimeClient | undefined; state: ConnectionState } {
  const config = useRuntimeConfig();
  const userId = useContext(SessionContext)?.user?.userId;
  const [client, setClient] = useState<RealtimeClient | undefined>();
  const [state, setState] = useState<ConnectionState>('disconnected');

  useEffect(() => {
    if (!userId) {
      if (current) resetMemberRealtime();
      setClient(undefined);
      return;
    }
    let active = true;
    let stop: (() => void) | undefined;
    clientFor(config, userId).then(
      (loaded) => {
        if (!active || !loaded) return;
        setClient(loaded);
        setState(loaded.state);
        stop = loaded.onStateChange(setState);
      },
      (error: unknown) => console.warn('Live updates are unavailable', error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [config, userId]);

  return { client, state };
}
