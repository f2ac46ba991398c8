import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';

/**
 * Where the reader was on each history entry, and putting them back there (docs/web-app.md, "Scroll
 * position"). The app's declarative router has no `<ScrollRestoration>` (that needs the data router,
 * docs/performance.md), and the browser's own restoration cannot work for a single-page app: it restores
 * before the page has re-rendered its list, when the document is still too short, and it never resets on a
 * link. So the app takes it over (`history.scrollRestoration = 'manual'`):
 * - Back/Forward (and a reload) put the reader where they were on that entry, waiting for the content to grow
 *   tall enough (the list's data may arrive after the page renders), at most {@link RESTORE_LIMIT_MS};
 * - every new page (a link, a new `?page=`) starts at the top, except a link to a `#hash` on the page.
 */

/** sessionStorage key of the positions: per tab, and kept over a reload, as the browser keeps its own. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';
/** How many entries are remembered (the oldest go first). */
const MAX_ENTRIES = 100;
/** How long a restore waits for the page to become tall enough before it scrolls as far as it can. */
export const RESTORE_LIMIT_MS = 3_000;
/** How often a waiting restore looks at the page's height again. */
const RESTORE_POLL_MS = 50;
/** What the reader does that takes the scrolling over from a waiting restore. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

type Arrival = Pick<Location, 'key' | 'pathname' | 'search' | 'hash'>;
/** How a location was reached, as React Router names it. */
type HistoryAction = `${NavigationType}`;

/**
 * Gives the current history entry a key of its own when it has none (a page opened by typing its address, or
 * from another site), before React Router's history reads it: its first entry would otherwise be `default` in
 * every document of the tab, and a new document would be restored to where an older one was.
 */
export function keyCurrentHistoryEntry(win: Window = window): void {
  const state = win.history.state as { key?: unknown } | null;
  if (state && typeof state.key === 'string') return;
  try {
    win.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
  } catch {
    // A history that refuses state (sandboxed frames): the first entry stays `default`.
  }
}

/** The scroll positions by history entry key, kept in sessionStorage. */
class ScrollPositions {
  private readonly positions = new Map<string, number>();

  constructor(private readonly storage: Storage | undefined) {
    try {
      const saved = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? '[]') as unknown;
      if (!Array.isArray(saved)) return;
      for (const entry of saved) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') {
          this.positions.set(entry[0], entry[1]);
        }
      }
    } catch {
      // Unreadable (an older format, or storage refused): start afresh.
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  set(key: string, y: number): void {
    // Re-inserted so that the newest entries are the last to be dropped.
    this.positions.delete(key);
    this.positions.set(key, y);
    while (this.positions.size > MAX_ENTRIES) {
      const oldest = this.positions.keys().next().value;
      if (oldest === undefined) break;
      this.positions.delete(oldest);
    }
  }

  delete(key: string): void {
    this.positions.delete(key);
  }

  save(): void {
    try {
      this.storage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...this.positions]));
    } catch {
      // Storage full or refused: positions are kept for this page's life only.
    }
  }
}

