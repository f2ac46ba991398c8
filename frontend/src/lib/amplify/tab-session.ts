import { clearSessionMarker, hasSessionMarker } from './session-marker';
import { hasTokensStored, lastAuthUserKey } from './stored-session';

/**
 * A sign-in without "Keep me signed in", shared by the browser's tabs as a browser session is in Rhymix
 * (docs/web-app.md, "Session and identity"). Its tokens live in sessionStorage, which is the tab's own, so
 * that they are gone when the browser closes; a new tab therefore asks the open ones for them:
 * - the tab that signs in sets the browser-session marker (session-marker.ts: a session cookie, no token);
 * - a new tab that sees the marker but holds no tokens asks over a BroadcastChannel (same origin only, so the
 *   tokens never leave the site) and copies the first answer's Amplify entries into its own sessionStorage,
 *   before Amplify reads them; no answer within {@link TAB_ANSWER_WAIT_MS} (the last tab was closed) and it is
 *   a guest, and the marker goes;
 * - signing out in one tab tells the others, which drop their copies and show the visitor as a guest.
 * Kept sign-ins are in localStorage, which every tab reads already (and Amplify itself tells the other tabs
 * of their sign-out through the storage event).
 */

/** How long a new tab waits for an open one to answer. Amplify downloads meanwhile, so it rarely adds time. */
export const TAB_ANSWER_WAIT_MS = 300;

export type Message =
  | { readonly type: 'request'; readonly id: string }
  | {
      readonly type: 'session';
      readonly id: string;
      readonly entries: readonly (readonly [string, string])[];
    }
  | { readonly type: 'signed-out' };

/** The part of BroadcastChannel used here (tests give their own). */
export interface TabChannel {
  postMessage(message: Message): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Message>) => void): void;
  close(): void;
}

export interface TabSessionOptions {
  readonly userPoolClientId: string;
  /** Where this tab's tokens are (Amplify's sessionStorage). */
  readonly storage?: Storage;
  readonly openChannel?: (name: string) => TabChannel | undefined;
}

export function defaultChannel(name: string): TabChannel | undefined {
  return typeof BroadcastChannel === 'function' ? (new BroadcastChannel(name) as TabChannel) : undefined;
}

export function channelName(userPoolClientId: string): string {
  return `tab-session:${userPoolClientId}`;
}

/** Amplify's entries for this client: its tokens, the user's name, the clock drift and the sign-in details. */
export function amplifyPrefix(userPoolClientId: string): string {
  return `CognitoIdentityServiceProvider.${userPoolClientId}.`;
}

export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function entriesOf(storage: Storage, prefix: string): [string, string][] {
  const entries: [string, string][] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const value = key === null ? null : storage.getItem(key);
    if (key?.startsWith(prefix) && value !== null) entries.push([key, value]);
  }
  return entries;
}

export function isMessage(value: unknown): value is Message {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'request' || type === 'session' || type === 'signed-out';
}

/**
 * Whether this tab should ask the others: the marker says a browser-session sign-in exists, and no tokens are
 * stored here (neither a copy already taken, e.g. before a reload, nor a kept sign-in).
 */
export function needsTabSession(userPoolClientId: string): boolean {
  return hasSessionMarker() && !hasTokensStored(userPoolClientId);
}

/**
 * Asks the open tabs for the browser session's Amplify entries and copies the first answer into this tab's
 * sessionStorage. Answers whether it did; without an answer in time the marker is dropped (no tab holds the
 * session any more: it ended with the last one, as it would have with the browser).
 */
export function adoptTabSession(
  {
    userPoolClientId,
    storage = sessionStorageOrUndefined(),
    openChannel = defaultChannel,
  }: TabSessionOptions,
  waitMs = TAB_ANSWER_WAIT_MS,
): Promise<boolean> {
  const channel = storage ? openChannel(channelName(userPoolClientId)) : undefined;
  if (!storage || !channel) {
    clearSessionMarker();
    return Promise.resolve(false);
  }
  const id = Math.random().toString(36).slice(2);
  const prefix = amplifyPrefix(userPoolClientId);
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (adopted: boolean) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      channel.close();
      if (!adopted) clearSessionMarker();
      resolve(adopted);
    };
    const timer = window.setTimeout(() => finish(false), waitMs);
    channel.addEventListener('message', ({ data }) => {
      if (!isMessage(data) || data.type !== 'session' || data.id !== id) return;
      const entries = data.entries.filter(
        ([key, value]) => typeof key === 'string' && typeof value === 'string' && key.startsWith(prefix),
      );
      if (!entries.some(([key]) => key === lastAuthUserKey(userPoolClientId))) return;
      try {
        for (const [key, value] of entries) storage.setItem(key, value);
      } catch {
        // Storage full or refused: this tab stays a guest.
        finish(false);
        return;
      }
      finish(true);
    });
    channel.postMessage({ type: 'request', id });
  });
}

const signedOutListeners = new Set<() => void>();

/** Calls `listener` when another tab signed out and this tab's copy of the session was dropped. */
export function onSignedOutInAnotherTab(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Tells the listeners above (tab-session-share.ts, once it dropped this tab's copy). */
export function signedOutInAnotherTab(): void {
  for (const listener of signedOutListeners) listener();
}
