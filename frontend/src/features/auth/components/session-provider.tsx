import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { loadAmplify, loadAmplifyIfSignedIn, whenAmplifyLoaded } from '@/lib/amplify/load-amplify';
import { hasStoredSession } from '@/lib/amplify/stored-session';
import { onSignedOutInAnotherTab } from '@/lib/amplify/tab-session';
import { clearDeviceDrafts } from '@/lib/device-drafts';
import { notify } from '@/lib/notify';
import { onSessionEnded } from '@/lib/session-ended';
import { SessionContext, type Session } from '../session-context';
import { isAdminUser, type SessionUser } from '../session-user';

/** Auth events after which the member record is reloaded (a session change must show at once). */
const RELOAD_EVENTS: ReadonlySet<string> = new Set([
  'signedIn',
  'signedOut',
  'tokenRefresh',
  'tokenRefresh_failure',
]);

interface SessionState {
  readonly loading: boolean;
  readonly user: SessionUser | null;
  readonly failed: boolean;
}

/**
 * Holds who is signed in. Loads once at start and again on every auth event; a lookup that fails is logged
 * and leaves the visitor signed out in the UI, marked `failed` so the screens can say so. A newer load always
 * wins over an older one still in flight, so quick event sequences (signedIn then tokenRefresh) cannot leave
 * a stale user.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  // Without a stored session the visitor is a guest, known at once (lib/amplify/stored-session.ts): the first
  // render is already the guest's page, instead of a loading one followed by a render for a lookup that would
  // answer "guest" anyway (docs/performance.md, "First render").
  const [startsAsGuest] = useState(() => !hasStoredSession(config));
  const [state, setState] = useState<SessionState>({ loading: !startsAsGuest, user: null, failed: false });
  const latestLoad = useRef(0);

  const load = useCallback(
    async (fresh: boolean) => {
      const loadId = ++latestLoad.current;
      setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
      let user: SessionUser | null = null;
      let failed = false;
      try {
        // The member lookup (with the member contract's schemas) downloads only when there is a session to
        // look up, beside Amplify rather than after it: guests, most visits, never need it.
        const [{ loadSessionUser }] = await Promise.all([
          import('../api/load-session-user'),
          loadAmplifyIfSignedIn(config),
        ]);
        user = await loadSessionUser({ config, queryClient, fresh });
      } catch (error) {
        console.error('Could not load the signed-in member', error);
        failed = true;
      }
      if (loadId === latestLoad.current) setState({ loading: false, user, failed });
      // Texts other members left in the editor on this browser are not this member's to see.
      if (user) clearDeviceDrafts({ except: user.userId });
    },
    [config, queryClient],
  );

  useEffect(() => {
    if (!startsAsGuest) void load(false);
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    // Listens once Amplify is there (a stored session, or a sign-in started), without downloading it for
    // guests: auth events cannot happen before then.
    let stopTabs: (() => void) | undefined;
    whenAmplifyLoaded(config).then(({ Hub }) => {
      if (unmounted) return;
      stopListening = Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signedOut') {
          queryClient.removeQueries({ queryKey: ['member'] });
          clearDeviceDrafts();
        }
        if (RELOAD_EVENTS.has(payload.event)) void load(true);
      });
      // A browser-session sign-in signed out in another tab: this tab's copy is gone, show it at once.
      stopTabs = onSignedOutInAnotherTab(() => {
        queryClient.removeQueries({ queryKey: ['member'] });
        clearDeviceDrafts();
        void load(true);
      });
    });
    return () => {
      unmounted = true;
      stopListening?.();
      stopTabs?.();
    };
  }, [config, load, queryClient, startsAsGuest]);

  // The server refused this browser's token (the member ended their sessions elsewhere, or left): sign out
  // here too, once however many requests were refused, and say so until the member closes the message.
  useEffect(() => {
    let ending = false;
    return onSessionEnded(() => {
      if (ending) return;
      ending = true;
      void (async () => {
        try {
          const amplify = await loadAmplifyIfSignedIn(config);
          if (!amplify) return;
          await amplify.signOut();
          queryClient.removeQueries({ queryKey: ['member'] });
          notify.lasting('You were signed out. Sign in again.');
        } catch (error) {
          console.error('Signing out after the session ended failed', error);
        } finally {
          ending = false;
        }
      })();
    });
  }, [config, queryClient]);

  const reload = useCallback(() => load(true), [load]);
  const signOut = useCallback(async () => {
    try {
      const amplify = await loadAmplify(config);
      await amplify.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      notify.error('Signing out failed. Please try again.');
    }
  }, [config]);

  const session = useMemo<Session>(
    () => ({ ...state, isAdmin: isAdminUser(state.user), reload, signOut }),
    [state, reload, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
