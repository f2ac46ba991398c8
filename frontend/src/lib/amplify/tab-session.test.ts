import { firstReads } from '@/app/first-reads';
import { testConfig } from '@/testing/test-config';
import { hasSessionMarker, SESSION_MARKER_COOKIE, setSessionMarker } from './session-marker';
import { hasStoredSession } from './stored-session';
import { adoptTabSession, needsTabSession, onSignedOutInAnotherTab, type TabChannel } from './tab-session';
import { shareTabSession, type AuthEvents } from './tab-session-share';

const CLIENT = testConfig.auth.userPoolClientId;
const PREFIX = `CognitoIdentityServiceProvider.${CLIENT}.`;

/** A tab's sessionStorage of its own (jsdom has one per test window; the second tab needs another). */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/**
 * BroadcastChannel between the tabs of one test: a message reaches every other open channel of the same name,
 * a moment later and as a copy, as the browser's does; never the sender, never a closed channel.
 */
function channels() {
  const open = new Set<{ name: string; listeners: ((event: MessageEvent) => void)[] }>();
  const openChannel = (name: string): TabChannel => {
    const self = { name, listeners: [] as ((event: MessageEvent) => void)[] };
    open.add(self);
    return {
      postMessage(message) {
        const copy = JSON.parse(JSON.stringify(message)) as typeof message;
        for (const other of open) {
          if (other === self || other.name !== name) continue;
          setTimeout(() => {
            if (open.has(other))
              for (const listener of other.listeners) listener({ data: copy } as MessageEvent);
          }, 0);
        }
      },
      addEventListener(_type, listener) {
        self.listeners.push(listener as (event: MessageEvent) => void);
      },
      close() {
        open.delete(self);
      },
    };
  };
  return { openChannel, openCount: () => open.size };
}

/** Amplify's Hub as shareTabSession uses it: the test dispatches the auth events. */
function hub() {
  const callbacks = new Set<(capsule: { payload: { event: string } }) => void>();
  const auth: AuthEvents = {
    listen(_channel, callback) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
  };
  return {
    auth,
    dispatch: (event: string) => callbacks.forEach((callback) => callback({ payload: { event } })),
  };
}

/** What Amplify's token store leaves in a tab's storage after a sign-in of `user`. */
function signedInStorage(user = 'member', storage: Storage = new MemoryStorage()): Storage {
  storage.setItem(`${PREFIX}LastAuthUser`, user);
  storage.setItem(`${PREFIX}${user}.idToken`, `id-token-of-${user}`);
  storage.setItem(`${PREFIX}${user}.accessToken`, `access-token-of-${user}`);
  storage.setItem(`${PREFIX}${user}.refreshToken`, `refresh-token-of-${user}`);
  storage.setItem(`${PREFIX}${user}.clockDrift`, '0');
  // Not Amplify's entries for this client: never sent to another tab.
  storage.setItem('scroll-positions', '[]');
  storage.setItem('CognitoIdentityServiceProvider.other-client.LastAuthUser', 'someone');
  return storage;
}