function sessionStorageOf(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Records the window's scroll position for the entry on screen and applies the rules above when another
 * entry arrives. One per app; `start` wires it to the window, `arrived` is told of each location rendered.
 */
export class ScrollManager {
  private readonly positions: ScrollPositions;
  /** The history entry whose page is on screen (its scroll events are recorded under this key). */
  private currentKey: string | null = null;
  private currentPath: Pick<Location, 'pathname' | 'search'> | null = null;
  /** A restore waiting for the page to grow; while it waits, scroll events are not the reader's position. */
  private waiting: { stop(): void } | null = null;

  constructor(private readonly win: Window = window) {
    this.positions = new ScrollPositions(sessionStorageOf(win));
  }

  /** Takes scrolling over from the browser and starts recording; answers the function that stops it. */
  start(): () => void {
    const { win } = this;
    const history = win.history as History & { scrollRestoration?: ScrollRestoration };
    const previousMode = history.scrollRestoration;
    if (previousMode !== undefined) history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (this.currentKey !== null && !this.waiting) this.positions.set(this.currentKey, win.scrollY);
    };
    // A reload or a closed tab: the position of the entry on screen must be in storage (pagehide does not
    // always fire on phones, where a hidden tab may be discarded).
    const onHide = () => {
      onScroll();
      this.positions.save();
    };
    const onVisibility = () => {
      if (win.document.visibilityState === 'hidden') onHide();
    };
    const onReaderInput = () => this.stopWaiting();
    win.addEventListener('scroll', onScroll, { passive: true });
    win.addEventListener('pagehide', onHide);
    win.document.addEventListener('visibilitychange', onVisibility);
    for (const type of READER_INPUT) win.addEventListener(type, onReaderInput, { passive: true });
    // A restore still waiting is left to finish (it ends by itself within RESTORE_LIMIT_MS): React's strict
    // mode stops and starts effects once on mount, which must not cancel the first page's restore.
    return () => {
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('pagehide', onHide);
      win.document.removeEventListener('visibilitychange', onVisibility);
      for (const type of READER_INPUT) win.removeEventListener(type, onReaderInput);
      if (previousMode !== undefined) history.scrollRestoration = previousMode;
    };
  }

  /**
   * The page of `location` has rendered (called from a layout effect, before the browser paints it). `action`
   * is how it was reached; the first location of the document counts as a POP, as React Router reports it.
   */
  arrived(location: Arrival, action: HistoryAction): void {
    if (location.key === this.currentKey) return;
    this.stopWaiting();
    const previousKey = this.currentKey;
    const previousPath = this.currentPath;
    this.currentKey = location.key;
    this.currentPath = { pathname: location.pathname, search: location.search };
    // The entry a replace overwrote cannot be gone back to.
    if (action === 'REPLACE' && previousKey !== null) this.positions.delete(previousKey);
    this.positions.save();

    if (action === 'POP') {
      const saved = this.positions.get(location.key);
      if (saved !== undefined) this.restore(saved);
      else if (location.hash) this.scrollToHash(location.hash);
      // Back/Forward to an entry with nothing recorded (never scrolled) is its top; a first visit stays put.
      else if (previousKey !== null) this.win.scrollTo(0, 0);
      return;
    }
    const samePage =
      previousPath !== null &&
      previousPath.pathname === location.pathname &&
      previousPath.search === location.search;
    // A link to a part of the page goes there rather than to the top.
    if (location.hash) {
      this.scrollToHash(location.hash);
      return;
    }
    // A replace of the same address (state only) is not a new page.
    if (action === 'REPLACE' && samePage) return;
    this.win.scrollTo(0, 0);
  }

  /** Scrolls to `y` once the page is tall enough for it, or as far as it can after RESTORE_LIMIT_MS. */
  private restore(y: number): void {
    if (this.reachable(y)) {
      this.win.scrollTo(0, y);
      return;
    }
    const deadline = Date.now() + RESTORE_LIMIT_MS;
    const timer = this.win.setInterval(() => {
      if (!this.reachable(y) && Date.now() < deadline) return;
      this.stopWaiting();
      this.win.scrollTo(0, y);
      // The position now reached is this entry's (less than `y` when the page stayed shorter).
      if (this.currentKey !== null) this.positions.set(this.currentKey, this.win.scrollY);
    }, RESTORE_POLL_MS);
    this.waiting = { stop: () => this.win.clearInterval(timer) };
  }

  private reachable(y: number): boolean {
    const { documentElement } = this.win.document;
    return documentElement.scrollHeight - this.win.innerHeight >= y;
  }

  private stopWaiting(): void {
    this.waiting?.stop();
    this.waiting = null;
  }

  private scrollToHash(hash: string): void {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Not encoded: the id as written.
    }
    this.win.document.getElementById(id)?.scrollIntoView?.();
  }
}

/**
 * Tells the manager of each location the router renders. Place it after the routes inside the router: its
 * layout effect then runs once the new page has rendered, before the browser paints it.
 */
export function ScrollRestoration({ manager }: { manager: ScrollManager }) {
  const location = useLocation();
  const action = useNavigationType();
  const latest = useRef({ location, action });
  latest.current = { location, action };
  useLayoutEffect(() => manager.start(), [manager]);
  useLayoutEffect(() => {
    manager.arrived(latest.current.location, latest.current.action);
  }, [manager, location.key]);
  return null;
}
