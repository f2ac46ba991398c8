import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import {
  parsePath,
  unstable_HistoryRouter as HistoryRouter,
  type HistoryRouterProps,
  type Location,
} from 'react-router-dom';

/** The history a HistoryRouter drives (browser history in the app, memory history in tests). */
export type RouterHistory = HistoryRouterProps['history'];
type Update = Parameters<Parameters<RouterHistory['listen']>[0]>[0];

export type ShouldBlock = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** What a page asking before leaving sees: a held navigation it can let go on (`proceed`) or drop (`reset`). */
export type Blocker =
  | { readonly state: 'unblocked'; readonly proceed?: undefined; readonly reset?: undefined }
  | { readonly state: 'blocked'; readonly location: Location; proceed(): void; reset(): void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

/**
 * Holds navigations while a page asks first (the editor with unsaved changes), for the app's declarative
 * router, which has no blocker of its own: React Router's `useBlocker` needs its data router, which is
 * about 17 kB (gzip) more JavaScript before the first render (docs/performance.md). It sits between the
 * router and the history: a link or `navigate()` that the page's check refuses is not pushed but held, and
 * the Back/Forward buttons (the browser has already moved) are undone at once and held the same way.
 */
export class NavigationGuard {
  readonly history: RouterHistory;
  private check: ShouldBlock | null = null;
  private blocker: Blocker = UNBLOCKED;
  private readonly subscribers = new Set<() => void>();
  /** The pop that undoes a held Back/Forward, not to be shown to the router. */
  private undoing = false;
  /** A held navigation let go: passes the check once. */
  private letThrough = false;
  /** The location the router shows now (after a held pop the history's own has moved for a moment). */
  private shown: Location;

  /** The router's listener, once it has subscribed. */
  private routerListener: ((update: Update) => void) | null = null;
  /** A navigation that happened before the router subscribed, handed to it when it does. */
  private missed: Update | null = null;

  constructor(private readonly base: RouterHistory) {
    this.shown = base.location;
    // Listening from the start, not from when the router subscribes: React Router subscribes in a layout
    // effect, after its first render commits, which can wait for a lazily loaded screen; a Back/Forward in
    // that window would otherwise be lost and the page would stay on the old address's screen.
    base.listen((update) => this.delivered(update));
    this.history = {
      ...base,
      get action() {
        return base.action;
      },
      get location() {
        return base.location;
      },
      push: (to, state) => this.navigate(to, () => base.push(to, state)),
      replace: (to, state) => this.navigate(to, () => base.replace(to, state)),
      listen: (listener) => {
        this.routerListener = listener;
        const missed = this.missed;
        this.missed = null;
        if (missed) listener(missed);
        return () => {
          if (this.routerListener === listener) this.routerListener = null;
        };
      },
    };
  }

  private delivered(update: Update): void {
    if (this.undoing) {
      this.undoing = false;
      return;
    }
    if (update.action === 'POP' && this.holdsPop(update)) return;
    this.shown = update.location;
    if (this.routerListener) this.routerListener(update);
    else this.missed = update;
  }

  /** Sets the page's check; returns the function that removes it. One page asks at a time. */
  block(check: ShouldBlock): () => void {
    this.check = check;
    return () => {
      if (this.check !== check) return;
      this.check = null;
      this.release(null);
    };
  }

  readonly subscribe = (onChange: () => void): (() => void) => {
    this.subscribers.add(onChange);
    return () => this.subscribers.delete(onChange);
  };

  readonly current = (): Blocker => this.blocker;

  private refuses(next: Location): boolean {
    if (this.letThrough) {
      this.letThrough = false;
      return false;
    }
    return this.check?.({ currentLocation: this.shown, nextLocation: next }) ?? false;
  }

  private navigate(to: Parameters<RouterHistory['push']>[0], go: () => void): void {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const next: Location = {
      pathname: path.pathname ?? this.shown.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: null,
      key: 'held',
    };
    if (this.refuses(next)) this.hold(next, go);
    else go();
  }

  private holdsPop(update: Update): boolean {
    // Without a known distance (an entry this history did not create) the move cannot be undone: let it be.
    const { delta } = update;
    if (delta === null || !Number.isFinite(delta) || !this.refuses(update.location)) return false;
    this.undoing = true;
    this.base.go(-delta);
    this.hold(update.location, () => this.base.go(delta));
    return true;
  }

  private hold(location: Location, go: () => void): void {
    this.release({
      state: 'blocked',
      location,
      proceed: () => {
        this.release(null);
        this.letThrough = true;
        go();
      },
      reset: () => this.release(null),
    });
  }

  private release(blocker: Exclude<Blocker, { state: 'unblocked' }> | null): void {
    this.blocker = blocker ?? UNBLOCKED;
    for (const onChange of this.subscribers) onChange();
  }
}

const GuardContext = createContext<NavigationGuard | null>(null);

/**
 * React Router's declarative router over the guard's history, with the guard for `useBlocker` below it
 * (the app over browser history, tests over memory history).
 */
export function GuardedRouter({ guard, children }: { guard: NavigationGuard; children: ReactNode }) {
  return (
    <HistoryRouter history={guard.history}>
      <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>
    </HistoryRouter>
  );
}

/**
 * While mounted, navigations for which `shouldBlock` answers true are held until the page lets them go or
 * drops them (`Blocker`). Needs the GuardedRouter.
 */
export function useBlocker(shouldBlock: ShouldBlock): Blocker {
  const guard = useContext(GuardContext);
  if (!guard) throw new Error('useBlocker needs the GuardedRouter (frontend/src/lib/navigation-guard.tsx)');
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => guard.block((args) => latest.current(args)), [guard]);
  return useSyncExternalStore(guard.subscribe, guard.current);
}
