import { useEffect, useRef } from 'react';
import type { ConnectionState, RealtimeClient } from '@/lib/realtime-client';

/**
 * Calls `refetch` each time the connection becomes connected (every subscription acknowledged), after the
 * first connection too: whatever was sent while the socket was down, or before the subscription started, is
 * read again, so no message is lost.
 */
export function useRefetchOnConnected(state: ConnectionState, refetch: () => void): void {
  const previous = useRef<ConnectionState>(state);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (state === 'connected' && previous.current !== 'connected') latest.current();
    previous.current = state;
  }, [state]);
}

/** Subscribes while mounted (and while `client` and the variables stay the same). */
export function useSubscription(
  client: RealtimeClient | undefined,
  query: string,
  variables: Record<string, unknown> | null,
  onData: (data: unknown) => void,
): void {
  const latest = useRef(onData);
  latest.current = onData;
  const key = variables ? JSON.stringify(variables) : null;
  useEffect(() => {
    if (!client || key === null) return;
    return client.subscribe(
      query,
      JSON.parse(key) as Record<string, unknown>,
      (data) => latest.current(data),
      (message) => console.warn('A live update failed', message),
    );
  }, [client, query, key]);
}
