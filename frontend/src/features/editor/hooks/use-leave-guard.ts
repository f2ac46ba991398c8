import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@/lib/navigation-guard';

/**
 * While `active`, leaving asks first: a link inside the app is held by the navigation guard's blocker (the caller
 * shows the question), closing or reloading the tab gets the browser's own prompt.
 */
export function useLeaveGuard(active: boolean) {
  // Set just before the page itself navigates after a save: that render has not happened yet, so `active`
  // would still say "unsaved".
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return { blocker, allowLeave };
}
