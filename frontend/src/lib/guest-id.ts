/** Where the guest identity lives (docs/web-app.md, "Session and identity"). */
export const GUEST_ID_KEY = 'guest-id';
const PREFIX = 'guest-';

function randomId(): string {
  // randomUUID needs a secure context; 127.0.0.1 and https qualify, a LAN IP over http does not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let memoryFallback: string | undefined;

/**
 * The visitor's guest identity: a random id prefixed 'guest-', created on first visit and kept in
 * localStorage so it survives reloads. When storage is unavailable (private mode, blocked cookies) the id
 * lives for this page load only.
 */
export function getGuestId(storage?: Storage): string {
  try {
    const store = storage ?? window.localStorage;
    const existing = store.getItem(GUEST_ID_KEY);
    if (existing?.startsWith(PREFIX)) return existing;
    const created = PREFIX + randomId();
    store.setItem(GUEST_ID_KEY, created);
    return created;
  } catch {
    memoryFallback ??= PREFIX + randomId();
    return memoryFallback;
  }
}