function clearCookie() {
  document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/`;
}

const stops: (() => void)[] = [];
beforeEach(() => {
  clearCookie();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  jest.useRealTimers();
});

/** The first tab: signed in without "Keep me signed in", sharing its session. */
function firstTab(open: (name: string) => TabChannel) {
  const storage = signedInStorage();
  const events = hub();
  stops.push(
    shareTabSession(events.auth, () => false, { userPoolClientId: CLIENT, storage, openChannel: open }),
  );
  events.dispatch('signedIn');
  return { storage, ...events };
}

describe('a sign-in without "Keep me signed in", shared by the tabs', () => {
  it('marks the browser session (a cookie holding no token) when such a sign-in completes, not a kept one', () => {
    const { openChannel } = channels();
    const kept = hub();
    stops.push(shareTabSession(kept.auth, () => true, { userPoolClientId: CLIENT, openChannel }));
    kept.dispatch('signedIn');
    expect(hasSessionMarker()).toBe(false);

    firstTab(openChannel);
    expect(hasSessionMarker()).toBe(true);
    expect(document.cookie).toBe(`${SESSION_MARKER_COOKIE}=1`);
  });

  it("lets a new tab that sees the marker start as possibly signed in, and not read a guest's first data", () => {
    const { openChannel } = channels();
    firstTab(openChannel);
    // The new tab: the marker, no tokens of its own.
    expect(needsTabSession(CLIENT)).toBe(true);
    expect(hasStoredSession(testConfig)).toBe(true);
    expect(firstReads({ pathname: '/board/free/p1', search: '' }, testConfig)).toEqual({
      menu: true,
      home: false,
    });
  });

  it("copies the open tab's Amplify entries for this client into the new tab's sessionStorage, and nothing else", async () => {
    const { openChannel, openCount } = channels();
    const first = firstTab(openChannel);
    await expect(adoptTabSession({ userPoolClientId: CLIENT, openChannel })).resolves.toBe(true);
    const copied = Object.fromEntries(
      Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i)!).map(
        (key) => [key, window.sessionStorage.getItem(key)],
      ),
    );
    expect(copied).toEqual({
      [`${PREFIX}LastAuthUser`]: 'member',
      [`${PREFIX}member.idToken`]: 'id-token-of-member',
      [`${PREFIX}member.accessToken`]: 'access-token-of-member',
      [`${PREFIX}member.refreshToken`]: 'refresh-token-of-member',
      [`${PREFIX}member.clockDrift`]: '0',
    });
    expect(first.storage.getItem(`${PREFIX}member.idToken`)).toBe('id-token-of-member');
    // The asking tab's channel is closed again; the first tab's stays open to answer the next.
    expect(openCount()).toBe(1);
    expect(needsTabSession(CLIENT)).toBe(false);
  });

  it('leaves the new tab a guest and drops the marker when no tab answers in time (the last one was closed)', async () => {
    jest.useFakeTimers();
    const { openChannel } = channels();
    setSessionMarker();
    const adopted = adoptTabSession({ userPoolClientId: CLIENT, openChannel });
    jest.advanceTimersByTime(299);
    expect(hasSessionMarker()).toBe(true);
    jest.advanceTimersByTime(1);
    await expect(adopted).resolves.toBe(false);
    expect(hasSessionMarker()).toBe(false);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('is not answered by a tab whose sign-in is kept (every tab reads those from localStorage)', async () => {
    const { openChannel } = channels();
    const keptTab = new MemoryStorage();
    signedInStorage('member', window.localStorage);
    stops.push(
      shareTabSession(hub().auth, () => true, { userPoolClientId: CLIENT, storage: keptTab, openChannel }),
    );
    setSessionMarker();
    await expect(adoptTabSession({ userPoolClientId: CLIENT, openChannel }, 50)).resolves.toBe(false);
  });

  it("ignores an answer to another tab's request, and one without a session", async () => {
    const { openChannel } = channels();
    setSessionMarker();
    const liar = openChannel(`tab-session:${CLIENT}`);
    liar.addEventListener('message', ({ data }) => {
      if (data.type !== 'request') return;
      liar.postMessage({ type: 'session', id: 'someone-else', entries: [[`${PREFIX}LastAuthUser`, 'x']] });
      liar.postMessage({ type: 'session', id: data.id, entries: [[`${PREFIX}x.idToken`, 'no user']] });
    });
    await expect(adoptTabSession({ userPoolClientId: CLIENT, openChannel }, 50)).resolves.toBe(false);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('signs the other tabs out when one signs out: their copies go, they are told, and the marker ends', async () => {
    const { openChannel } = channels();
    const first = firstTab(openChannel);
    await adoptTabSession({ userPoolClientId: CLIENT, openChannel });
    const second = hub();
    stops.push(shareTabSession(second.auth, () => false, { userPoolClientId: CLIENT, openChannel }));
    const told = jest.fn();
    stops.push(onSignedOutInAnotherTab(told));

    // Amplify in the first tab removes its own tokens and reports the sign-out.
    first.storage.clear();
    first.dispatch('signedOut');
    expect(hasSessionMarker()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(told).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
    expect(hasStoredSession(testConfig)).toBe(false);
  });
});
